import type { LiveState } from "@core/live/schema/contracts";
import { ArrowRightLeft } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { paths } from "@client/lib/routes";
import { cn } from "@client/lib/utils";
import { bigBlinds, formatChips } from "./format";
import { movesAt, moveText, namesOf, playersLabel, recentMoves, seatRows, type MoveView, type TableView } from "./seating-format";
import { useNow } from "./use-live-clock";

/** The displays' time, corrected for this device's clock skew, refreshed often enough for a move to leave after 5 minutes. */
function useRecentMoves(state: LiveState, skewMs: number): MoveView[] {
  const now = useNow(10_000, state.moves.length > 0) + skewMs;
  return recentMoves(state.moves, now);
}

function MoveItems({ state, moves, large }: { state: LiveState; moves: MoveView[]; large: boolean }) {
  const nameOf = namesOf(state.players);
  return (
    <ul className={cn("divide-y divide-border/60", large && "text-xl")} aria-label="Moves">
      {moves.map((m) => (
        <li key={m.id} className="flex items-center gap-2 py-2 font-medium [overflow-wrap:anywhere]" data-testid="display-move">
          <ArrowRightLeft className="h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />
          {moveText(m, nameOf(m.playerId, m.playerName))}
        </li>
      ))}
    </ul>
  );
}

/** Every display: the moves of the last 5 minutes (decision 164), newest first; nothing when there are none. */
export function MovesBoard({ state, skewMs, large = false }: { state: LiveState; skewMs: number; large?: boolean }) {
  const moves = useRecentMoves(state, skewMs);
  if (moves.length === 0) return null;
  return (
    <Card className="border-amber-500/40">
      <CardHeader>
        <CardTitle className={cn(large && "text-2xl")}>Table Moves</CardTitle>
      </CardHeader>
      <CardContent>
        <MoveItems state={state} moves={moves} large={large} />
      </CardContent>
    </Card>
  );
}

/** The full-screen display's first screen: the newest moves in a strip above the clock, so the room sees them. */
export function MovesBanner({ state, skewMs, table }: { state: LiveState; skewMs: number; table?: number }) {
  const all = useRecentMoves(state, skewMs);
  const moves = (table === undefined ? all : movesAt(all, table)).slice(0, 3);
  if (moves.length === 0) return null;
  const nameOf = namesOf(state.players);
  return (
    <div
      className="mt-1 shrink-0 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-1 font-semibold text-amber-100"
      style={{ fontSize: "max(14px, min(1.6vw, 2.8dvh))" }}
      role="status"
      data-testid="moves-banner"
    >
      {moves.map((m) => (
        <p key={m.id} className="[overflow-wrap:anywhere]">
          {moveText(m, nameOf(m.playerId, m.playerName))}
        </p>
      ))}
    </div>
  );
}

/** Links to each table's own display, for setting up a screen per table. */
export function TableLinks({ id, state }: { id: string; state: LiveState }) {
  if (state.tables.length === 0) return null;
  return (
    <nav aria-label="Table displays" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Table displays:</span>
      {state.tables.map((t) => (
        <Link key={t.number} href={`${paths.tournamentView(id)}?table=${t.number}`} className="rounded-md border px-2 py-0.5 font-medium hover:bg-secondary">
          Table {t.number}
        </Link>
      ))}
    </nav>
  );
}

/** A table's seats in order: each player with their stack once counted, the button, and the empty seats. */
function TableSeats({ state, seated, large, bigBlind }: { state: LiveState; seated: TableView; large: boolean; bigBlind: number }) {
  const nameOf = namesOf(state.players);
  return (
    <ol className={cn("grid gap-x-6 sm:grid-cols-2", large && "text-2xl")} aria-label={`Seats at Table ${seated.number}`}>
      {seatRows(seated, state.seatsPerTable).map(({ seat, player }) => (
        <li key={seat} className="flex min-h-12 items-center gap-3 border-b border-border/50 py-2" data-testid="table-seat">
          <span
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold tabular-nums"
            aria-label={`Seat ${seat}`}
          >
            {seat}
          </span>
          {player ? (
            <>
              <span className="min-w-0 flex-1 truncate font-semibold" title={nameOf(player.playerId, player.playerName)}>
                {nameOf(player.playerId, player.playerName)}
              </span>
              {seated.button === seat && (
                <span
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-white text-xs font-black text-black"
                  title="Button"
                  role="img"
                  aria-label="Button"
                >
                  D
                </span>
              )}
              {state.chipCountsUpdated && (
                <span className="shrink-0 text-right tabular-nums">
                  <span className="block font-semibold">{formatChips(player.chips)}</span>
                  <span className="block text-xs text-muted-foreground">{bigBlinds(player.chips, bigBlind)}</span>
                </span>
              )}
            </>
          ) : (
            <span className="flex-1 text-sm italic text-muted-foreground/70">Empty</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * One table's display (`?table=3`, decision 164): its seats and players, their stacks once counted, the button, and the
 * moves to and from it in the last 5 minutes.
 */
export function TableDisplay({
  id,
  state,
  table,
  skewMs,
  bigBlind,
  large = false,
}: {
  id: string;
  state: LiveState;
  table: number;
  skewMs: number;
  bigBlind: number;
  large?: boolean;
}) {
  const moves = movesAt(useRecentMoves(state, skewMs), table);
  const seated = state.tables.find((t) => t.number === table);
  return (
    <div className={cn("grid grid-cols-1 items-start gap-5", large ? "xl:grid-cols-3" : "lg:grid-cols-3")} data-testid="table-display">
      <Card className={cn(large ? "xl:col-span-2" : "lg:col-span-2")}>
        <CardHeader>
          <CardTitle className={cn("flex items-baseline justify-between gap-2", large ? "text-3xl" : "text-2xl")}>
            Table {table}
            {seated && <span className="text-sm font-normal text-muted-foreground">{playersLabel(seated.seats.length)}</span>}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {!seated ? (
            <p className="text-muted-foreground">
              {state.tables.length === 0 ? "Seats are drawn when the clock starts." : `Table ${table} is not in play.`}{" "}
              <Link href={paths.tournamentView(id)} className="font-medium text-foreground underline">
                Whole event
              </Link>
            </p>
          ) : (
            <TableSeats state={state} seated={seated} large={large} bigBlind={bigBlind} />
          )}
        </CardContent>
      </Card>
      <Card className={cn(moves.length > 0 && "border-amber-500/40")}>
        <CardHeader>
          <CardTitle className={cn(large && "text-2xl")}>Moves</CardTitle>
        </CardHeader>
        <CardContent>
          {moves.length > 0 ? (
            <MoveItems state={state} moves={moves} large={large} />
          ) : (
            <p className="text-sm text-muted-foreground">No moves to or from this table in the last 5 minutes.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
