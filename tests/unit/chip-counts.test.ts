import { describe, expect, it } from "vitest";
import { liveActionInput } from "@core/live/schema/contracts";
import { correctBags, dayButton, END_DAY_MESSAGES, endDay } from "@core/live/field/end-day";
import { newLiveState } from "@core/live/actions/initial-state";
import { sponsorEvent } from "./live-event";
import { chipCountRefusal, formatChipInput, parseChipInput, wholeChipsMessage } from "@core/live/field/players";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { LiveInputError } from "@core/live/seating/seating";

/** decision 170: a chip count or a bag is a whole number, thousands separators allowed, or it is refused. */
describe("chip counts are numbers or refused", () => {
  it("refuses what used to be read by dropping characters, naming the player, as the caller's input (400)", () => {
    // before: 300,005, 15, 42, 420 and 30,000
    for (const typed of ["30000.5", "1e5", "4.2M", "420k", "-30000"]) {
      expect(() => parseChipInput(typed, "Alice", "bag"), typed).toThrow(new LiveInputError("Enter Alice's bag as a whole number, like 420,000."));
      expect(chipCountRefusal(typed, "Alice")).toBe("Enter Alice's chips as a whole number, like 420,000.");
    }
  });

  it("accepts whole counts, plain or grouped in threes by commas or spaces", () => {
    expect(parseChipInput("420,000", "Alice")).toBe(420_000);
    expect(parseChipInput("420000", "Alice")).toBe(420_000);
    expect(parseChipInput("420 000", "Alice")).toBe(420_000);
    expect(parseChipInput(" 1,250,000 ", "Alice")).toBe(1_250_000);
    expect(parseChipInput("0", "Alice")).toBe(0);
    expect(chipCountRefusal("420,000", "Alice")).toBeNull();
  });

  it("refuses separators in the wrong places, mixed separators, signs and words", () => {
    for (const typed of ["42,0000", "4,20,000", "420,000 000", "420.000", "+420000", "420,000 chips", "0x10", "1_000"]) {
      expect(chipCountRefusal(typed, "Bo"), typed).toBe(wholeChipsMessage("Bo"));
    }
  });

  it("the console's field regroups a count as typed, and leaves anything else for the refusal to show", () => {
    expect(formatChipInput("420000")).toBe("420,000");
    expect(formatChipInput("420 000")).toBe("420,000");
    expect(formatChipInput("30000.5")).toBe("30000.5");
    expect(formatChipInput("420k")).toBe("420k");
  });

  it("the chips action refuses a bad count with a 400 naming the player, and changes nothing", () => {
    const s = sponsorEvent(["Alice", "Bo"], {
      tournamentId: "1",
      name: "Main",
      startingChips: 25_000,
      buyInCents: 50_000,
    });
    const started = applyAction(s, { type: "start" }, 1_000);
    expect(() => applyAction(started, liveActionInput.parse({ type: "chips", counts: { r1: "30000.5" } }), 2_000)).toThrow(
      new LiveInputError(wholeChipsMessage("Alice")),
    );
    expect(applyAction(started, { type: "chips", counts: { r1: "30,000" } }, 2_000).players.find((p) => p.id === "r1")!.chips).toBe(30_000);
  });
});

describe("bags: refused unless whole, correctable until the next day starts", () => {
  const entrants = [1, 2, 3].map((n) => ({ id: `r${n}`, name: `P${n}`, userId: n }));
  const started = () =>
    applyAction(
      newLiveState({
        tournamentId: "1",
        name: "Main",
        kind: "sponsor",
        entrants,
        startingChips: 25_000,
        buyInCents: 50_000,
        payoutPercent: 100,
        days: ["Day 1", "Day 2", "Final Day"],
      }),
      { type: "start" },
      1_000,
    );
  const ended = () => endDay(started(), { r1: "420,000", r2: "30,000", r3: "26,000" });

  it("an end-day with a bag that is not a whole number is refused naming the player", () => {
    expect(() => endDay(started(), { r1: "30000.5", r2: "30,000", r3: "26,000" })).toThrow(
      new LiveInputError("Enter P1's bag as a whole number, like 420,000."),
    );
    expect(() => endDay(started(), { r1: "420k", r2: "30,000", r3: "26,000" })).toThrow(LiveInputError);
  });

  it("a bag is corrected between days: the stack follows, the total is recounted", () => {
    const out = applyAction(ended(), liveActionInput.parse({ type: "correct-bags", bags: { r1: "42,000" } }), 3_000);
    expect(out.bags).toEqual({ r1: 42_000, r2: 30_000, r3: 26_000 });
    expect(out.players.map((p) => [p.id, p.chips])).toEqual([
      ["r1", 42_000],
      ["r2", 30_000],
      ["r3", 26_000],
    ]);
    expect(out.totalChipsInPlay).toBe(98_000);
    expect(out.dayIndex).toBe(1);
  });

  it("a correction is refused once the next day started, for a bad count, 0, or someone with no bag", () => {
    const refuse = (fn: () => unknown, message: string) => expect(fn).toThrow(new LiveRuleError(message));
    const running = applyAction(ended(), { type: "start" }, 3_000);
    refuse(() => correctBags(running, { r1: "42,000" }), END_DAY_MESSAGES.notBetweenDays);
    refuse(() => correctBags(started(), { r1: "42,000" }), END_DAY_MESSAGES.notBetweenDays);
    expect(() => correctBags(ended(), { r1: "30000.5" })).toThrow(new LiveInputError("Enter P1's bag as a whole number, like 420,000."));
    refuse(() => correctBags(ended(), { r1: "0" }), END_DAY_MESSAGES.zero("P1"));
    refuse(() => correctBags(ended(), { x9: "5" }), END_DAY_MESSAGES.unknown);
    refuse(() => correctBags(ended(), {}), END_DAY_MESSAGES.noCorrection);
  });

  it("between days the day cannot be ended again: the next day starts first", () => {
    expect(() => endDay(ended(), { r1: "1", r2: "2", r3: "3" })).toThrow(new LiveRuleError(END_DAY_MESSAGES.notResumed("Day 2")));
  });

  it("the console's day button ends the day being played, and corrects the bags between days", () => {
    expect(dayButton(started())).toEqual({ mode: "end", label: "End Day 1", disabled: false });
    expect(dayButton(ended())).toEqual({ mode: "correct", label: "Correct Day 1 Bags", disabled: false });
    expect(dayButton(applyAction(ended(), { type: "start" }, 3_000))).toEqual({ mode: "end", label: "End Day 2", disabled: false });
  });
});
