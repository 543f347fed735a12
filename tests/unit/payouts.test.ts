import { FINAL_POSITION_RANGE_MESSAGE } from "@core/contracts/final-position";
import { closeCampaignForm, closeCampaignInput, CLOSE_MESSAGES, completionTime, finalPositionLabel, isFutureClosingDate } from "@core/contracts/payouts";
import { mulDivFloor } from "@core/money";
import { payoutBasisText, planPayouts, prizePoolCents, stakePayoutCents } from "@core/payouts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** Stakes of these amounts, with ids 1, 2... */
const stakesOf = (...amounts: number[]) => amounts.map((amountCents, i) => ({ id: i + 1, amountCents }));

describe("payout math", () => {
  it("pays each stake winnings x amount / buyIn, down to the cent", () => {
    // $10,000 buy-in, 50% offered, $1,000 and $2,500 stakes, $33,333.33 won
    const plan = planPayouts({ buyInCents: 1_000_000, offeredPercentage: 50, totalWinningsCents: 3_333_333, stakes: stakesOf(100_000, 250_000) });
    expect(plan.poolCents).toBe(1_666_666); // 16,666.665 down to the cent
    expect(plan.payouts).toEqual([
      { id: 1, payoutCents: 333_333 }, // 3,333.333
      { id: 2, payoutCents: 833_333 }, // 8,333.3325
    ]);
    expect(plan.totalCents).toBe(1_166_666);
  });

  it("gives nothing when the player did not cash", () => {
    const plan = planPayouts({ buyInCents: 500_000, offeredPercentage: 40, totalWinningsCents: 0, stakes: [{ id: 1, amountCents: 50_000 }] });
    expect(plan.poolCents).toBe(0);
    expect(plan.payouts).toEqual([{ id: 1, payoutCents: 0 }]);
    expect(plan.totalCents).toBe(0);
  });

  it("with no stakes owes nothing but still knows the pool", () => {
    expect(planPayouts({ buyInCents: 100_000, offeredPercentage: 30, totalWinningsCents: 1_000_001, stakes: [] })).toEqual({
      poolCents: 300_000,
      payouts: [],
      totalCents: 0,
    });
  });

  it("scales down pro rata if stored stakes ever exceed the offered share, so the pool still holds", () => {
    // 80% of the buy-in sold although only 50% was offered
    const plan = planPayouts({ buyInCents: 100_000, offeredPercentage: 50, totalWinningsCents: 1_000_000, stakes: stakesOf(40_000, 40_000) });
    expect(plan.poolCents).toBe(500_000);
    expect(plan.totalCents).toBeLessThanOrEqual(500_000);
    expect(plan.payouts).toEqual([
      { id: 1, payoutCents: 250_000 },
      { id: 2, payoutCents: 250_000 },
    ]);
  });

  it("pool and stake helpers treat zero and negatives as nothing", () => {
    expect(prizePoolCents(-100, 50)).toBe(0);
    expect(stakePayoutCents(100, 0, 100)).toBe(0);
    expect(stakePayoutCents(100, 10, 0)).toBe(0);
  });

  it("property: each payout is floor(winnings x amount / buyIn) and the sum never exceeds the pool", () => {
    const scenario = fc
      .record({
        buyInCents: fc.integer({ min: 100, max: 1_000_000_00 }),
        offeredPercentage: fc.integer({ min: 1, max: 100 }),
        totalWinningsCents: fc.integer({ min: 0, max: 9_999_999_999_99 }),
        weights: fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 0, maxLength: 25 }),
      })
      .map(({ buyInCents, offeredPercentage, totalWinningsCents, weights }) => {
        // stakes that together stay within what the campaign may sell: buyIn x offered% (the target's ceiling)
        const sellable = Math.floor((buyInCents * offeredPercentage) / 100);
        const totalWeight = weights.reduce((a, b) => a + b, 0);
        const stakes = weights.map((w, i) => ({ id: i + 1, amountCents: Math.max(1, Math.floor((sellable * w) / Math.max(totalWeight, 1))) }));
        let sum = stakes.reduce((a, s) => a + s.amountCents, 0);
        while (sum > sellable && stakes.length) sum -= stakes.pop()!.amountCents;
        return { buyInCents, offeredPercentage, totalWinningsCents, stakes };
      });
    fc.assert(
      fc.property(scenario, (input) => {
        const plan = planPayouts(input);
        expect(plan.poolCents).toBe(mulDivFloor(input.totalWinningsCents, input.offeredPercentage, 100));
        input.stakes.forEach((s, i) => {
          const exact = (BigInt(input.totalWinningsCents) * BigInt(s.amountCents)) / BigInt(input.buyInCents);
          expect(plan.payouts[i]).toEqual({ id: s.id, payoutCents: Number(exact) });
        });
        expect(plan.totalCents).toBe(plan.payouts.reduce((a, p) => a + p.payoutCents, 0));
        expect(plan.totalCents).toBeLessThanOrEqual(plan.poolCents);
        if (input.totalWinningsCents === 0) expect(plan.payouts.every((p) => p.payoutCents === 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("property: whatever the stakes, the sum never exceeds the pool", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 20 }),
        (buyInCents, offeredPercentage, totalWinningsCents, amounts) => {
          const plan = planPayouts({ buyInCents, offeredPercentage, totalWinningsCents, stakes: amounts.map((amountCents, i) => ({ id: i, amountCents })) });
          expect(plan.totalCents).toBeLessThanOrEqual(plan.poolCents);
          expect(plan.payouts.every((p) => p.payoutCents >= 0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("close-campaign input", () => {
  const base = { campaignId: 7, finalPosition: 3, totalWinnings: "1500.00", closingDate: "2026-01-10", playerPrizePool: 999999 };
  const firstMessage = (body: unknown) => {
    const r = closeCampaignInput.safeParse(body);
    return r.success ? null : r.error.issues[0].message;
  };

  it("accepts a result and ignores the client's pool", () => {
    const r = closeCampaignInput.parse(base);
    expect(r).toMatchObject({ campaignId: 7, finalPosition: 3, totalWinnings: "1500.00", closingDate: "2026-01-10" });
  });

  it("says each of the spec's messages word for word", () => {
    expect(firstMessage({ ...base, finalPosition: undefined })).toBe("Please select a final position");
    expect(firstMessage({ ...base, finalPosition: "" })).toBe("Please select a final position");
    expect(firstMessage({ ...base, finalPosition: "  " })).toBe("Please select a final position");
    expect(firstMessage({ ...base, totalWinnings: "" })).toBe("Please enter total winnings amount");
    expect(firstMessage({ ...base, totalWinnings: undefined })).toBe("Please enter total winnings amount");
    expect(firstMessage({ ...base, totalWinnings: "abc" })).toBe("Please enter total winnings amount");
    expect(firstMessage({ ...base, closingDate: "" })).toBe("Please select a closing date");
    expect(firstMessage({ ...base, closingDate: "2999-01-01" })).toBe("Closing date cannot be in the future");
    expect(firstMessage({ ...base, finalPosition: 0, totalWinnings: "10" })).toBe("If you did not cash, winnings should be $0");
    expect(firstMessage({ ...base, totalWinnings: "-5" })).toBe("Winnings cannot be negative");
    expect(firstMessage({ ...base, totalWinnings: -5 })).toBe("Winnings cannot be negative");
    expect(CLOSE_MESSAGES.didNotCash).toBe("If you did not cash, winnings should be $0");
  });

  it("takes the position as a number or the select's string, and did-not-cash with $0", () => {
    expect(closeCampaignForm.parse({ finalPosition: "0", totalWinnings: "0", closingDate: "2026-01-10" }).finalPosition).toBe(0);
    expect(closeCampaignInput.parse({ ...base, totalWinnings: 2500.5 }).totalWinnings).toBe("2500.50");
  });

  it("takes any finish from 0 (did not cash) to 100,000, typed or sent as a number (decision 143)", () => {
    for (const [v, n] of [
      [137, 137],
      ["137", 137],
      [" 51 ", 51],
      [100_000, 100_000],
      ["0", 0],
    ] as const) {
      expect(closeCampaignInput.parse({ ...base, finalPosition: v, totalWinnings: n === 0 ? "0" : "1500" }).finalPosition).toBe(n);
    }
    for (const v of [100_001, -1, "-1", 1.5, "2.5", "abc", "12th", true, Number.NaN]) {
      expect(firstMessage({ ...base, finalPosition: v })).toBe(FINAL_POSITION_RANGE_MESSAGE);
    }
    expect(FINAL_POSITION_RANGE_MESSAGE).toBe("Final position must be a whole number from 0 (did not cash) to 100,000");
  });

  it("labels a finish: Did not cash, 1st, 2nd, 3rd, 11th, 137th", () => {
    expect([0, 1, 2, 3, 11, 12, 13, 21, 112, 137].map(finalPositionLabel)).toEqual([
      "Did not cash",
      "1st",
      "2nd",
      "3rd",
      "11th",
      "12th",
      "13th",
      "21st",
      "112th",
      "137th",
    ]);
  });

  it("treats today anywhere on Earth as not in the future", () => {
    const now = new Date("2026-03-10T15:00:00Z");
    expect(isFutureClosingDate("2026-03-10", now)).toBe(false);
    expect(isFutureClosingDate("2026-03-11", now)).toBe(false); // already the 11th in UTC+14
    expect(isFutureClosingDate("2026-03-12", now)).toBe(true);
    expect(isFutureClosingDate("2026-03-10T16:30:00Z", now)).toBe(true);
  });

  it("completes at the end of the closing day, never after now", () => {
    const now = new Date("2026-03-10T15:00:00Z");
    expect(completionTime("2026-03-01", now).toISOString()).toBe("2026-03-01T23:59:59.999Z");
    expect(completionTime("2026-03-10", now).toISOString()).toBe(now.toISOString());
  });
});

describe("payoutBasisText (Pay Investors gives each amount its basis)", () => {
  it("the stored share with trailing zeros dropped, of the result", () => {
    expect(payoutBasisText("20.0000", "664.87")).toBe("20% of $664.87");
    expect(payoutBasisText("3.3330", "20000.00")).toBe("3.333% of $20,000.00");
    expect(payoutBasisText("12.5", "1000")).toBe("12.5% of $1,000.00");
  });
});
