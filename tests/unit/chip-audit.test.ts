import { applyAction } from "@core/live/actions/reducers";
import { chipAudit, chipsExpected, typedChipsCounted } from "@core/live/field/chip-audit";
import { liveActionInput, liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import { describe, expect, it } from "vitest";
import { sponsorEvent } from "./live-event";

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 29, 18, 0, 0);

/**
 * Issue 42's figures (decision 239): 4 entrants x 500,000 + 2 rebuys x 200,000 + 2 add-ons x 100,000 = 2,600,000 in
 * play; the break's count comes to 2,540,000: "counted 2,540,000 of 2,600,000: 2.3% short".
 */
function eventWithRebuys(days: string[] | null = null): LiveStoredState {
  let s = sponsorEvent(["Ana", "Bo", "Cy", "Di"], {
    tournamentId: "7",
    name: "Sunday Rebuy",
    startingChips: 500_000,
    buyInCents: 100_00,
    days,
    format: { rebuys: { kind: "rebuy", untilLevel: 1, maxPerPlayer: 2, priceCents: 100_00, chips: 200_000 }, addOn: { priceCents: 50_00, chips: 100_000 } },
  });
  s = applyAction(s, { type: "start" }, T0, { seed: 1 });
  s = applyAction(s, { type: "rebuy", playerId: "r1" }, T0 + MIN);
  s = applyAction(s, { type: "rebuy", playerId: "r2" }, T0 + MIN);
  s = applyAction(s, { type: "addon", playerId: "r3" }, T0 + 2 * MIN);
  s = applyAction(s, { type: "addon", playerId: "r4" }, T0 + 2 * MIN);
  return s;
}

/** The clock on a 10-minute break after level 1, started with Next at T0 + 19 minutes (it runs to T0 + 29). */
function onBreak(s: LiveStoredState): LiveStoredState {
  s = applyAction(s, { type: "break", minutes: 10 }, T0 + 19 * MIN);
  return applyAction(s, { type: "next" }, T0 + 19 * MIN);
}

const SHORT_COUNTS = { r1: "700,000", r2: "640,000", r3: "600,000", r4: "600,000" };

describe("chipAudit: a count against the chips expected", () => {
  it("says the issue's sentence, short and over", () => {
    expect(chipAudit(2_540_000, 2_600_000)).toEqual({
      counted: 2_540_000,
      expected: 2_600_000,
      difference: -60_000,
      percent: 2.3,
      flagged: true,
      sentence: "counted 2,540,000 of 2,600,000: 2.3% short",
    });
    expect(chipAudit(2_621_000, 2_600_000)).toMatchObject({
      difference: 21_000,
      percent: 0.8,
      flagged: true,
      sentence: "counted 2,621,000 of 2,600,000: 0.8% over",
    });
  });

  it("flags a difference over 0.5% only: exactly 0.5% is not flagged, one chip more is", () => {
    expect(chipAudit(2_587_000, 2_600_000)).toMatchObject({ percent: 0.5, flagged: false, sentence: "counted 2,587,000 of 2,600,000: 0.5% short" });
    expect(chipAudit(2_613_000, 2_600_000)).toMatchObject({ percent: 0.5, flagged: false });
    // 0.50004% rounds to 0.5% but is over the tolerance
    expect(chipAudit(2_586_999, 2_600_000)).toMatchObject({ percent: 0.5, flagged: true, sentence: "counted 2,586,999 of 2,600,000: 0.5% short" });
    expect(chipAudit(2_613_001, 2_600_000)).toMatchObject({ flagged: true });
  });

  it("reads an exact count, a tiny difference and zero chips", () => {
    expect(chipAudit(2_600_000, 2_600_000)).toMatchObject({ difference: 0, percent: 0, flagged: false, sentence: "counted 2,600,000 of 2,600,000: exact" });
    expect(chipAudit(2_599_999, 2_600_000)).toMatchObject({ percent: 0, flagged: false, sentence: "counted 2,599,999 of 2,600,000: under 0.1% short" });
    expect(chipAudit(0, 2_600_000)).toMatchObject({ difference: -2_600_000, percent: 100, flagged: true, sentence: "counted 0 of 2,600,000: 100.0% short" });
    expect(chipAudit(0, 0)).toMatchObject({ flagged: false, sentence: "counted 0 of 0: exact" });
    expect(chipAudit(5_000, 0)).toMatchObject({ percent: null, flagged: true, sentence: "counted 5,000 of 0: 5,000 over" });
  });

  it("stays exact for totals beyond what floating point multiplies safely", () => {
    const expected = 4_000_000_000_000_000;
    expect(chipAudit(expected - 20_000_000_000_000, expected)).toMatchObject({ percent: 0.5, flagged: false });
    expect(chipAudit(expected - 20_000_000_000_001, expected)).toMatchObject({ flagged: true });
  });
});

