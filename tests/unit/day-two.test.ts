import { describe, expect, it } from "vitest";
import { canSellFromBag, dayTwoLabel, dayTwoPricePerPercentCents, dayTwoPriceText, dayTwoRoomPercent, dayTwoValueCents, stackRatioText } from "@core/day-two";
import { endDay, END_DAY_MESSAGES } from "@core/live/field/end-day";
import { newLiveState } from "@core/live/actions/initial-state";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { liveActionInput } from "@core/live/schema/contracts";
import { stakePercentage } from "@core/stake";
import { maxTargetCents } from "@core/campaign-rules";
import { mulDivFloor } from "@core/money";
import { stakePayoutCents } from "@core/payouts";
import { daysField } from "@core/contracts/tournament-days";

describe("Day-2 price per 1% (decision 170)", () => {
  it("the worked case: a $500 event, 25,000 starting chips, a 420,000 bag (r = 16.8) at 1.00 is $84.00 per 1%", () => {
    expect(stackRatioText(420_000, 25_000)).toBe("16.8");
    expect(dayTwoPricePerPercentCents(50_000, 420_000, 25_000, 100)).toBe(8_400);
    expect(dayTwoPriceText(8_400, 420_000, 25_000, 100)).toBe("$84.00 per 1% (bag 420,000 = 16.8 x the starting stack, 1.00 markup)");
    expect(dayTwoLabel(420_000)).toBe("Day 2 · priced from a 420,000 bag");
  });

  it("markup multiplies the price; rounding is half up to the cent", () => {
    expect(dayTwoPricePerPercentCents(50_000, 420_000, 25_000, 150)).toBe(12_600);
    expect(dayTwoPricePerPercentCents(50_000, 420_000, 25_000, 110)).toBe(9_240);
    // $100 x 1.333.../100 = 1.3333 -> $1.33; 2/3 -> 0.67
    expect(dayTwoPricePerPercentCents(10_000, 40_000, 30_000, 100)).toBe(133);
    expect(dayTwoPricePerPercentCents(10_000, 50_000, 30_000, 100)).toBe(167);
  });

  it("only a bag above the starting stack sells (r > 1)", () => {
    expect(canSellFromBag(25_000, 25_000)).toBe(false);
    expect(canSellFromBag(10_000, 25_000)).toBe(false);
    expect(canSellFromBag(25_001, 25_000)).toBe(true);
  });

  it("the stored buy-in is the value of 100% at the bag: the one share formula gives exactly the % bought", () => {
    const price = dayTwoPricePerPercentCents(50_000, 420_000, 25_000, 100);
    const buyIn = dayTwoValueCents(50_000, 420_000, 25_000);
    expect(buyIn).toBe(840_000);
    expect(stakePercentage(10 * price, buyIn, 4, 100)).toBe("10.0000");
    expect(stakePercentage(mulDivFloor(840_000, 10 * 125, 10_000), buyIn, 4, 125)).toBe("10.0000");
  });

  it("issue 37: a $100 event, a 38,400 bag over 10,000 at 1.05 is worth $384.00, and 10% is paid $80.00 of $800", () => {
    const value = dayTwoValueCents(10_000, 38_400, 10_000);
    expect(value).toBe(38_400);
    expect(dayTwoPricePerPercentCents(10_000, 38_400, 10_000, 105)).toBe(403);
    const tenPercent = maxTargetCents(value, 10, 105);
    expect(tenPercent).toBe(4_032);
    expect(stakePercentage(tenPercent, value, 4, 105)).toBe("10.0000");
    expect(stakePayoutCents(80_000, tenPercent, value, 105)).toBe(8_000);
  });

  it("Day-1 sold plus Day-2 never exceeds 100%", () => {
    expect(dayTwoRoomPercent(30)).toBe(70);
    expect(dayTwoRoomPercent(99.9995)).toBe(0.0005);
    expect(dayTwoRoomPercent(100)).toBe(0);
  });
});

