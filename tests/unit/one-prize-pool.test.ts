import { describe, expect, it } from "vitest";
import type { Tournament } from "@core/contracts/tournaments";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import type { PayoutPlan } from "@core/live/schema/contracts";
import { bountyPaidInCents, clockPoolCents, eventPools, type EventPoolTerms } from "@core/live/prizes/prize-pool";
import { applyAction } from "@core/live/actions/reducers";
import { centsToDecimal } from "@core/money";
import { eventPrizeTable, formatTerms, tournamentPrizes, tournamentStats } from "@core/tournament-rules";

// Decision 216: before the start the registration dialog, My Tournaments and /tournaments-main showed a $1,100
// pool paying $550 / $330 / $220 for a $100 PKO with a $25 bounty and 11 players, while the console and the
// spectator showed $825 paying $412.50 / $247.50 / $165. One rule now gives the pool before and after the start.

const T0 = Date.UTC(2030, 5, 1, 19);
const PKO: EventPoolTerms = { buyInCents: 100_00, bountyCents: 25_00, guaranteedPrizePoolCents: null };

function clockOf(entrants: number, terms: EventPoolTerms, prizeBasisPoints: number[] | null, payoutPlan: PayoutPlan | null = null) {
  return sponsorEventOf(numberedEntrants(entrants, "r", "Player "), {
    tournamentId: "37",
    name: "Sponsor PKO",
    startingChips: 20_000,
    buyInCents: terms.buyInCents,
    guaranteedPrizePoolCents: terms.guaranteedPrizePoolCents,
    prizeBasisPoints,
    format: { bountyCents: terms.bountyCents, payoutPlan },
  });
}

/** A tournament as GET /api/special-tournaments gives it before the start: the service's eventPools. */
function listed(entrants: number, terms: EventPoolTerms, prizePercentages: number[] | null, payoutPlan: PayoutPlan | null = null) {
  const pools = eventPools(null, entrants, terms);
  return {
    prizePool: centsToDecimal(pools.poolCents),
    bountyPool: pools.bountyPoolCents === null ? null : centsToDecimal(pools.bountyPoolCents),
    entrants,
    buyIn: centsToDecimal(terms.buyInCents),
    prizePercentages,
    payoutPlan,
  };
}

const amounts = (rows: { amountCents: number }[]) => rows.map((r) => r.amountCents);

describe("one prize pool before and after the start (decision 216)", () => {
  it("a $100 PKO with a $25 bounty and 11 registered: an $825 pool and $275 in bounties, not $1,100", () => {
    expect(eventPools(null, 11, PKO)).toEqual({ poolCents: 825_00, bountyPoolCents: 275_00 });
  });

  it("the pool, the bounties and the table before the start are what the clock pays once it starts", () => {
    const before = listed(11, PKO, [50, 30, 20]);
    const prizes = tournamentPrizes(before);
    expect(amounts(prizes.rows)).toEqual([412_50, 247_50, 165_00]);

    const started = applyAction(clockOf(11, PKO, [5000, 3000, 2000]), { type: "start" }, T0);
    expect(prizes.poolCents).toBe(clockPoolCents(started));
    expect(prizes.bountyPoolCents).toBe(bountyPaidInCents(started));
    expect(prizes.rows).toEqual(livePrizeTable(started));
    // after the start the service reads the clock: the same figures
    expect(eventPools(started, started.totalPlayers, PKO)).toEqual({ poolCents: 825_00, bountyPoolCents: 275_00 });
    // the form's preview (eventPrizeTable) takes the bounty out too
    expect(eventPrizeTable(11, 100_00, null, [5000, 3000, 2000], null, 25_00)).toEqual(livePrizeTable(started));
  });

  it("the standard table and a generated one agree with the clock's too", () => {
    const standard = applyAction(clockOf(11, PKO, null), { type: "start" }, T0);
    expect(tournamentPrizes(listed(11, PKO, null)).rows).toEqual(livePrizeTable(standard));
    const plan: PayoutPlan = { paidPercent: 20, minCashMultiple: 1.5, shape: "standard" };
    const generated = applyAction(clockOf(11, PKO, null, plan), { type: "start" }, T0);
    expect(tournamentPrizes(listed(11, PKO, null, plan)).rows).toEqual(livePrizeTable(generated));
  });

  it("with a guarantee above the field's pool: the guarantee, the bounties still apart", () => {
    const terms = { ...PKO, guaranteedPrizePoolCents: 1000_00 };
    expect(eventPools(null, 11, terms)).toEqual({ poolCents: 1000_00, bountyPoolCents: 275_00 });
    const started = applyAction(clockOf(11, terms, [5000, 3000, 2000]), { type: "start" }, T0);
    const prizes = tournamentPrizes(listed(11, terms, [50, 30, 20]));
    expect(prizes.poolCents).toBe(clockPoolCents(started));
    expect(amounts(prizes.rows)).toEqual([500_00, 300_00, 200_00]);
    expect(prizes.rows).toEqual(livePrizeTable(started));
    // a guarantee below the field's pool is not the pool
    expect(eventPools(null, 11, { ...PKO, guaranteedPrizePoolCents: 500_00 }).poolCents).toBe(825_00);
  });

  it("with no bounty: the whole buy-in is the pool and there is no bounty figure", () => {
    const terms: EventPoolTerms = { buyInCents: 100_00, bountyCents: null, guaranteedPrizePoolCents: null };
    expect(eventPools(null, 11, terms)).toEqual({ poolCents: 1100_00, bountyPoolCents: null });
    const started = applyAction(clockOf(11, terms, [5000, 3000, 2000]), { type: "start" }, T0);
    const prizes = tournamentPrizes(listed(11, terms, [50, 30, 20]));
    expect(prizes.bountyPoolCents).toBeNull();
    expect(amounts(prizes.rows)).toEqual([550_00, 330_00, 220_00]);
    expect(prizes.rows).toEqual(livePrizeTable(started));
  });

  it("the Total Prize Pool stat sums the pools the clocks pay", () => {
    const pko = { status: "upcoming" as const, registeredPlayers: 11, isRegistered: false, ...listed(11, PKO, null) };
    expect(tournamentStats([pko]).totalPrizePool).toBe("825.00");
  });
});

describe("the terms a card names (decision 216)", () => {
  const base: Pick<Tournament, "rebuys" | "addOn" | "bounty"> = { rebuys: null, addOn: null, bounty: null };

  it("nothing for a freezeout", () => {
    expect(formatTerms(base)).toEqual([]);
  });

  it("re-entries, the add-on and the bounty where the event has them", () => {
    const terms = formatTerms({
      rebuys: { kind: "reentry", untilLevel: 6, maxPerPlayer: 2, price: "100.00", chips: 20_000 },
      addOn: { price: "50.00", chips: 10_000 },
      bounty: "25.00",
    });
    expect(terms.map((t) => t.label)).toEqual(["Re-entries", "Add-on", "Bounty"]);
    expect(terms[0].text).toBe("$100 for 20,000 chips, up to 2 each, through level 6");
    expect(terms[1].text).toBe("$50 for 10,000 chips at the end of the re-entry period");
    expect(terms[2].text).toContain("$25 of each buy-in");
  });
});
