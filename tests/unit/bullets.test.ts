import { bulletsUsed, unusedBulletRefundCents, unusedBullets } from "@core/bullets";
import { BULLETS_MESSAGE, campaignMoneyViolations, maxTargetCents } from "@core/campaign-rules";
import { describe, expect, it } from "vitest";

const money = { buyInCents: 1000_00, minStakeCents: 50_00, offeredPercentage: 50 };

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
    expect(unusedBulletRefundCents(100_00, 3, 2)).toBe(33_33);
    expect(unusedBulletRefundCents(100_00, 3, 1)).toBe(66_66);
    expect(unusedBulletRefundCents(50_00, 2, 1)).toBe(25_00);
    expect(unusedBulletRefundCents(1, 3, 1)).toBe(0);
    expect(unusedBulletRefundCents(100_00, 1, 1)).toBe(0);
    expect(unusedBulletRefundCents(100_00, 2, 2)).toBe(0);
    for (let stake = 1; stake <= 5000; stake += 7) {
      for (const funded of [1, 2, 3]) {
        for (let used = 1; used <= 4; used++) {
          const r = unusedBulletRefundCents(stake, funded, used);
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
});
