import { describe, expect, it } from "vitest";
import { flightTableSize, livePrizeTable } from "@core/live/prizes/event-prizes";
import { generatePayouts } from "@core/live/prizes/payout-generator";
import { tournamentPrizes } from "@core/tournament-rules";

// the worked case (decision 242): 1A 240 + 1B 360 entries at $500, $300,000 pool, 89 players on Day 2
const day2 = (extra: Record<string, unknown> = {}) => ({
  kind: "sponsor" as const,
  totalPlayers: 89,
  buyInCents: 50_000,
  payoutPercent: 100,
  guaranteedPrizePoolCents: null,
  prizeBasisPoints: null,
  flightPoolCents: 30_000_000,
  flightEntries: 600,
  ...extra,
});
const sum = (rows: { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);
const PLAN = { paidPercent: 15, minCashMultiple: 1.5, shape: "standard" as const };

describe("Day 2's payout table is sized to the event's entries (decision 242, addendum)", () => {
  it("a payout plan's 15% of 600 entries asks 90 places; Day 2's 89 players are all paid, the rows sum to the pool", () => {
    const rows = livePrizeTable(day2({ payoutPlan: PLAN }));
    expect(rows).toHaveLength(89);
    expect(sum(rows)).toBe(30_000_000);
    // not the 89-player event's table (14 places)
    expect(livePrizeTable(day2({ payoutPlan: PLAN, flightEntries: null }))).toHaveLength(14);
    // a 10% plan asks 60 places, within the field: 60 paid
    const ten = livePrizeTable(day2({ payoutPlan: { ...PLAN, paidPercent: 10 } }));
    expect(ten).toHaveLength(60);
    expect(sum(ten)).toBe(30_000_000);
    for (let i = 1; i < ten.length; i++) expect(ten[i].amountCents).toBeLessThanOrEqual(ten[i - 1].amountCents);
  });

  it("the spec table pays its 18 places for 600 entries, never more than Day 2's players", () => {
    const rows = livePrizeTable(day2());
    expect(rows).toHaveLength(18);
    expect(sum(rows)).toBe(30_000_000);
    const three = livePrizeTable(day2({ totalPlayers: 3 }));
    expect(three).toHaveLength(3);
    expect(sum(three)).toBe(30_000_000);
  });

  it("before Day 2's field is built, the table is the entries' so far; a one-flight event is unchanged", () => {
    expect(flightTableSize({ totalPlayers: 0, flightEntries: 600 })).toEqual({ entries: 600 });
    expect(flightTableSize({ totalPlayers: 89, flightEntries: 600 })).toEqual({ entries: 600, maxPlaces: 89 });
    expect(flightTableSize({ totalPlayers: 89, flightEntries: null })).toBeNull();
    expect(livePrizeTable(day2({ totalPlayers: 0, payoutPlan: PLAN }))).toHaveLength(90);
  });

  it("the cap keeps every generated table exact", () => {
    for (const maxPlaces of [1, 2, 5, 17, 89, 200]) {
      const t = generatePayouts({ poolCents: 30_000_000, entries: 600, buyInCents: 50_000, maxPlaces });
      expect(t.amountsCents.length).toBe(Math.min(90, maxPlaces));
      expect(t.amountsCents.reduce((a, b) => a + b, 0)).toBe(30_000_000);
    }
  });

  it("the event's pages read the same table: its flights' entries size it, Day 2's field caps it", () => {
    const t = {
      prizePool: "300000.00",
      bountyPool: null,
      entrants: 89,
      buyIn: "500.00",
      prizePercentages: null,
      payoutPlan: PLAN,
      flights: [{ entries: 240 }, { entries: 360 }] as never,
    };
    const { rows } = tournamentPrizes(t);
    expect(rows.map((r) => r.amountCents)).toEqual(livePrizeTable(day2({ payoutPlan: PLAN })).map((r) => r.amountCents));
    // before Day 2 starts the event's entrants are its flights' entries: 90 places asked and listed
    expect(tournamentPrizes({ ...t, entrants: 600 }).rows).toHaveLength(90);
  });
});
