import type { Tournament } from "@core/contracts/tournaments";
import { percentToBasisPoints } from "@core/contracts/prize-percent";
import { formatMoney, toCents } from "@core/money";
import { generatedPrizeRows, prizeRowsFromBasisPoints } from "@core/live/event-prizes";
import { eventPrizeTable } from "@core/tournament-rules";
import { PrizeTable } from "./prize-table";

/** The basis points behind the sponsor's percentages (sent as exact 2-decimal numbers). */
function basisPointsOf(t: Pick<Tournament, "prizePercentages">): number[] | null {
  return t.prizePercentages?.map((p) => percentToBasisPoints(p) ?? 0) ?? null;
}

/**
 * The pool as it stands, the guarantee, and what each paid place would get with the players registered now:
 * the same rule the clock settles with, so backers read the amounts they will be paid from.
 */
export function PrizeSummary({ tournament: t }: { tournament: Tournament }) {
  const guarantee = toCents(t.guaranteedPrizePool);
  const pool = toCents(t.prizePool) ?? 0;
  const table = eventPrizeTable(t.entrants, toCents(t.buyIn) ?? 0, guarantee, basisPointsOf(t));
  // once the clock runs, the pool is the clock's (late entries, rebuys, add-ons): the table's shares of that pool
  // a generated table is fitted to the pool itself (round amounts, min cash), not scaled by its shares
  const rows = t.payoutPlan
    ? generatedPrizeRows(pool, t.entrants, toCents(t.buyIn) ?? 0, t.payoutPlan)
    : prizeRowsFromBasisPoints(pool, table.map((r) => Math.round(r.percentage * 100)));
  return (
    <div className="space-y-2">
      <p>
        <span className="font-semibold" data-testid="prize-pool">
          {formatMoney(t.prizePool)}
        </span>
        {guarantee !== null && <span className="text-muted-foreground"> · {formatMoney(t.guaranteedPrizePool)} guaranteed</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        {t.payoutPlan
          ? `Generated to fit the field: the top ${t.payoutPlan.paidPercent}% of players are paid, at least ${t.payoutPlan.minCashMultiple}x the buy-in each.`
          : t.prizePercentages
            ? "The sponsor's own payout table."
            : "Standard table scaled to the field: the top 15% of players are paid."}{" "}
        {pool > 0 ? `Payouts with ${t.entrants} ${t.entrants === 1 ? "player" : "players"} registered:` : "Payouts show once players register."}
      </p>
      {pool > 0 && <PrizeTable rows={rows} label={`Prize table for ${t.name}`} />}
    </div>
  );
}
