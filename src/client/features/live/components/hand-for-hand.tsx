import {
  HAND_FOR_HAND_MESSAGES,
  handBusts,
  latestHandGroup,
  livePaidPlaces,
  suggestHandForHand,
  tablesToReport,
  type HandBust,
} from "@core/live/prizes/hand-for-hand";
import { centsToDecimal, formatMoney } from "@core/money";
import { remainingPlayers } from "@core/live/field/players";
import type { LiveAction, LiveState } from "@core/live/schema/contracts";
import { Check, Hand } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { cn } from "@client/lib/utils";
import { useLiveAction } from "../api/live";

/** The hand's busts: each with their place ("10th (tie)") and prize. */
function HandBusts({ busts, hand, large = false }: { busts: HandBust[]; hand: number | null; large?: boolean }) {
  if (busts.length === 0) return null;
  return (
    <ul
      className={cn("flex flex-wrap gap-x-4 gap-y-1", large ? "text-[0.8em]" : "text-sm")}
      aria-label={hand === null ? "Busted in the last hand" : `Busted in hand ${hand}`}
      data-testid="hand-busts"
    >
      {busts.map((b) => (
        <li key={b.id} className="[overflow-wrap:anywhere]" data-testid="hand-bust">
          <span className="font-semibold">{b.name}</span> {b.label} · <span className="tabular-nums">{formatMoney(centsToDecimal(b.prizeCents))}</span>
        </li>
      ))}
    </ul>
  );
}

/** "Table 2, Table 5" */
const tableList = (tables: readonly number[]) => tables.map((t) => `Table ${t}`).join(", ");

/**
 * Whether this console watched hand-for-hand switch itself off as the bubble burst (decision 235), so it can say so
 * until the director dismisses the note.
 */
function useBurstNote(state: LiveState): [boolean, () => void] {
  const wasOn = useRef(state.handForHand !== null);
  const [burst, setBurst] = useState(false);
  const on = state.handForHand !== null;
  const paidLeft = remainingPlayers(state.players).length <= livePaidPlaces(state);
  useEffect(() => {
    if (wasOn.current && !on && paidLeft && state.finishedAt === null) setBurst(true);
    if (on) setBurst(false);
    wasOn.current = on;
  }, [on, paidLeft, state.finishedAt]);
  return [burst, () => setBurst(false)];
}

/**
 * The console's hand-for-hand strip (decision 235): the suggestion near the bubble with the button that switches it
 * on; while on, the hand being played, the tables still to report it and the switch off; once the bubble burst, a
 * note that it switched itself off.
 */
