import {
  bulletPriceCents,
  bulletsUsed,
  campaignFundedBuyInCents,
  fundedBuyInCents,
  unusedBulletRefundCents,
  unusedBullets,
  type BulletTerms,
} from "@core/bullets";
import { BULLETS_MESSAGE, campaignMoneyViolations, maxTargetCents } from "@core/campaign-rules";
import { describe, expect, it } from "vitest";

const money = { buyInCents: 1000_00, minStakeCents: 50_00, offeredPercentage: 50 };
/** `bullets` at a $1,000 buy-in, each after the first at `rebuy` (null: the buy-in) */
const terms = (bullets: number, rebuy: number | null = null): BulletTerms => ({ buyInCents: 1000_00, bullets, rebuyPriceCents: rebuy });

describe("bullets", () => {
  it("counts the first entry and each rebuy or re-entry of the player, not add-ons or other players'", () => {
    const entries = [
      { playerId: "a", kind: "rebuy" as const, at: 1 },
      { playerId: "b", kind: "rebuy" as const, at: 2 },
      { playerId: "a", kind: "addon" as const, at: 3 },
      { playerId: "a", kind: "rebuy" as const, at: 4 },
    ];
    expect(bulletsUsed({ entries }, "a")).toBe(3);
    expect(bulletsUsed({ entries }, "b")).toBe(2);
    expect(bulletsUsed({ entries }, "c")).toBe(1);
    expect(unusedBullets(3, 1)).toBe(2);
    expect(unusedBullets(2, 3)).toBe(0);
  });

  it("refunds stake x unused / bullets, rounded down, never more than the unused part", () => {
    expect(unusedBulletRefundCents(100_00, terms(3), 2)).toBe(33_33);
    expect(unusedBulletRefundCents(100_00, terms(3), 1)).toBe(66_66);
    expect(unusedBulletRefundCents(50_00, terms(2), 1)).toBe(25_00);
    expect(unusedBulletRefundCents(1, terms(3), 1)).toBe(0);
    expect(unusedBulletRefundCents(100_00, terms(1), 1)).toBe(0);
    expect(unusedBulletRefundCents(100_00, terms(2), 2)).toBe(0);
    for (let stake = 1; stake <= 5000; stake += 7) {
      for (const funded of [1, 2, 3]) {
        for (let used = 1; used <= 4; used++) {
          const r = unusedBulletRefundCents(stake, terms(funded), used);
          const exact = (stake * Math.max(0, funded - used)) / funded;
          expect(r).toBeLessThanOrEqual(exact);
          expect(exact - r).toBeLessThan(1);
        }
      }
    }
  });

  it("the target cap grows with the bullets, one bullet keeping the established message", () => {
    expect(maxTargetCents(1000_00, 50, 100, 2)).toBe(1000_00);
    expect(maxTargetCents(1000_00, 50, 110, 3)).toBe(1650_00);
    expect(campaignMoneyViolations({ ...money, targetCents: 500_01 })[0].message).toBe("Target amount cannot exceed $500 (50% of the buy-in)");
    expect(campaignMoneyViolations({ ...money, targetCents: 1000_01, bullets: 2 })[0].message).toBe("Target amount cannot exceed $1,000 (50% of 2 buy-ins)");
    expect(campaignMoneyViolations({ ...money, targetCents: 1000_00, bullets: 2 })).toEqual([]);
    expect(campaignMoneyViolations({ ...money, targetCents: 100_00, bullets: 4 })).toEqual([{ field: "bullets", message: BULLETS_MESSAGE }]);
  });

  // decision 198: backers paid $2,000 for entries that cost $1,000 + $0
  it("prices each bullet at the entry it pays for: the buy-in first, then the rebuy or re-entry price", () => {
    expect(bulletPriceCents({ buyInCents: 1000_00, rebuyPriceCents: 0 }, 1)).toBe(1000_00);
    expect(bulletPriceCents({ buyInCents: 1000_00, rebuyPriceCents: 0 }, 2)).toBe(0);
    expect(bulletPriceCents({ buyInCents: 1000_00, rebuyPriceCents: null }, 3)).toBe(1000_00);
    expect(fundedBuyInCents(1000_00, 2, 0)).toBe(1000_00);
    expect(fundedBuyInCents(1000_00, 2, 500_00)).toBe(1500_00);
    expect(fundedBuyInCents(1000_00, 3, 1500_00)).toBe(4000_00);
    expect(fundedBuyInCents(1000_00, 1, 0)).toBe(1000_00);
    // null: every bullet at the buy-in, as campaigns sold before were
    expect(fundedBuyInCents(1000_00, 3)).toBe(3000_00);
    expect(campaignFundedBuyInCents({ buyIn: "1000.00", bullets: 2, rebuyPrice: "250.00" })).toBe(1250_00);
    expect(campaignFundedBuyInCents({ buyIn: "1000.00", bullets: 2, rebuyPrice: null })).toBe(2000_00);

    expect(maxTargetCents(1000_00, 50, 100, 2, 0)).toBe(500_00);
    expect(maxTargetCents(1000_00, 50, 100, 2, 500_00)).toBe(750_00);
    expect(maxTargetCents(1000_00, 50, 110, 3, 200_00)).toBe(770_00);
    expect(campaignMoneyViolations({ ...money, targetCents: 1000_00, bullets: 2, rebuyPriceCents: 0 })[0].message).toBe(
      "Target amount cannot exceed $500 (50% of 2 bullets: $1,000 + $0)",
    );
    expect(campaignMoneyViolations({ ...money, targetCents: 900_00, bullets: 3, rebuyPriceCents: 200_00, markupHundredths: 110 })[0].message).toBe(
      "Target amount cannot exceed $770 (50% of 3 bullets: $1,000 + 2 x $200 at 1.10 markup)",
    );
    // a rebuy at the buy-in keeps the "2 buy-ins" wording
    expect(campaignMoneyViolations({ ...money, targetCents: 1000_01, bullets: 2, rebuyPriceCents: 1000_00 })[0].message).toBe(
      "Target amount cannot exceed $1,000 (50% of 2 buy-ins)",
    );
    // the per-backer cap is a share of the entries' price: 10% of $1,000 + $0 is $100
    expect(campaignMoneyViolations({ ...money, minStakeCents: 100_01, targetCents: 500_00, bullets: 2, rebuyPriceCents: 0, maxPerInvestor: 10 })[0]).toEqual({
      field: "maxPerInvestor",
      message: "A 10% cap lets a backer buy at most $100, less than the minimum stake",
    });
  });

  it("refunds an unused bullet at its own price: stake x unused rebuy prices / every funded bullet's price", () => {
    // $1,000 + $500: a backer of $150 bought $100 of the first entry and $50 of the rebuy
    expect(unusedBulletRefundCents(150_00, terms(2, 500_00), 1)).toBe(50_00);
    // a $0 rebuy: the whole stake bought the first entry, nothing comes back
    expect(unusedBulletRefundCents(150_00, terms(2, 0), 1)).toBe(0);
    // $1,000 + 2 x $1,500 = $4,000; two unused: $100 x 3,000 / 4,000
    expect(unusedBulletRefundCents(100_00, terms(3, 1500_00), 1)).toBe(75_00);
    expect(unusedBulletRefundCents(100_00, terms(3, 1500_00), 2)).toBe(37_50);
    for (let stake = 1; stake <= 3000; stake += 13) {
      for (const rebuy of [0, 1, 333_33, 1000_00, 2500_00, null]) {
        for (const funded of [1, 2, 3]) {
          for (let used = 1; used <= 4; used++) {
            const t = terms(funded, rebuy);
            const r = unusedBulletRefundCents(stake, t, used);
            const unusedPrice = Math.max(0, funded - used) * bulletPriceCents(t, 2);
            const exact = (stake * unusedPrice) / fundedBuyInCents(t.buyInCents, funded, rebuy);
            expect(r).toBeLessThanOrEqual(exact);
            expect(exact - r).toBeLessThan(1);
          }
        }
      }
    }
  });
});
