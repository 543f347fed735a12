import { percentToBasisPoints } from "@core/contracts/tournament-prizes";
import { createTournamentInput, updateTournamentInput } from "@core/contracts/tournaments";
import { demoLiveState } from "@core/live/actions/initial-state";
import { sponsorEvent } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { resultsCsv } from "@core/live/prizes/results";
import { liveStateAt } from "@core/live/views/state-view";
import { eventPrizeTable } from "@core/tournament-rules";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const valid = {
  name: "Cup",
  date: "2099-01-01",
  time: "18:00",
  location: "Reno",
  buyIn: "100",
  prizeStructure: "Top 15%",
  format: "NLHE",
  blindStructure: "20 min",
  startingChips: "25,000",
  maxSeats: "40",
};

const messagesOf = (input: Record<string, unknown>) => {
  const r = createTournamentInput.safeParse({ ...valid, ...input });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("guaranteed prize pool", () => {
  it("is optional: absent, empty or null means no guarantee", () => {
    expect(createTournamentInput.parse(valid).guaranteedPrizePool).toBeNull();
    expect(createTournamentInput.parse({ ...valid, guaranteedPrizePool: "  " }).guaranteedPrizePool).toBeNull();
    expect(createTournamentInput.parse({ ...valid, guaranteedPrizePool: null }).guaranteedPrizePool).toBeNull();
  });

  it("parses dollars as typed or sent into cents", () => {
    expect(createTournamentInput.parse({ ...valid, guaranteedPrizePool: "10,000.50" }).guaranteedPrizePool).toBe(1_000_050);
    expect(createTournamentInput.parse({ ...valid, guaranteedPrizePool: 2500 }).guaranteedPrizePool).toBe(250_000);
    expect(createTournamentInput.parse({ ...valid, guaranteedPrizePool: "100000000" }).guaranteedPrizePool).toBe(10_000_000_000);
  });

  it.each([
    ["abc", "Guaranteed prize pool must be a valid dollar amount"],
    [true, "Guaranteed prize pool must be a valid dollar amount"],
    ["0", "Guaranteed prize pool must be more than $0 (leave it empty for no guarantee)"],
    [-5, "Guaranteed prize pool must be more than $0 (leave it empty for no guarantee)"],
    ["100000000.01", "Guaranteed prize pool must be at most $100,000,000"],
  ])("%j -> %s", (value, message) => {
    expect(messagesOf({ guaranteedPrizePool: value })).toEqual([message]);
  });
});

describe("custom prize percentages", () => {
  it("absent, null or empty means the standard table", () => {
    expect(createTournamentInput.parse(valid).prizePercentages).toBeNull();
    expect(createTournamentInput.parse({ ...valid, prizePercentages: null }).prizePercentages).toBeNull();
    expect(createTournamentInput.parse({ ...valid, prizePercentages: [] }).prizePercentages).toBeNull();
  });

  it("are stored as exact basis points, from numbers or strings", () => {
    expect(createTournamentInput.parse({ ...valid, prizePercentages: [50, "30", " 20.00 "] }).prizePercentages).toEqual([5000, 3000, 2000]);
    expect(createTournamentInput.parse({ ...valid, prizePercentages: ["33.34", 33.33, 33.33] }).prizePercentages).toEqual([3334, 3333, 3333]);
    expect(createTournamentInput.parse({ ...valid, prizePercentages: [100] }).prizePercentages).toEqual([10_000]);
    // equal places are allowed (non-increasing, not strictly decreasing)
    expect(createTournamentInput.parse({ ...valid, prizePercentages: Array(4).fill(25) }).prizePercentages).toEqual([2500, 2500, 2500, 2500]);
  });

  it.each([
    ["50,30,20", "Prize percentages must be a list of numbers"],
    [[50, { x: 1 }, 50], "Prize percentages must be a list of numbers"],
    [Array(19).fill("5.26"), "Prize percentages can pay at most 18 places"],
    [[60, "", 40], "Prize percentage for 2nd place is required"],
    [[60, "forty"], "Prize percentage for 2nd place must be a number with at most 2 decimals"],
    [[50, 30, 19.999, 0.001], "Prize percentage for 3rd place must be a number with at most 2 decimals"],
    [[100, 0], "Prize percentage for 2nd place must be more than 0"],
    [[110, -10], "Prize percentage for 1st place cannot be more than 100"],
    [[60, -10, 50], "Prize percentage for 2nd place must be more than 0"],
    [[30, 50, 20], "Prize percentage for 2nd place cannot be more than for 1st place"],
    [[50, 30, 19.5], "Prize percentages must add up to exactly 100 (they add up to 99.5)"],
    [[50, 30, 20.01], "Prize percentages must add up to exactly 100 (they add up to 100.01)"],
  ])("%j -> %s", (value, message) => {
    expect(messagesOf({ prizePercentages: value })).toEqual([message]);
  });

  it("percentages are read exactly, never through floating point", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (whole, hundredths) => {
        const text = `${whole}.${String(hundredths).padStart(2, "0")}`;
        expect(percentToBasisPoints(text)).toBe(whole * 100 + hundredths);
        expect(percentToBasisPoints(Number(text))).toBe(whole * 100 + hundredths);
      }),
    );
  });

  it("update: null clears the guarantee or goes back to the standard table; absent leaves them alone", () => {
    expect(updateTournamentInput.parse({ guaranteedPrizePool: null })).toEqual({ guaranteedPrizePool: null });
    expect(updateTournamentInput.parse({ prizePercentages: null })).toEqual({ prizePercentages: null });
    expect(updateTournamentInput.parse({ name: "x" })).not.toHaveProperty("prizePercentages");
    expect(updateTournamentInput.safeParse({ prizePercentages: [40, 40] }).error!.issues[0].message).toBe(
      "Prize percentages must add up to exactly 100 (they add up to 80)",
    );
  });
});

