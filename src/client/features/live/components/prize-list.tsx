import type { LiveState } from "@core/live/contracts";
import { livePrizeTable } from "@core/live/event-prizes";
import { formatMoney, centsToDecimal } from "@core/money";
import { cn } from "@client/lib/utils";

/** Past this many rows the list scrolls inside its card (a generated table for a big field pays hundreds of places). */
const SCROLL_AFTER = 20;

/**
 * Place, percentage and amount of each paid place: the one table the clock pays (livePrizeTable), so the console
 * and every view list the same rows. A view with room for `limit` rows lists the first ones and says how many
 * more are paid, never a different table.
 */
export function PrizeList({ state, limit, large = false, twoColumns = false }: { state: LiveState; limit?: number; large?: boolean; twoColumns?: boolean }) {
  const table = livePrizeTable(state);
  const rows = table.slice(0, limit);
  const more = table.length - rows.length;
  const scrolls = !twoColumns && rows.length > SCROLL_AFTER;
  return (
    <div className="space-y-2">
      <ol
        className={cn("grid grid-flow-row", twoColumns && "lg:grid-flow-col lg:grid-cols-2 lg:gap-x-10", large && "text-xl", scrolls && "max-h-[32rem] overflow-y-auto pr-2")}
        style={twoColumns ? { gridTemplateRows: `repeat(${Math.ceil(rows.length / 2)}, auto)` } : undefined}
        aria-label="Prize payouts"
      >
        {rows.map((r) => (
          <li key={r.place} className="flex items-center justify-between gap-3 border-b py-1.5">
            <span className="w-12 font-semibold">{r.label}</span>
            <span className="text-muted-foreground tabular-nums">{r.percentage}%</span>
            <span className="ml-auto font-semibold tabular-nums text-primary">{formatMoney(centsToDecimal(r.amountCents))}</span>
          </li>
        ))}
      </ol>
      {more > 0 && (
        <p className={cn("text-sm text-muted-foreground", large && "text-lg")} data-testid="prize-more">
          {more} more paid {more === 1 ? "place" : "places"}, down to {formatMoney(centsToDecimal(table[table.length - 1].amountCents))}
        </p>
      )}
    </div>
  );
}