describe("chipsExpected: what the event put in play", () => {
  it("starting stacks x entrants + rebuy chips x rebuys + add-on chips x add-ons - chips raced off", () => {
    const s = eventWithRebuys();
    expect(chipsExpected(s)).toBe(2_600_000);
    expect(chipsExpected({ ...s, racedOffChips: 1_300 })).toBe(2_598_700);
  });

  it("counts late registrations and re-entries, and eliminations change nothing", () => {
    let s = sponsorEvent(["Ana", "Bo", "Cy"], {
      tournamentId: "8",
      name: "Re-entry",
      startingChips: 10_000,
      buyInCents: 100_00,
      format: { rebuys: { kind: "reentry", untilLevel: 4, maxPerPlayer: 1, priceCents: 100_00, chips: 15_000 } },
    });
    s = applyAction(s, { type: "start" }, T0, { seed: 3 });
    s = applyAction(s, { type: "late-registration", name: "Walk In" }, T0 + MIN);
    s = applyAction(s, { type: "eliminate", playerId: "r1" }, T0 + 2 * MIN);
    expect(chipsExpected(s)).toBe(40_000);
    s = applyAction(s, { type: "rebuy", playerId: "r1" }, T0 + 3 * MIN);
    expect(chipsExpected(s)).toBe(55_000);
  });
});