describe("the preview table (same rule as the clock)", () => {
  it("scales the standard table to the field and adds up to the pool", () => {
    const rows = eventPrizeTable(2, 100_00, null, null);
    expect(rows.map((r) => [r.label, r.amountCents])).toEqual([["1st", 200_00]]);
    const twenty = eventPrizeTable(20, 100_00, null, null);
    expect(twenty).toHaveLength(3);
    expect(twenty.reduce((a, r) => a + r.amountCents, 0)).toBe(2000_00);
  });

  it("pays the guarantee when the buy-ins fall short, split by the sponsor's own percentages", () => {
    const rows = eventPrizeTable(3, 100_00, 10_000_00, [5000, 3000, 2000]);
    expect(rows.map((r) => [r.percentage, r.amountCents])).toEqual([
      [50, 5000_00],
      [30, 3000_00],
      [20, 2000_00],
    ]);
  });
});

/** The CSV's rows as objects by header, so a column added later does not shift what a test reads. */
function csvRows(csv: string): Array<Record<string, string>> {
  const [header, ...rows] = csv
    .trim()
    .split("\r\n")
    .map((l) => l.split(","));
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
}

describe("a sponsor's event on the clock", () => {
  const T0 = Date.UTC(2099, 0, 1, 18);
  const sponsorState = (guaranteedPrizePoolCents: number | null, prizeBasisPoints: number[] | null) =>
    sponsorEvent(["Ann", "Bob", "Cid"], {
      tournamentId: "7",
      name: "Cup",
      startingChips: 10_000,
      buyInCents: 100_00,
      guaranteedPrizePoolCents,
      prizeBasisPoints,
    });

  it("states the event's pool: the guarantee when the buy-ins fall short; the demo keeps 90% of 5000 each", () => {
    const meta = { version: 0, updatedAt: null };
    expect(liveStateAt(sponsorState(null, null), T0, meta)).toMatchObject({ prizePool: "300.00", grossPrizePool: "300.00" });
    expect(liveStateAt(sponsorState(1000_00, null), T0, meta)).toMatchObject({ prizePool: "1000.00", grossPrizePool: "300.00" });
    expect(liveStateAt(demoLiveState(), T0, meta)).toMatchObject({ prizePool: "36000.00", grossPrizePool: "40000.00" });
  });

  it("the results CSV pays the event's table: all of the pool, nothing outside the paid places", () => {
    let s = applyAction(sponsorState(1000_00, [7000, 3000]), { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r3" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r2" }, T0);
    expect(csvRows(resultsCsv(s)).map((r) => [r.Player, r.Status, r.Prize])).toEqual([
      ["Ann", "Winner", "700.00"],
      ["Bob", "Eliminated", "300.00"],
      ["Cid", "Eliminated", "0.00"],
    ]);
  });

  it("with the standard table a heads-up event pays the whole pool to 1st (not 20% + 12%)", () => {
    const headsUp = { ...sponsorState(null, null), players: sponsorState(null, null).players.slice(0, 2), totalPlayers: 2 };
    let s = applyAction(headsUp, { type: "start" }, T0);
    s = applyAction(s, { type: "eliminate", playerId: "r2" }, T0);
    expect(csvRows(resultsCsv(s)).map((r) => [r.Position, r.Player, r.Prize])).toEqual([
      ["1", "Ann", "200.00"],
      ["2", "Bob", "0.00"],
    ]);
  });
});