export function HandForHandConsole({
  state,
  canControl,
  pending,
  send,
}: {
  state: LiveState;
  canControl: boolean;
  pending: boolean;
  send: (action: LiveAction) => void;
}) {
  const [burst, dismiss] = useBurstNote(state);
  const h = state.handForHand;
  if (h) {
    const waiting = tablesToReport(state);
    return (
      <section
        aria-label="Hand-for-hand"
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border-2 border-amber-400 bg-amber-400/10 p-3"
        data-testid="hand-for-hand"
      >
        <div className="min-w-0 flex-1 basis-64">
          <p className="flex items-center gap-2 font-bold text-amber-200">
            <Hand className="h-5 w-5 shrink-0" aria-hidden="true" /> Hand-for-hand · Hand {h.hand}
          </p>
          <p className="text-sm text-muted-foreground" role="status" data-testid="hand-for-hand-waiting">
            {h.reported.length === 0
              ? "Each table reports its hand done; the clock pauses between hands."
              : `Done: ${tableList(h.reported)}. Waiting for ${waiting.length > 0 ? tableList(waiting) : "nobody"}.`}
          </p>
          <HandBusts busts={handBusts(state, h.bustGroup)} hand={h.hand} />
        </div>
        {canControl && (
          <Button variant="outline" size="sm" disabled={pending} onClick={() => send({ type: "hand-for-hand", on: false })}>
            Switch Off
          </Button>
        )}
      </section>
    );
  }
  if (burst)
    return (
      <section
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-500/40 bg-emerald-500/10 p-3"
        data-testid="hand-for-hand-burst"
      >
        <div className="min-w-0 flex-1 basis-64 space-y-1">
          <p className="text-sm font-medium">{HAND_FOR_HAND_MESSAGES.burstOff}</p>
          <HandBusts busts={handBusts(state, latestHandGroup(state))} hand={null} />
        </div>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Dismiss
        </Button>
      </section>
    );
  if (!canControl || !suggestHandForHand(state)) return null;
  const left = remainingPlayers(state.players).length;
  const paid = livePaidPlaces(state);
  return (
    <section
      aria-label="Hand-for-hand suggested"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-500/50 bg-amber-500/5 p-3"
      data-testid="hand-for-hand-suggestion"
    >
      <p className="min-w-0 flex-1 basis-64 text-sm">
        <span className="font-semibold">The bubble is near:</span> {left} players left, {paid} paid. Play hand-for-hand so every table plays one hand at a time
        and busts in one hand share their places.
      </p>
      <Button size="sm" disabled={pending} onClick={() => send({ type: "hand-for-hand", on: true })}>
        <Hand /> Play Hand-for-Hand
      </Button>
    </section>
  );
}

/** A table's hand done, while hand-for-hand is on: its report button, or that it has reported the hand. */
export function HandDoneControl({
  state,
  table,
  canControl,
  pending,
  send,
  large = false,
}: {
  state: LiveState;
  table: number;
  canControl: boolean;
  pending: boolean;
  send: (action: LiveAction) => void;
  large?: boolean;
}) {
  const h = state.handForHand;
  if (!h) return null;
  if (h.reported.includes(table))
    return (
      <Badge variant="success" className={cn("gap-1", large && "text-base")} data-testid="hand-reported">
        <Check className="h-3.5 w-3.5" aria-hidden="true" /> Hand {h.hand} done
      </Badge>
    );
  if (!canControl) return <Badge variant="warning">Hand {h.hand}</Badge>;
  return (
    <Button
      size={large ? "lg" : "sm"}
      variant="success"
      disabled={pending}
      onClick={() => send({ type: "hand-done", table, hand: h.hand })}
      aria-label={`Hand done at Table ${table}`}
    >
      <Check /> Hand done
    </Button>
  );
}

/**
 * What every display shows while hand-for-hand is on (decision 235): "Hand-for-hand" and the hand being played; on a
 * table's display run by the controller, that table's Hand done as well.
 */
export function HandForHandBanner({ id, state, table, canControl = false }: { id: string; state: LiveState; table?: number; canControl?: boolean }) {
  const h = state.handForHand;
  if (!h) return null;
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 rounded-md border-2 border-amber-400 bg-amber-400/15 px-3 py-1 font-bold text-amber-100"
      style={{ fontSize: "max(16px, min(2vw, 3.2dvh))" }}
      role="status"
      data-testid="hand-for-hand-banner"
    >
      <span className="flex items-center gap-2">
        <Hand className="h-[1em] w-[1em] shrink-0" aria-hidden="true" /> Hand-for-hand · Hand {h.hand}
      </span>
      {table !== undefined && canControl && <TableHandDone id={id} state={state} table={table} />}
      <HandBusts busts={handBusts(state, h.bustGroup)} hand={h.hand} large />
    </div>
  );
}

/** The controller's table display reports its own table's hand done. */
function TableHandDone({ id, state, table }: { id: string; state: LiveState; table: number }) {
  const action = useLiveAction(id);
  const send = (a: LiveAction) =>
    action.mutate(a, { onError: (err) => toast({ title: "Action Failed", description: errorMessage(err), variant: "destructive" }) });
  return <HandDoneControl state={state} table={table} canControl pending={action.isPending} send={send} />;
}