describe("the clock keeps the latest check (decision 239)", () => {
  it("audits a full count at a break, with the issue's sentence, and play goes on", () => {
    let s = onBreak(eventWithRebuys());
    s = applyAction(s, { type: "chips", counts: SHORT_COUNTS }, T0 + 22 * MIN);
    expect(s.chipAudit).toEqual({ counted: 2_540_000, expected: 2_600_000, at: T0 + 22 * MIN, kind: "break", level: 1, day: null });
    expect(chipAudit(s.chipAudit!.counted, s.chipAudit!.expected).sentence).toBe("counted 2,540,000 of 2,600,000: 2.3% short");
    // never blocks: the clock runs on into level 2 and the counts stand
    expect(s.totalChipsInPlay).toBe(2_540_000);
    s = applyAction(s, { type: "pause" }, T0 + 35 * MIN);
    expect(s).toMatchObject({ levelIndex: 1, status: "paused" });
    // the check stays until the next one
    expect(s.chipAudit?.counted).toBe(2_540_000);
  });

  it("does not audit counts outside a break, nor one table's count at a break", () => {
    let s = eventWithRebuys();
    s = applyAction(s, { type: "chips", counts: SHORT_COUNTS }, T0 + 5 * MIN);
    expect(s.chipAudit).toBeNull();
    s = onBreak(s);
    s = applyAction(s, { type: "chips", counts: { r1: "700,000", r2: "640,000" } }, T0 + 22 * MIN);
    expect(s.chipAudit).toBeNull();
    // the next full count at the break replaces nothing but null, and a later one replaces it
    s = applyAction(s, { type: "chips", counts: { ...SHORT_COUNTS, r4: "660,000" } }, T0 + 23 * MIN);
    expect(s.chipAudit).toMatchObject({ counted: 2_600_000, expected: 2_600_000 });
  });

  it("takes the chips raced off at a colour-up out of the expected total", () => {
    let s = onBreak(eventWithRebuys());
    s = applyAction(s, { type: "race-off", chips: 60_000 }, T0 + 21 * MIN);
    expect(s.racedOffChips).toBe(60_000);
    s = applyAction(s, { type: "chips", counts: SHORT_COUNTS }, T0 + 22 * MIN);
    expect(s.chipAudit).toMatchObject({ counted: 2_540_000, expected: 2_540_000 });
    // a race-off entered twice is corrected; 0 undoes every one
    s = applyAction(s, { type: "race-off", chips: 60_000 }, T0 + 23 * MIN);
    s = applyAction(s, { type: "race-off-correct", racedOffChips: 60_000 }, T0 + 24 * MIN);
    expect(s.racedOffChips).toBe(60_000);
    s = applyAction(s, { type: "race-off-correct", racedOffChips: 0 }, T0 + 24 * MIN);
    expect(chipsExpected(s)).toBe(2_600_000);
  });

  it("refuses a race-off before the start, after the finish, or above the chips in play", () => {
    const fresh = sponsorEvent(["Ana", "Bo"], { tournamentId: "9", name: "X", startingChips: 1_000, buyInCents: 0 });
    expect(() => applyAction(fresh, { type: "race-off", chips: 100 }, T0)).toThrow("Start the clock before entering chips raced off.");
    let s = applyAction(fresh, { type: "start" }, T0, { seed: 1 });
    expect(() => applyAction(s, { type: "race-off", chips: 2_001 }, T0)).toThrow("The chips raced off can be at most the chips in play (2,000).");
    s = applyAction(s, { type: "race-off", chips: 500 }, T0);
    expect(() => applyAction(s, { type: "race-off", chips: 1_501 }, T0)).toThrow("The chips raced off can be at most the chips in play (1,500).");
    expect(() => applyAction(s, { type: "race-off-correct", racedOffChips: 2_001 }, T0)).toThrow(
      "The chips raced off can be at most the chips the event put in play (2,000).",
    );
    s = applyAction(s, { type: "eliminate", playerId: "r2" }, T0 + MIN);
    expect(() => applyAction(s, { type: "race-off", chips: 1 }, T0 + MIN)).toThrow("The tournament is over: one player remains.");
  });

  it("validates the race-off's chips as a whole number above 0", () => {
    for (const chips of [0, -5, 1.5, "500", null]) {
      const r = liveActionInput.safeParse({ type: "race-off", chips });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe("Enter the chips raced off as a whole number above 0.");
    }
    expect(liveActionInput.safeParse({ type: "race-off-correct", racedOffChips: -1 }).error?.issues[0].message).toBe(
      "Enter the corrected total raced off as a whole number (0 to undo every race-off).",
    );
    expect(liveActionInput.safeParse({ type: "race-off-correct", racedOffChips: 0 }).success).toBe(true);
  });

  it("audits the bags at an end of day, and again when one is corrected", () => {
    let s = eventWithRebuys(["Day 1", "Day 2"]);
    s = applyAction(s, { type: "end-day", bags: SHORT_COUNTS }, T0 + 35 * MIN);
    expect(s.chipAudit).toEqual({ counted: 2_540_000, expected: 2_600_000, at: T0 + 35 * MIN, kind: "end-day", level: 2, day: "Day 1" });
    s = applyAction(s, { type: "correct-bags", bags: { r4: "660,000" } }, T0 + 45 * MIN);
    expect(s.chipAudit).toMatchObject({ counted: 2_600_000, expected: 2_600_000, kind: "end-day", day: "Day 1" });
  });

  it("reads a state stored before the check as having none", () => {
    const stored = JSON.parse(JSON.stringify(eventWithRebuys())) as Record<string, unknown>;
    delete stored.racedOffChips;
    delete stored.chipAudit;
    expect(liveStoredState.parse(stored)).toMatchObject({ racedOffChips: 0, chipAudit: null });
  });
});

describe("typedChipsCounted: what a dialog's counts come to as they are typed", () => {
  it("adds the typed counts, a player without one at their stack; nothing while a count is blank or refused", () => {
    let s = eventWithRebuys();
    s = applyAction(s, { type: "eliminate", playerId: "r4" }, T0 + 3 * MIN);
    // r4 is out: their chips are no one's to count; r3 has no field in the form and counts at their stack (600,000)
    expect(typedChipsCounted(s, { r1: "700,000", r2: "640 000" })).toBe(1_940_000);
    expect(typedChipsCounted(s, { r1: "700,000", r2: "" })).toBeNull();
    expect(typedChipsCounted(s, { r1: "700k", r2: "640,000" })).toBeNull();
    expect(typedChipsCounted(s, { r1: "0", r2: "0", r3: "0" })).toBe(0);
  });
});
