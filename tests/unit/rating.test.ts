import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Cents } from "@core/money";
import { isCashedFinish, playerRating, ratingStars, type PlayerHistory } from "@core/rating";

// The server sums a player's history in SQL (src/server/campaigns/service.ts); this is that sum, for building histories here.
/** One closed (completed) campaign of a player: the result the player reported when closing it. */
interface ClosedCampaignResult {
  /** the place, for the record; whether it cashed comes from the winnings (isCashedFinish) */
  finalPosition: number | null;
  totalWinningsCents: Cents | null;
  buyInCents: Cents;
}

function summarizeHistory(results: readonly ClosedCampaignResult[]): PlayerHistory {
  let cashedCount = 0;
  let winningsCents = 0;
  let buyInsCents = 0;
  for (const r of results) {
    if (isCashedFinish(r.totalWinningsCents)) cashedCount += 1;
    winningsCents += Math.max(0, r.totalWinningsCents ?? 0);
    buyInsCents += r.buyInCents;
  }
  return { closedCount: results.length, cashedCount, winningsCents, buyInsCents };
}

describe("playerRating", () => {
  it("is null with no closed campaign", () => {
    expect(playerRating(summarizeHistory([]))).toBeNull();
  });

  it("is 0 for a player who never cashed", () => {
    expect(playerRating(summarizeHistory([{ finalPosition: 0, totalWinningsCents: 0, buyInCents: 1_000_000 }]))).toBe(0);
  });

  it("is 100 for cashing every time for at least twice the buy-ins", () => {
    const h = summarizeHistory([
      { finalPosition: 1, totalWinningsCents: 3_000_000, buyInCents: 1_000_000 },
      { finalPosition: 12, totalWinningsCents: 1_000_000, buyInCents: 1_000_000 },
    ]);
    expect(playerRating(h)).toBe(100);
  });

  it("weighs cash rate and return equally", () => {
    // cashed 1 of 2 -> 25; winnings 10,000 / buy-ins 20,000 -> 25 x 0.5 = 12.5; 37.5 rounds to 38
    const h = summarizeHistory([
      { finalPosition: 4, totalWinningsCents: 1_000_000, buyInCents: 1_000_000 },
      { finalPosition: 0, totalWinningsCents: 0, buyInCents: 1_000_000 },
    ]);
    expect(playerRating(h)).toBe(38);
  });

  it("always lies between 0 and 100 and never falls when a cash with winnings is added", () => {
    const result = fc.record({
      finalPosition: fc.integer({ min: 0, max: 50 }),
      totalWinningsCents: fc.integer({ min: 0, max: 100_000_000 }),
      buyInCents: fc.integer({ min: 100, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(result, { minLength: 1, maxLength: 30 }), (rs) => {
        const r = playerRating(summarizeHistory(rs))!;
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(100);
        const better = playerRating(summarizeHistory([...rs, { finalPosition: 1, totalWinningsCents: 1_000_000_000, buyInCents: 100 }]))!;
        expect(better).toBeGreaterThanOrEqual(r);
      }),
    );
  });

  it("counts a cash only when the finish won a prize: a place without winnings did not cash (decision 143)", () => {
    expect(isCashedFinish(1)).toBe(true);
    expect(isCashedFinish(0)).toBe(false);
    expect(isCashedFinish(null)).toBe(false);
    // 2nd of 3 with one place paid: placed, no prize
    const h = summarizeHistory([{ finalPosition: 2, totalWinningsCents: 0, buyInCents: 1_000_000 }]);
    expect(h.cashedCount).toBe(0);
    expect(playerRating(h)).toBe(0);
  });

  it("shows as stars out of 5, five stars per 20 points", () => {
    expect(ratingStars(100)).toBe(5);
    expect(ratingStars(88)).toBe(4.4);
    expect(ratingStars(0)).toBe(0);
  });
});
