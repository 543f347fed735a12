import type { Tournament } from "@core/contracts/tournaments";
import { formatMoney } from "@core/money";
import { tournamentPrizes } from "@core/tournament-rules";
import { PrizeTable } from "./prize-table";

/** "$825 prize pool · $275 in bounties": the pool the clock pays and, named apart, the bounty money (PKO only). */
export function PoolFigures({ tournament: t }: { tournament: Pick<Tournament, "prizePool" | "bountyPool"> }) {
  return (
    <>
      <span className="font-semibold" data-testid="prize-pool">
        {formatMoney(t.prizePool)}
      </span>{" "}
      prize pool
      {t.bountyPool !== null && (
        <>
          {" · "}
          <span className="font-semibold" data-testid="bounty-pool">
            {formatMoney(t.bountyPool)}
          </span>{" "}
          in bounties
        </>
      )}
    </>
  );
}

/**
 * The pool the clock pays, the bounties apart, the guarantee, and what each paid place gets with the field as it
 * stands: one rule before and after the start (tournamentPrizes, decision 216), so backers read the amounts
 * the console, the spectator views and the settlement pay.
 */
export function PrizeSummary({ tournament: t }: { tournament: Tournament }) {
  const { poolCents, bountyPoolCents, rows } = tournamentPrizes(t);
  const started = t.status !== "upcoming";
  const field = `${t.entrants} ${t.entrants === 1 ? "player" : "players"}`;
  return (
    <div className="space-y-2">
      <p data-testid="pool-line">
        <PoolFigures tournament={t} />
        {t.guaranteedPrizePool !== null && <span className="text-muted-foreground"> · {formatMoney(t.guaranteedPrizePool)} guaranteed</span>}
      </p>
      <p className="text-xs text-muted-foreground">
        {t.satellite
          ? `A satellite: each ${formatMoney(t.satellite.seatValue)} of the pool is a seat into ${t.satellite.targetName}, the rest ${t.satellite.rest === "steps" ? `in ${formatMoney(t.satellite.step)} steps to the next places` : "shared by the seat winners"}.`
          : t.payoutPlan
            ? `Generated to fit the field: the top ${t.payoutPlan.paidPercent}% of players are paid, at least ${t.payoutPlan.minCashMultiple}x the buy-in each.`
            : t.prizePercentages
              ? "The sponsor's own payout table."
              : "Standard table scaled to the field: the top 15% of players are paid."}{" "}
        {bountyPoolCents !== null && "Bounties are paid on knockouts, apart from the prize pool. "}
        {poolCents > 0 ? (started ? `Payouts with ${field} entered:` : `Payouts with ${field} registered:`) : "Payouts show once players register."}
      </p>
      {poolCents > 0 && <PrizeTable rows={rows} label={`Prize table for ${t.name}`} />}
    </div>
  );
}
