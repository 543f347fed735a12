import { describe, expect, it } from "vitest";
import { decideSale, eventStartInstant, SALE_WINDOW_MESSAGES, saleWindowViolations, shortPercent, timeLeftText } from "@core/sale-window";

// buy-in $10,000 at face value: 1% of the winnings costs $100 (10,000 cents)
const BUY_IN = 1_000_000;
const sold = (percent: number) => percent * 10_000;

describe("the decision at the deadline (issue 41 item 5's worked case: 60% offered, 20% minimum)", () => {
  it("15% sold: cancelled, everything refunded", () => {
    expect(decideSale({ soldCents: sold(15), fundedBuyInCents: BUY_IN, markupHundredths: 100, minFillPercent: 20 })).toEqual({
      outcome: "cancel",
      soldPercent: "15.0",
      keptPercent: "85.0",
    });
  });

  it("25% sold: it proceeds and the player keeps 75%", () => {
    expect(decideSale({ soldCents: sold(25), fundedBuyInCents: BUY_IN, markupHundredths: 100, minFillPercent: 20 })).toEqual({
      outcome: "proceed",
      soldPercent: "25.0",
      keptPercent: "75.0",
    });
  });

  it("exactly at the minimum proceeds; a cent below it does not", () => {
    expect(decideSale({ soldCents: sold(20), fundedBuyInCents: BUY_IN, markupHundredths: 100, minFillPercent: 20 }).outcome).toBe("proceed");
    expect(decideSale({ soldCents: sold(20) - 1, fundedBuyInCents: BUY_IN, markupHundredths: 100, minFillPercent: 20 }).outcome).toBe("cancel");
  });

  it("at a markup the minimum's price is the marked-up one: 20% at 1.20 costs $2,400", () => {
    expect(decideSale({ soldCents: 240_000, fundedBuyInCents: BUY_IN, markupHundredths: 120, minFillPercent: 20 }).outcome).toBe("proceed");
    expect(decideSale({ soldCents: 239_999, fundedBuyInCents: BUY_IN, markupHundredths: 120, minFillPercent: 20 }).outcome).toBe("cancel");
  });

  it("no minimum: the sale closes and proceeds with whatever sold, nothing included", () => {
    expect(decideSale({ soldCents: 0, fundedBuyInCents: BUY_IN, markupHundredths: 100, minFillPercent: null })).toEqual({
      outcome: "proceed",
      soldPercent: "0.0",
      keptPercent: "100.0",
    });
  });
});

describe("the window's rules", () => {
  const now = new Date("2026-12-01T12:00:00Z");
  const base = {
    minFillPercent: 20,
    saleEndsAt: new Date("2026-12-04T18:00:00Z"),
    offeredPercentage: 60,
    eventStartsAt: new Date("2026-12-05T00:00:00Z"),
    targetCents: sold(60),
    fundedBuyInCents: BUY_IN,
    markupHundredths: 100,
    now,
  };
  const messages = (o: Partial<typeof base> | Record<string, unknown>) => saleWindowViolations({ ...base, ...o }).map((v) => v.message);

  it("accepts the worked case, a deadline at the start itself, and no window at all", () => {
    expect(messages({})).toEqual([]);
    expect(messages({ saleEndsAt: base.eventStartsAt })).toEqual([]);
    expect(messages({ minFillPercent: null, saleEndsAt: null })).toEqual([]);
  });

  it("refuses a minimum above the offered share, above the target's reach, or without a deadline", () => {
    expect(messages({ minFillPercent: 61 })).toEqual([SALE_WINDOW_MESSAGES.minFillOverOffered(60)]);
    expect(messages({ targetCents: sold(19) })).toEqual([SALE_WINDOW_MESSAGES.minFillOverTarget]);
    expect(messages({ saleEndsAt: null })).toEqual([SALE_WINDOW_MESSAGES.minFillNeedsEnd]);
  });

  it("refuses a deadline in the past, now, or after the start", () => {
    expect(messages({ saleEndsAt: new Date("2026-11-30T12:00:00Z") })).toEqual([SALE_WINDOW_MESSAGES.saleEndsPast]);
    expect(messages({ saleEndsAt: now })).toEqual([SALE_WINDOW_MESSAGES.saleEndsPast]);
    expect(messages({ saleEndsAt: new Date("2026-12-05T00:00:01Z") })).toEqual([SALE_WINDOW_MESSAGES.saleEndsAfterStart]);
  });
});

describe("texts", () => {
  it("time left", () => {
    expect(timeLeftText((2 * 60 + 10) * 60_000)).toBe("2h 10m");
    expect(timeLeftText(3 * 86_400_000 + 4 * 3_600_000)).toBe("3d 4h");
    expect(timeLeftText(45_000)).toBe("45s");
    expect(timeLeftText(0)).toBe("");
  });

  it("short percent and an event's start read as UTC", () => {
    expect(shortPercent("25.0")).toBe("25");
    expect(shortPercent("12.5")).toBe("12.5");
    expect(eventStartInstant("2026-12-05", "19:30")?.toISOString()).toBe("2026-12-05T19:30:00.000Z");
    expect(eventStartInstant("2026-12-05", "7pm")).toBeNull();
  });
});
