import { describe, expect, it } from "vitest";
import { createPackageInput, PACKAGE_MESSAGES, packageShareText, packageSummaryText } from "@core/contracts/packages";
import { packageFigures, sharePriceCents, skippedEventsRefundCents } from "@core/package-stakes";
import { planPayouts } from "@core/payouts";

// Decision 241: the package campaign uses the calculator's rule (decision 232) for its price, payout and refunds.
const today = new Date().toISOString().slice(0, 10);
const body = (events: unknown) => ({ tournament: "Summer package", minStake: "60", targetAmount: "3000", playerOfferedPercentage: 50, markup: "1.2", events });

describe("package campaigns: the worked case", () => {
  const five = [1, 2, 3, 4, 5].map((n) => ({ name: `Event ${n}`, date: today, buyIn: "1,000" }));

  it("sums the buy-ins and takes the first date; every campaign rule applies to the whole", () => {
    const r = createPackageInput.parse(body(five));
    expect(r.campaign).toMatchObject({ buyIn: "5000.00", targetAmount: "3000.00", markup: "1.20", tournamentDate: `${today}T00:00:00.000Z` });
    expect(r.events.map((e) => e.buyIn)).toEqual(["1000.00", "1000.00", "1000.00", "1000.00", "1000.00"]);
    expect(packageSummaryText(5, 5000_00)).toBe("5 events, $5,000 in buy-ins");
    expect(packageShareText(5)).toBe("A package of 5 events: your share is of the total winnings of all five.");
  });

  it("1% costs $60, 10% $600; $5,000 cashed pays $500 whether or not event 4 was skipped; its skip refunds $120", () => {
    expect(sharePriceCents(5000_00, 1_00, 120)).toBe(60_00);
    expect(sharePriceCents(5000_00, 10_00, 120)).toBe(600_00);
    const cashes = [0, 0, 3500_00, 0, 1500_00];
    const f = packageFigures({
      percentHundredths: 10_00,
      markupHundredths: 120,
      events: cashes.map((c, i) => ({ buyInCents: 1000_00, cashCents: c, played: i !== 3 })),
    });
    expect(f).toEqual({ buyInCents: 5000_00, priceCents: 600_00, payoutCents: 500_00, refundCents: 120_00 });
    // the server's two uses: the refund of one skipped event by the stake's amount, and the close's payout plan
    expect(skippedEventsRefundCents(600_00, 1000_00, 5000_00)).toBe(120_00);
    const plan = planPayouts({
      buyInCents: 5000_00,
      offeredPercentage: 50,
      totalWinningsCents: 5000_00,
      stakes: [{ id: 1, amountCents: 600_00 }],
      markupHundredths: 120,
    });
    expect(plan.payouts[0].payoutCents).toBe(f.payoutCents);
  });

  it("refuses fewer than 2 or more than 30 events, a missing buy-in and a date in the past, naming the event", () => {
    const issues = (events: unknown) => createPackageInput.safeParse(body(events)).error?.issues.map((i) => i.message);
    expect(issues(five.slice(0, 1))).toEqual([PACKAGE_MESSAGES.eventCount]);
    expect(issues(Array.from({ length: 31 }, () => five[0]))).toEqual([PACKAGE_MESSAGES.eventCount]);
    expect(issues([five[0], { name: "Main", date: today }])).toEqual([PACKAGE_MESSAGES.buyInRequired(2)]);
    expect(issues([five[0], { name: "Main", date: "2020-01-01", buyIn: "100" }])).toEqual([PACKAGE_MESSAGES.datePast(2)]);
  });
});
