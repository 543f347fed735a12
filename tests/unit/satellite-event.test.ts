import { describe, expect, it } from "vitest";
import { newLiveState } from "@core/live/actions/initial-state";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { prizeText, satelliteStakeText } from "@core/live/prizes/satellite-event";
import { satelliteSeatWinners } from "@core/live/prizes/satellite-winners";
import { playerWinningsCents } from "@core/live/prizes/winnings";
import { liveStoredState } from "@core/live/schema/contracts";
import type { LiveSatellite } from "@core/live/schema/satellite-state";
import { centsToDecimal, formatMoney2 } from "@core/money";
import { tournamentPrizes } from "@core/tournament-rules";

// decision 240: a satellite event's prize list comes from the one rule (satellitePrizes, decision 232)
const MAIN: LiveSatellite = { targetTournamentId: 7, targetName: "Main Event", seatValueCents: 300_00, rest: "steps", stepCents: 60_00 };

const stateOf = (entries: number, buyInCents: number, satellite: LiveSatellite | null) =>
  newLiveState({
    tournamentId: "1",
    name: "Satellite",
    kind: "sponsor",
    entrants: Array.from({ length: entries }, (_, i) => ({ id: `r${i + 1}`, name: `Player ${i + 1}`, userId: i + 1 })),
    startingChips: 10_000,
    buyInCents,
    payoutPercent: 100,
    satellite,
  });

const money = (c: number) => formatMoney2(centsToDecimal(c));
const texts = (state: ReturnType<typeof stateOf>) => livePrizeTable(state).map((r) => prizeText(r, money));

describe("a satellite's prize list (decision 240)", () => {
  it("25 entries x $30, seat $300, steps of $60: 2 seats, then $60, $60, $30", () => {
    expect(texts(stateOf(25, 30_00, MAIN))).toEqual(["Seat (Main Event, $300)", "Seat (Main Event, $300)", "$60.00", "$60.00", "$30.00"]);
  });

  it("26 entries: 2 seats, $60, $60, $60; 27 entries: 2 seats, $60, $60, $60, $30", () => {
    expect(texts(stateOf(26, 30_00, MAIN)).slice(2)).toEqual(["$60.00", "$60.00", "$60.00"]);
    expect(texts(stateOf(27, 30_00, MAIN)).slice(2)).toEqual(["$60.00", "$60.00", "$60.00", "$30.00"]);
  });

  it("$4,850 with seats of $777 shared: 6 seats, $31.35 to 1st and $31.33 to each other seat winner", () => {
    const shared: LiveSatellite = { ...MAIN, seatValueCents: 777_00, rest: "shared", stepCents: null };
    const rows = livePrizeTable(stateOf(10, 485_00, shared));
    expect(rows.map((r) => r.seat?.cashCents)).toEqual([31_35, 31_33, 31_33, 31_33, 31_33, 31_33]);
    expect(prizeText(rows[0], money)).toBe("Seat (Main Event, $777) + $31.35");
    // a seat place is worth the seat and its cash, and the places add up to the pool
    expect(rows[0].amountCents).toBe(808_35);
    expect(rows.reduce((s, r) => s + r.amountCents, 0)).toBe(4850_00);
  });

  it("a seat place's winnings are the seat's value: what backers are settled on ($300; 10% of it is $30.00)", () => {
    const state = stateOf(25, 30_00, MAIN);
    const first = state.players[0];
    expect(playerWinningsCents(state, { ...first, position: 1 })).toBe(300_00);
    expect(playerWinningsCents(state, { ...first, position: 3 })).toBe(60_00);
    expect(playerWinningsCents(state, { ...first, position: 6 })).toBe(0);
  });

  it("the seat winners are the players in the seat places once the clock has finished", () => {
    const state = stateOf(25, 30_00, MAIN);
    expect(satelliteSeatWinners(state)).toEqual([]);
    const finished = {
      ...state,
      finishedAt: 1,
      players: state.players.map((p, i) => (i === 4 ? { ...p, isEliminated: false } : { ...p, isEliminated: true, position: i < 4 ? i + 2 : i + 1 })),
    };
    expect(satelliteSeatWinners(finished).map((w) => [w.playerId, w.place])).toEqual([
      ["r5", 1],
      ["r1", 2],
    ]);
  });

  it("a cash event keeps its table; a stored state without the field reads as a cash event", () => {
    expect(livePrizeTable(stateOf(25, 30_00, null)).every((r) => r.seat === undefined)).toBe(true);
    const { satellite: _, ...old } = stateOf(3, 30_00, null);
    expect(liveStoredState.parse(old).satellite).toBeNull();
  });

  it("the event pages show the same rows before the start, and backers read the seat's terms", () => {
    const { rows } = tournamentPrizes({
      prizePool: "750.00",
      bountyPool: null,
      entrants: 25,
      buyIn: "30.00",
      prizePercentages: null,
      payoutPlan: null,
      satellite: { targetTournamentId: 7, targetName: "Main Event", seatValue: "300.00", rest: "steps", step: "60.00" },
    });
    expect(rows.map((r) => prizeText(r, money))).toEqual(texts(stateOf(25, 30_00, MAIN)));
    expect(satelliteStakeText({ targetName: "Main Event", seatValue: "300.00" })).toBe(
      "This is a satellite into Main Event: a seat counts as $300 of winnings, paid to backers in cash when the player uses or cashes the seat.",
    );
  });
});
