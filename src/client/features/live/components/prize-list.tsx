import type { LiveState } from "@core/live/contracts";
import { livePrizeTable } from "@core/live/event-prizes";
import { formatMoney, centsToDecimal } from "@core/money";
import { cn } from "@client/lib/utils";

/**
 * Place, percentage and amount of each paid place (or the first `limit`): the table the clock pays, so a
 * sponsor's event shows its own places and amounts, and the demo the spec's table.
 */
export function PrizeList({ state, limit, large = false, twoColumns = false }: { state: LiveState; limit?: number; large?: boolean; twoColumns?: boolean }) {
  const rows = livePrizeTable(state).slice(0, limit);
  return (
    <ol className={cn("grid grid-flow-row", twoColumns && "lg:grid-flow-col lg:grid-cols-2 lg:gap-x-10", large && "text-xl")} style={twoColumns ? { gridTemplateRows: `repeat(${Math.ceil(rows.length / 2)}, auto)` } : undefined} aria-label="Prize payouts">
      {rows.map((r) => (
        <li key={r.place} className="flex items-center justify-between gap-3 border-b py-1.5">
          <span className="w-12 font-semibold">{r.label}</span>
          <span className="text-muted-foreground tabular-nums">{r.percentage}%</span>
          <span className="ml-auto font-semibold tabular-nums text-primary">{formatMoney(centsToDecimal(r.amountCents))}</span>
        </li>
      ))}
    </ol>
  );
}
