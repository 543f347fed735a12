import type { LiveAction, LiveState } from "@core/live/schema/contracts";
import { Check, Coins, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { NativeSelect } from "@client/components/ui/native-select";
import { paths } from "@client/lib/routes";
import { cn } from "@client/lib/utils";
import { ChipDialog, type ChipTable } from "./chip-dialog";
import { formatChips } from "./format";
import { consoleMoves, moveText, namesOf, playersLabel, seatRows, type MoveView, type SeatRow, type TableView } from "./seating-format";
import { useNow } from "./use-live-clock";
import { HandDoneControl } from "./hand-for-hand";

const REASONS: Record<MoveView["reason"], string> = { balance: "Balance", break: "Table break", "final-table": "Final table" };

interface PanelProps {
  id: string;
  /** the state with the console's known names (withKnownNames) */
  state: LiveState;
  canControl: boolean;
  pending: boolean;
  send: (action: LiveAction) => void;
  /** serverTime - clientTime: this device's clock skew */
  skewMs: number;
}

/** The moves the balancing made: each to confirm as done once the player has changed seats. */
function MovesList({ state, canControl, pending, send, skewMs }: Omit<PanelProps, "id">) {
  const now = useNow(15_000, state.moves.length > 0) + skewMs;
  const moves = consoleMoves(state.moves, now);
  const nameOf = namesOf(state.players);
  if (moves.length === 0) return null;
  const waiting = moves.filter((m) => !m.done).length;
  return (
    <section aria-labelledby="console-moves" className="rounded-lg border border-amber-500/40 bg-amber-500/5 p-3">
      <h4 id="console-moves" className="mb-2 flex items-center justify-between gap-2 font-semibold">
        Moves
        {waiting > 0 && <Badge variant="warning">{waiting} to make</Badge>}
      </h4>
      <ul className="divide-y divide-border/60" aria-label="Moves">
        {moves.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2" data-testid="console-move">
            <span className={cn("min-w-0 flex-1 basis-56 font-medium [overflow-wrap:anywhere]", m.done && "text-muted-foreground")}>
              {moveText(m, nameOf(m.playerId, m.playerName))}
            </span>
            <Badge variant="secondary">{REASONS[m.reason]}</Badge>
            {m.done ? (
              <span className="flex items-center gap-1 text-xs text-emerald-400">
                <Check className="h-3.5 w-3.5" aria-hidden="true" /> Moved
              </span>
            ) : (
              <Button size="sm" variant="success" disabled={!canControl || pending} onClick={() => send({ type: "move-done", moveId: m.id })}>
                <Check /> Done
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The dealer button's disc at its seat. */
const ButtonMarker = () => (
  <span
    className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-white text-[10px] font-black text-black"
    title="Button"
    role="img"
    aria-label="Button"
  >
    D
  </span>
);

/** The controller's tools for a table: where the button is, and the table's chip counts. */
function TableControls({
  table,
  rows,
  chosen,
  onChoose,
  pending,
  send,
  onChips,
}: Pick<PanelProps, "pending" | "send"> & {
  table: TableView;
  rows: SeatRow[];
  chosen: string;
  onChoose: (seat: string) => void;
  onChips: (t: ChipTable) => void;
}) {
  const selectId = `button-seat-${table.number}`;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-28">
        <label htmlFor={selectId} className="mb-1 block text-xs text-muted-foreground">
          Button seat
        </label>
        <NativeSelect id={selectId} value={chosen} onChange={(e) => onChoose(e.target.value)} className="h-9">
          {rows.map((r) => (
            <option key={r.seat} value={r.seat}>
              {`Seat ${r.seat}${r.player ? "" : " (empty)"}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="h-9"
        disabled={pending || chosen === ""}
        onClick={() => send({ type: "button", table: table.number, seat: Number(chosen) })}
        aria-label={`Set button at Table ${table.number}`}
      >
        Set Button
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="h-9"
        onClick={() => onChips({ number: table.number, playerIds: table.seats.map((s) => s.playerId) })}
        aria-label={`Enter chips at Table ${table.number}`}
      >
        <Coins /> Chips
      </Button>
    </div>
  );
}

function TableCard({
  id,
  state,
  table,
  canControl,
  pending,
  send,
  onChips,
}: Omit<PanelProps, "skewMs"> & { table: TableView; onChips: (t: ChipTable) => void }) {
  const nameOf = namesOf(state.players);
  const rows = seatRows(table, state.seatsPerTable);
  const [buttonSeat, setButtonSeat] = useState<string>(() => String(table.button ?? table.seats[0]?.seat ?? ""));
  // any seat may hold the button (a dead button on an empty seat too); one past the table's seats falls back
  const chosen = rows.some((r) => String(r.seat) === buttonSeat) ? buttonSeat : String(table.button ?? table.seats[0]?.seat ?? "");
  return (
    <section aria-label={`Table ${table.number}`} className="rounded-lg border bg-background/30 p-3" data-testid="console-table">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h4 className="text-base font-bold">Table {table.number}</h4>
        <span className="text-xs text-muted-foreground">{playersLabel(table.seats.length)}</span>
        <a
          href={`${paths.tournamentView(id)}?table=${table.number}`}
          target="_blank"
          rel="noreferrer"
          className="ml-auto inline-flex items-center gap-1 text-xs text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
          aria-label={`Open Table ${table.number}'s display`}
        >
          Display <ExternalLink className="h-3 w-3" aria-hidden="true" />
        </a>
      </div>
      {state.handForHand && (
        <div className="mb-2 flex justify-end">
          <HandDoneControl state={state} table={table.number} canControl={canControl} pending={pending} send={send} />
        </div>
      )}
      <ol className="divide-y divide-border/50 text-sm" aria-label={`Seats at Table ${table.number}`}>
        {rows.map(({ seat, player }) => (
          <li key={seat} className="flex min-h-8 items-center gap-2 py-1" data-testid="console-seat">
            <span className="w-6 shrink-0 text-right text-xs tabular-nums text-muted-foreground" aria-label={`Seat ${seat}`}>
              {seat}
            </span>
            {player ? (
              <>
                <span className="min-w-0 flex-1 truncate font-medium" title={nameOf(player.playerId, player.playerName)}>
                  {nameOf(player.playerId, player.playerName)}
                </span>
                {table.button === seat && <ButtonMarker />}
                {state.chipCountsUpdated && <span className="shrink-0 tabular-nums text-muted-foreground">{formatChips(player.chips)}</span>}
              </>
            ) : (
              <>
                <span className="flex-1 text-xs italic text-muted-foreground/70">Empty</span>
                {table.button === seat && <ButtonMarker />}
              </>
            )}
          </li>
        ))}
      </ol>
      {canControl && <TableControls table={table} rows={rows} chosen={chosen} onChoose={setButtonSeat} pending={pending} send={send} onChips={onChips} />}
    </section>
  );
}

/**
 * The console's tables (decision 164): every table with its seats, players, stacks once counted and the button, a
 * button and chip-count entry per table, and the moves to confirm. Shown once the clock's first start has drawn seats.
 */
export function TablesPanel(props: PanelProps) {
  const { id, state } = props;
  // the table stays set while the dialog closes, so its title does not change under the fade
  const [chipTable, setChipTable] = useState<ChipTable | null>(null);
  const [chipsOpen, setChipsOpen] = useState(false);
  const openChips = (t: ChipTable) => {
    setChipTable(t);
    setChipsOpen(true);
  };
  const seated = state.tables.reduce((n, t) => n + t.seats.length, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tables</CardTitle>
        <CardDescription>
          {state.tables.length} {state.tables.length === 1 ? "table" : "tables"} · {playersLabel(seated)} · {state.seatsPerTable} seats per table
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <MovesList {...props} />
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {state.tables.map((t) => (
            <TableCard key={t.number} {...props} table={t} onChips={openChips} />
          ))}
        </div>
      </CardContent>
      <ChipDialog id={id} state={state} table={chipTable ?? undefined} open={chipsOpen} onOpenChange={setChipsOpen} />
    </Card>
  );
}
