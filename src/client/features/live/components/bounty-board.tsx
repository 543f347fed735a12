import { isBountyEvent } from "@core/live/field/bounties";
import type { LiveState } from "@core/live/schema/contracts";
import { centsToDecimal, formatMoney } from "@core/money";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { cn } from "@client/lib/utils";

const money = (cents: number) => formatMoney(centsToDecimal(cents));

/**
 * PKO events only: each player's bounty now (biggest first) and the bounty cash they have won; players out show
 * only what they won. Nothing for an event without bounties.
 */
export function BountyBoard({ state, limit = 10, large = false }: { state: LiveState; limit?: number; large?: boolean }) {
  if (!isBountyEvent(state)) return null;
  const rows = state.players
    .filter((p) => !p.isEliminated || p.bountyWonCents > 0)
    .map((p) => ({ ...p, head: p.isEliminated ? 0 : p.bountyCents }))
    .sort((a, b) => b.head - a.head || b.bountyWonCents - a.bountyWonCents || a.name.localeCompare(b.name))
    .slice(0, limit);
  return (
    <Card>
      <CardHeader>
        <CardTitle className={cn(large && "text-2xl")}>Bounties</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className={cn("divide-y", large ? "text-xl" : "text-sm")} aria-label="Bounties">
          {rows.map((p) => (
            <li key={p.id} className="flex items-center justify-between gap-3 py-1.5" data-testid="bounty-row">
              <span className={cn("min-w-0 truncate", p.isEliminated && "text-muted-foreground")} title={p.name}>
                {p.name}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                {!p.isEliminated && p.head > 0 && <span className="font-semibold">{money(p.head)}</span>}
                {p.bountyWonCents > 0 && <span className="ml-2 text-xs text-emerald-400">won {money(p.bountyWonCents)}</span>}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
