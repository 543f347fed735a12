import { prizeTable } from "@core/live/prize-table";
import { formatMoney, toCents, centsToDecimal } from "@core/money";
import { cn } from "@client/lib/utils";

/** Place, percentage and amount of each paid place (or the first `limit`). */
export function PrizeList({ prizePool, limit, large = false, twoColumns = false }: { prizePool: string; limit?: number; large?: boolean; twoColumns?: boolean }) {
  const rows = prizeTable(toCents(prizePool) ?? 0).slice(0, limit);
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
