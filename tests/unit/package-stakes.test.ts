import { describe, expect, it } from "vitest";
import { packageFigures, sharePriceCents, type PackageEvent } from "@core/package-stakes";
import { maxTargetCents } from "@core/campaign-rules";
import { stakePercentage } from "@core/stake";

const events = (cashes: number[], skipped: number[] = []): PackageEvent[] =>
  cashes.map((cashCents, i) => ({ buyInCents: 1000_00, cashCents, played: !skipped.includes(i + 1) }));

describe("package stakes (issue 41, decision 232)", () => {
  it("5 events of $1,000, 50% offered at 1.2: 1% costs $60, 10% costs $600", () => {
    expect(sharePriceCents(5000_00, 100, 120)).toBe(60_00);
    expect(sharePriceCents(5000_00, 1000, 120)).toBe(600_00);
    // the same figure a campaign of that buy-in would take at most for 50%, and the stake owns exactly 10%
    expect(sharePriceCents(5000_00, 5000, 120)).toBe(maxTargetCents(5000_00, 50, 120));
    expect(stakePercentage(600_00, 5000_00, 4, 120)).toBe("10.0000");
  });

  it("cashes $0, $0, $3,500, $0, $1,500 = $5,000 pay the 10% backer $500", () => {
    expect(packageFigures({ percentHundredths: 1000, markupHundredths: 120, events: events([0, 0, 3500_00, 0, 1500_00]) })).toEqual({
      buyInCents: 5000_00,
      priceCents: 600_00,
      payoutCents: 500_00,
      refundCents: 0,
    });
  });

  it("event 4 skipped: the backer is refunded 10% x $1,000 x 1.2 = $120 and still gets $500", () => {
    const f = packageFigures({ percentHundredths: 1000, markupHundredths: 120, events: events([0, 0, 3500_00, 0, 1500_00], [4]) });
    expect(f).toEqual({ buyInCents: 5000_00, priceCents: 600_00, payoutCents: 500_00, refundCents: 120_00 });
  });

  it("rounds down to the cent as a campaign does, and never refunds more than the price", () => {
    // 33.33% of $1,000.01 + $999.99 at 1.15: 2000.00 x 0.3333 x 1.15 = 766.5900
    const f = packageFigures({
      percentHundredths: 3333,
      markupHundredths: 115,
      events: [
        { buyInCents: 1000_01, cashCents: 0, played: false },
        { buyInCents: 999_99, cashCents: 777_77, played: true },
      ],
    });
    expect(f.priceCents).toBe(766_59);
    expect(f.refundCents).toBe(383_29);
    // 777.77 x 766.59 / (2000 x 1.15) = 259.2307..., 33.33% of $777.77; the refund 766.59 x 1000.01 / 2000 = 383.2988...
    expect(f.payoutCents).toBe(259_23);
    // a price that rounds down owns less: 0.07% of $2.22 is 0.16 of a cent, so $0.00, and pays nothing of $3.33
    expect(
      packageFigures({ percentHundredths: 7, markupHundredths: 100, events: events([3_33, 0]).map((e) => ({ ...e, buyInCents: 1_11 })) }).payoutCents,
    ).toBe(0);
    const all = packageFigures({ percentHundredths: 1, markupHundredths: 150, events: events([0, 0], [1, 2]) });
    expect(all.refundCents).toBe(all.priceCents);
  });

  it("takes 30 events and 100% at the highest markup", () => {
    const f = packageFigures({
      percentHundredths: 100_00,
      markupHundredths: 150,
      events: Array.from({ length: 30 }, () => ({ buyInCents: 100_00, cashCents: 10_00, played: true })),
    });
    expect(f).toEqual({ buyInCents: 3000_00, priceCents: 4500_00, payoutCents: 300_00, refundCents: 0 });
  });
});
