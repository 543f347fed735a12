import type { LiveDeal, LiveStoredState } from "@core/live/schema/contracts";
import { centsToDecimal, formatMoney2 } from "@core/money";
import { Check, Handshake } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { useAuth } from "@client/lib/auth/use-auth";
import { cn } from "@client/lib/utils";
import { useAcceptDeal } from "../api/live";

export const money = (cents: number) => formatMoney2(centsToDecimal(cents));

export const DEAL_METHODS: Record<LiveDeal["method"], string> = { icm: "ICM", chip_chop: "Chip chop", custom: "Custom amounts" };

/** The deal's players, in the order of the table (by position), with what the deal gives each. */
export function dealRows(state: Pick<LiveStoredState, "players" | "deal">) {
  const deal = state.deal;
  if (!deal) return [];
  return state.players
    .filter((p) => deal.amounts[p.id] !== undefined)
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ id: p.id, name: p.name, userId: p.userId, amountCents: deal.amounts[p.id], accepted: deal.accepted.includes(p.id) }));
}

/** A backer's line about their player's deal: "Deal: $X" once made, "Deal proposed: $X" while it waits; else null. */
export function dealLine(state: Pick<LiveStoredState, "players" | "deal"> | undefined, userId: number): string | null {
  const deal = state?.deal;
  const player = state?.players.find((p) => p.userId === userId);
  if (!deal || !player || deal.amounts[player.id] === undefined) return null;
  return `${deal.status === "made" ? "Deal" : "Deal proposed"}: ${money(deal.amounts[player.id])}`;
}

/**
 * The deal at the final table, on every display while the event runs (a finished event shows it in its results):
 * each player's amount and whether they have accepted, what is left to play for, and an Accept button for the
 * signed-in player it waits for.
 */
export function DealPanel({ id, state, large = false }: { id: string; state: LiveStoredState; large?: boolean }) {
  const deal = state.deal;
  if (!deal || state.finishedAt !== null) return null;
  return <DealCard id={id} state={state} deal={deal} large={large} />;
}

function DealCard({ id, state, deal, large }: { id: string; state: LiveStoredState; deal: LiveDeal; large: boolean }) {
  const { user } = useAuth();
  const accept = useAcceptDeal(id);
  const rows = dealRows(state);
  const waiting = rows.filter((r) => !r.accepted).length;
  const mine = deal.status === "proposed" && user ? rows.find((r) => r.userId === user.id && !r.accepted) : undefined;
  return (
    <Card className="border-amber-500/40" data-testid="deal-panel">
      <CardHeader>
        <CardTitle className={cn("flex items-center gap-2", large && "text-2xl")}>
          <Handshake className="h-5 w-5 text-amber-300" aria-hidden /> {deal.status === "made" ? "Deal Made" : "Deal Proposed"}
        </CardTitle>
      </CardHeader>
      <CardContent className={cn("space-y-3", large && "text-xl")}>
        <p className="text-sm text-muted-foreground" role="status">
          {DEAL_METHODS[deal.method]}
          {" · "}
          {deal.status === "made" ? "these amounts are the players' prizes" : `waiting for ${waiting} of ${rows.length} players to accept`}
        </p>
        <DealAmounts rows={rows} />
        {deal.playForCents > 0 && <p className="text-sm">{money(deal.playForCents)} left to play for: the winner takes it on top of their amount.</p>}
        {deal.status === "proposed" &&
          deal.warnings.map((w) => (
            <p key={w} className="text-sm text-amber-300" role="note">
              {w}
            </p>
          ))}
        {mine && (
          <Button className="w-full" onClick={() => accept.mutate(deal.id)} disabled={accept.isPending}>
            <Check /> Accept the Deal ({money(mine.amountCents)})
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

export function DealAmounts({ rows, action }: { rows: ReturnType<typeof dealRows>; action?: (row: ReturnType<typeof dealRows>[number]) => React.ReactNode }) {
  return (
    <ol className="divide-y divide-border/60" aria-label="Deal amounts">
      {rows.map((r) => (
        <li key={r.id} className="flex items-center gap-3 py-1.5" data-testid="deal-row">
          <span className="min-w-0 flex-1 truncate font-medium">{r.name}</span>
          <span className="font-semibold tabular-nums text-primary">{money(r.amountCents)}</span>
          <span className={cn("w-20 text-right text-xs", r.accepted ? "text-emerald-400" : "text-muted-foreground")}>
            {r.accepted ? "Accepted" : "Waiting"}
          </span>
          {action?.(r)}
        </li>
      ))}
    </ol>
  );
}
