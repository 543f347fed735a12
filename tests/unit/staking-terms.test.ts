import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { campaignMoneyViolations, maxTargetCents } from "../../src/core/campaign-rules";
import { planPayouts, prizePoolCents, stakePayoutCents } from "../../src/core/payouts";
import { capCents, capMessage, checkInvestmentAmount, investorRoomCents, stakePercentage } from "../../src/core/stake";

describe("share at a markup = amount / (buyIn x markup)", () => {
  it("is today's figure at 1.00", () => {
    expect(stakePercentage(25000, 1000000, 1, 100)).toBe(stakePercentage(25000, 1000000));
    expect(stakePercentage(10000, 300000, 4, 100)).toBe("3.3333");
  });
  it("shrinks with the markup, rounded half up", () => {
    expect(stakePercentage(12000, 100000, 1, 120)).toBe("10.0");
    expect(stakePercentage(10000, 100000, 1, 101)).toBe("9.9"); // 9.90099
    expect(stakePercentage(10000, 100000, 4, 101)).toBe("9.9010");
    expect(stakePercentage(15000, 100000, 1, 150)).toBe("10.0");
    expect(stakePercentage(10001, 100000, 4, 150)).toBe("6.6673"); // 6.667333
    expect(stakePercentage(1, 100000, 4, 150)).toBe("0.0007"); // 0.000667
  });
});

describe("payout at a markup = floor(winnings x amount / (buyIn x markup))", () => {
  it("is today's figure at 1.00", () => {
    expect(stakePayoutCents(1000001, 33333, 100000, 100)).toBe(stakePayoutCents(1000001, 33333, 100000));
  });
  it("rounds down odd cents", () => {
    expect(stakePayoutCents(500000, 12000, 100000, 120)).toBe(50000);
    expect(stakePayoutCents(100001, 10000, 100000, 101)).toBe(9901); // 9901.08
    expect(stakePayoutCents(99999, 15001, 100000, 150)).toBe(10000); // 10000.566
    expect(stakePayoutCents(1, 1, 100000, 150)).toBe(0);
    expect(stakePayoutCents(0, 10000, 100000, 120)).toBe(0);
  });
  it("the whole offered share at the markup pays exactly the pool", () => {
    const buyIn = 100000;
    const target = maxTargetCents(buyIn, 50, 120); // 60000
    expect(target).toBe(60000);
    const plan = planPayouts({
      buyInCents: buyIn,
      offeredPercentage: 50,
      totalWinningsCents: 1000000,
      markupHundredths: 120,
      stakes: [{ id: 1, amountCents: target }],
    });
    expect(plan.poolCents).toBe(500000);
    expect(plan.totalCents).toBe(500000);
  });
});

describe("target limit = floor(buyIn x offered% x markup)", () => {
  it("at the boundaries", () => {
    expect(maxTargetCents(100000, 50)).toBe(50000);
    expect(maxTargetCents(100000, 50, 100)).toBe(50000);
    expect(maxTargetCents(100000, 50, 101)).toBe(50500);
    expect(maxTargetCents(100000, 50, 150)).toBe(75000);
    expect(maxTargetCents(33333, 33, 117)).toBe(12869); // 12869.8713
  });
  it("refuses a target above it with the markup named, keeps today's message at 1.00", () => {
    const base = { buyInCents: 100000, minStakeCents: 1000, offeredPercentage: 50 };
    expect(campaignMoneyViolations({ ...base, targetCents: 50001 })).toEqual([
      { field: "targetAmount", message: "Target amount cannot exceed $500 (50% of the buy-in)" },
    ]);
    expect(campaignMoneyViolations({ ...base, targetCents: 60000, markupHundredths: 120 })).toEqual([]);
    expect(campaignMoneyViolations({ ...base, targetCents: 60001, markupHundredths: 120 })).toEqual([
      { field: "targetAmount", message: "Target amount cannot exceed $600 (50% of the buy-in at 1.20 markup)" },
    ]);
  });
  it("refuses a bad markup or cap", () => {
    const ok = { buyInCents: 100000, minStakeCents: 1000, targetCents: 50000, offeredPercentage: 50 };
    for (const markupHundredths of [99, 151, 110.5]) {
      expect(campaignMoneyViolations({ ...ok, markupHundredths })).toEqual([{ field: "markup", message: "Markup must be between 1.00 and 1.50" }]);
    }
    for (const maxPerInvestor of [0, 101, 1.5, -5]) {
      expect(campaignMoneyViolations({ ...ok, maxPerInvestor })).toEqual([
        { field: "maxPerInvestor", message: "Per-backer cap must be a whole percentage from 1 to 100" },
      ]);
    }
    expect(campaignMoneyViolations({ ...ok, maxPerInvestor: 1 })).toEqual([]);
    expect(campaignMoneyViolations({ ...ok, maxPerInvestor: 100 })).toEqual([]);
    expect(campaignMoneyViolations({ ...ok, maxPerInvestor: null })).toEqual([]);
  });
  it("refuses a cap that leaves less than the minimum stake", () => {
    const m = { buyInCents: 100000, minStakeCents: 2000, targetCents: 50000, offeredPercentage: 50, maxPerInvestor: 1 };
    expect(campaignMoneyViolations(m)).toEqual([{ field: "maxPerInvestor", message: "A 1% cap lets a backer buy at most $10, less than the minimum stake" }]);
    expect(campaignMoneyViolations({ ...m, maxPerInvestor: 2 })).toEqual([]);
  });
});

