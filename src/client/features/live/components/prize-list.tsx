import type { LiveState } from "@core/live/schema/contracts";
import { paidList } from "@core/live/prizes/paid-list";
import { prizeText } from "@core/live/prizes/satellite-event";
import { formatMoney, formatMoney2, centsToDecimal } from "@core/money";
import { cn } from "@client/lib/utils";

/** Past this many rows the list scrolls inside its card (a generated table for a big field pays hundreds of places). */
const SCROLL_AFTER = 20;

/**
 * Place, percentage and amount of each paid place: the one table the clock pays (livePrizeTable), so the console
 * and every view list the same rows. After a made deal the places it shared list the deal's amounts with who takes
 * them, and what is still played for (paidList), as the results and settlement pay them. A view with room for
 * `limit` rows lists the first ones and says how many more are paid, never a different table.
 */
export function PrizeList({ state, limit, large = false, twoColumns = false }: { state: LiveState; limit?: number; large?: boolean; twoColumns?: boolean }) {
  const { rows: table, playForCents } = paidList(state);
  const rows = table.slice(0, limit);
  const more = table.length - rows.length;
  const scrolls = !twoColumns && rows.length > SCROLL_AFTER;
  const byDeal = table.some((r) => r.byDeal);
  // a deal's amounts are to the cent ($664.87); the planned table is in whole dollars as before
  const money = (cents: number) => (byDeal ? formatMoney2(centsToDecimal(cents)) : formatMoney(centsToDecimal(cents)));
  return (
    <div className="space-y-2">
      {byDeal && (
        <p className={cn("text-sm text-amber-200", large && "text-lg")} data-testid="prize-deal-note">
          Paid by the deal{playForCents > 0 ? `, plus ${money(playForCents)} played for` : ""}
        </p>
      )}
      <ol
        className={cn(
          "grid grid-flow-row",
          twoColumns && "lg:grid-flow-col lg:grid-cols-2 lg:gap-x-10",
          large && "text-xl",
          scrolls && "max-h-[32rem] overflow-y-auto pr-2",
        )}
        style={twoColumns ? { gridTemplateRows: `repeat(${Math.ceil(rows.length / 2)}, auto)` } : undefined}
        aria-label="Prize payouts"
      >
        {rows.map((r) => (
          <li key={r.playerId ?? `place-${r.place}`} className="flex items-center justify-between gap-3 border-b py-1.5" data-testid="prize-row">
            <span className="w-12 shrink-0 font-semibold">{r.label}</span>
            {r.name !== null ? (
              <span className="min-w-0 flex-1 truncate text-muted-foreground" title={r.name}>
                {r.name}
              </span>
            ) : (
              <span className="text-muted-foreground tabular-nums">{r.percentage}%</span>
            )}
            {/* a satellite's seat place says so: "Seat (Main Event, $300)" (decision 240) */}
            <span className="ml-auto shrink-0 text-right font-semibold tabular-nums text-primary">{prizeText(r, money)}</span>
          </li>
        ))}
      </ol>
      {more > 0 && (
        <p className={cn("text-sm text-muted-foreground", large && "text-lg")} data-testid="prize-more">
          {more} more paid {more === 1 ? "place" : "places"}, down to {money(table[table.length - 1].amountCents)}
        </p>
      )}
    </div>
  );
}
