import { centsToDecimal, type Cents } from "@core/money";
import { bountyMoneyCents } from "../field/bounties";
import type { LiveStoredState } from "../schema/contracts";
import { bountyPaidInCents, clockPoolCents } from "./prize-pool";
import { playerWinningsCents } from "./winnings";

/**
 * What a finished event's clock pays, set against the money it took in (decision 192). Every finisher's prize is
 * what settlement pays their backers on (playerWinningsCents: the table's amount for their place, or a made deal's
 * amount plus what was played for to the winner), less their bounty cash, which is counted apart. The prizes must sum
 * to the pool exactly; the bounty cash won plus the heads still out must be every bounty the entries put up.
 */
export interface ClockPayments {
  prizesCents: Cents;
  poolCents: Cents;
  bountyCashCents: Cents;
  bountyMoneyCents: Cents;
  bountyPaidInCents: Cents;
}

export function clockPayments(state: LiveStoredState): ClockPayments {
  const prizesCents = state.players.reduce((sum, p) => sum + playerWinningsCents(state, p) - p.bountyWonCents, 0);
  return {
    prizesCents,
    poolCents: clockPoolCents(state),
    bountyCashCents: state.players.reduce((sum, p) => sum + p.bountyWonCents, 0),
    bountyMoneyCents: bountyMoneyCents(state.players),
    bountyPaidInCents: bountyPaidInCents(state),
  };
}

/** What is wrong with a finished event's payments, in words; empty when they are exact (or it is not finished). */
export function clockPaymentProblems(state: LiveStoredState): string[] {
  if (state.finishedAt === null) return [];
  const p = clockPayments(state);
  const problems: string[] = [];
  if (p.prizesCents !== p.poolCents)
    problems.push(`its finishers are paid ${centsToDecimal(p.prizesCents)} in prizes from a ${centsToDecimal(p.poolCents)} pool`);
  if (p.bountyMoneyCents !== p.bountyPaidInCents)
    problems.push(`its bounties account for ${centsToDecimal(p.bountyMoneyCents)} of the ${centsToDecimal(p.bountyPaidInCents)} the entries put up`);
  return problems;
}