describe("per-backer cap", () => {
  it("caps the stake price at buyIn x markup x cap%", () => {
    expect(capCents(100000, 100, 25)).toBe(25000);
    expect(capCents(100000, 120, 25)).toBe(30000);
    expect(capCents(33333, 101, 7)).toBe(2356); // 2356.64
    expect(capCents(100000, 150, 100)).toBe(150000);
  });
  it("room = cap - own stakes - own holds, never below 0; undefined without a cap", () => {
    const c = { buyInCents: 100000, markupHundredths: 120, maxPerInvestor: 25 };
    expect(investorRoomCents(c, 0)).toBe(30000);
    expect(investorRoomCents(c, 10000, 5000)).toBe(15000);
    expect(investorRoomCents(c, 30000, 5000)).toBe(0);
    expect(investorRoomCents({ ...c, maxPerInvestor: null }, 10000)).toBeUndefined();
  });
  it("refuses past the room with the most they can still buy", () => {
    const limits = { minStakeCents: 1000, buyInCents: 100000, remainingCents: 60000, investorRoomCents: 12550, maxPerInvestor: 25 };
    expect(checkInvestmentAmount(12550, limits)).toEqual({ ok: true });
    expect(checkInvestmentAmount(12551, limits)).toEqual({
      ok: false,
      reason: "cap",
      message: "You can buy at most $125.50 more in this campaign: the player caps each backer at 25% of the winnings.",
    });
    expect(checkInvestmentAmount(1000, { ...limits, investorRoomCents: 0 })).toEqual({
      ok: false,
      reason: "cap",
      message: "You already own the most this player allows one backer: 25% of the winnings.",
    });
    // range first, then the cap, then what remains
    expect(checkInvestmentAmount(500, limits)).toMatchObject({ reason: "range" });
    expect(checkInvestmentAmount(70000, { ...limits, investorRoomCents: 65000 })).toMatchObject({ reason: "cap" });
    expect(checkInvestmentAmount(61000, { ...limits, investorRoomCents: 70000 })).toMatchObject({ reason: "remaining" });
    // the exact remainder under the minimum is still held to the cap
    expect(checkInvestmentAmount(800, { ...limits, remainingCents: 800, investorRoomCents: 700 })).toMatchObject({ reason: "cap" });
    expect(checkInvestmentAmount(800, { ...limits, remainingCents: 800, investorRoomCents: 800 })).toEqual({ ok: true });
  });
  it("messages in whole dollars when they are whole", () => {
    expect(capMessage(30000, 25)).toBe("You can buy at most $300 more in this campaign: the player caps each backer at 25% of the winnings.");
  });
});

describe("property: payouts never exceed winnings x sold share, nor the pool", () => {
  it("holds for any markup, buy-in, split of the target and winnings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 100, max: 150 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        (buyIn, offered, markup, winnings, weights) => {
          const target = maxTargetCents(buyIn, offered, markup);
          fc.pre(target >= weights.length);
          // split the target (or less) into stakes in proportion to the weights
          const totalWeight = weights.reduce((a, b) => a + b, 0);
          const amounts = weights.map((w) => Math.max(1, Math.floor((target * w) / totalWeight)));
          const sold = amounts.reduce((a, b) => a + b, 0);
          fc.pre(sold <= target);
          const plan = planPayouts({
            buyInCents: buyIn,
            offeredPercentage: offered,
            totalWinningsCents: winnings,
            markupHundredths: markup,
            stakes: amounts.map((amountCents, id) => ({ id, amountCents })),
          });
          // winnings x sold share = winnings x sold / (buyIn x markup), exactly
          const bound = (BigInt(winnings) * BigInt(sold) * 100n) / (BigInt(buyIn) * BigInt(markup));
          expect(BigInt(plan.totalCents) <= bound).toBe(true);
          expect(plan.totalCents).toBeLessThanOrEqual(prizePoolCents(winnings, offered));
          for (const p of plan.payouts) expect(p.payoutCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