describe("tournament days", () => {
  it("takes 2-6 names of 1-40 characters; empty is one day", () => {
    expect(daysField.parse(["Day 1", "Day 2", "Final Day"])).toEqual(["Day 1", "Day 2", "Final Day"]);
    expect(daysField.parse("Day 1\nDay 2")).toEqual(["Day 1", "Day 2"]);
    expect(daysField.parse([])).toBeNull();
    expect(daysField.parse(null)).toBeNull();
    expect(daysField.safeParse(["Day 1"]).error?.issues[0].message).toBe("Days must be a list of 2 to 6 day names (leave it empty for a one-day event)");
    expect(daysField.safeParse(["a", "b", "c", "d", "e", "f", "g"]).success).toBe(false);
    expect(daysField.safeParse(["Day 1", "x".repeat(41)]).error?.issues[0].message).toBe("Each day's name must be 1 to 40 characters");
    expect(daysField.safeParse(["Day 1", "day 1"]).error?.issues[0].message).toBe("Each day must have its own name");
  });
});

describe("end-day", () => {
  const entrants = [1, 2, 3].map((n) => ({ id: `r${n}`, name: `P${n}`, userId: n }));
  const base = (days: string[] | null) =>
    newLiveState({ tournamentId: "1", name: "Main", kind: "sponsor", entrants, startingChips: 25_000, buyInCents: 50_000, payoutPercent: 100, days });
  const started = (days: string[] | null) => applyAction(base(days), { type: "start" }, 1_000);

  it("stores the bags, sets the stacks, moves to the next day and stops the clock; the next start clears the bags", () => {
    const out = applyAction(
      started(["Day 1", "Day 2", "Final Day"]),
      liveActionInput.parse({ type: "end-day", bags: { r1: "420,000", r2: "10,000", r3: "5000" } }),
      2_000,
    );
    expect(out.bags).toEqual({ r1: 420_000, r2: 10_000, r3: 5_000 });
    expect(out.dayIndex).toBe(1);
    expect(out.status).toBe("stopped");
    expect(out.runningSince).toBeNull();
    expect(out.players.map((p) => [p.id, p.chips, p.position])).toEqual([
      ["r1", 420_000, 1],
      ["r2", 10_000, 2],
      ["r3", 5_000, 3],
    ]);
    expect(out.totalChipsInPlay).toBe(435_000);
    const next = applyAction(out, { type: "start" }, 3_000);
    expect(next.bags).toBeNull();
    expect(next.dayIndex).toBe(1);
  });

  it("refuses a one-day event, the last day, a missing bag, a bag for the eliminated, a clock never started", () => {
    const refuse = (fn: () => unknown, message: string) => expect(fn).toThrow(new LiveRuleError(message));
    const bags = { r1: "1", r2: "2", r3: "3" };
    refuse(() => endDay(started(null), bags), END_DAY_MESSAGES.oneDay);
    refuse(() => endDay(base(["Day 1", "Day 2"]), bags), END_DAY_MESSAGES.notStarted);
    refuse(() => endDay({ ...started(["Day 1", "Day 2"]), dayIndex: 1 }, bags), END_DAY_MESSAGES.lastDay);
    refuse(() => endDay(started(["Day 1", "Day 2"]), { r1: "1", r2: "2" }), END_DAY_MESSAGES.missing("P3"));
    refuse(() => endDay(started(["Day 1", "Day 2"]), { ...bags, r3: "" }), END_DAY_MESSAGES.missing("P3"));
    refuse(() => endDay(started(["Day 1", "Day 2"]), { ...bags, r3: "0" }), END_DAY_MESSAGES.zero("P3"));
    refuse(() => endDay(started(["Day 1", "Day 2"]), { ...bags, x9: "5" }), END_DAY_MESSAGES.unknown);
    const out = applyAction(started(["Day 1", "Day 2"]), { type: "eliminate", playerId: "r3" }, 2_000);
    refuse(() => endDay(out, bags), END_DAY_MESSAGES.eliminated("P3"));
    expect(endDay(out, { r1: "30,000", r2: "45,000" }).bags).toEqual({ r1: 30_000, r2: 45_000 });
  });
});
