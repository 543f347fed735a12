import { describe, expect, it } from "vitest";
import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";
import { playerLiveStatus } from "@core/live/views/player-status";
import { applyAction } from "@core/live/actions/reducers";

const T0 = 1_700_000_000_000;
const BACKED = 105; // the staked player's user id

/** 8 entrants at $500: users 101-108, plus a walk-in without a user; 9 entrants pay 2 places. */
function event(): LiveStoredState {
  return newLiveState({
    tournamentId: "7",
    name: "Sunday Major",
    kind: "sponsor",
    entrants: [...Array.from({ length: 8 }, (_, i) => ({ id: `r${i + 1}`, name: `Player ${i + 1}`, userId: 101 + i })), { id: "w1", name: "Walk In" }],
    startingChips: 10_000,
    buyInCents: 500_00,
    payoutPercent: 100,
  });
}

const run = (state: LiveStoredState, ...steps: Array<[LiveAction, number]>) => steps.reduce((s, [a, at]) => applyAction(s, a, at), state);
const eliminate = (playerId: string): LiveAction => ({ type: "eliminate", playerId });

describe("a staked player's live status", () => {
  it("shows nothing before the clock's first start", () => {
    expect(playerLiveStatus(event(), BACKED, T0)).toEqual({ kind: "not_started" });
  });

  it("once started: the console's level and blinds, the stack in big blinds, no rank before chips are counted", () => {
    const s = run(event(), [{ type: "start" }, T0]);
    expect(playerLiveStatus(s, BACKED, T0 + 1000)).toEqual({
      kind: "playing",
      name: "Player 5",
      chips: 10_000,
      bigBlinds: 200,
      rank: null,
      currentLevel: 1,
      smallBlind: 25,
      bigBlind: 50,
      ante: 0,
      remainingMs: LEVEL_DURATION_MS - 1000,
      breakRemainingMs: null,
      clockStatus: "running",
      playersLeft: 9,
      totalPlayers: 9,
    });
  });

  it("follows the clock across levels by itself, on the console's schedule (level 4 has no ante there)", () => {
    const s = run(event(), [{ type: "start" }, T0]);
    const at = playerLiveStatus(s, BACKED, T0 + 3 * LEVEL_DURATION_MS + 5000);
    expect(at).toMatchObject({ currentLevel: 4, smallBlind: 100, bigBlind: 200, ante: 0, bigBlinds: 50 });
    // paused: the level stays where the pause left it
    const paused = run(s, [{ type: "pause" }, T0 + LEVEL_DURATION_MS + 1]);
    expect(playerLiveStatus(paused, BACKED, T0 + 10 * LEVEL_DURATION_MS)).toMatchObject({
      currentLevel: 2,
      bigBlind: 100,
      clockStatus: "paused",
      remainingMs: LEVEL_DURATION_MS - 1,
    });
  });

  it("ranks by chips among the players still in; equal stacks share the better rank", () => {
    const s = run(event(), [{ type: "start" }, T0], [{ type: "chips", counts: { r1: "30,000", r2: "12,500", r5: "12,500", r3: "5000" } }, T0 + 1000]);
    expect(playerLiveStatus(s, BACKED, T0 + 2000)).toMatchObject({ kind: "playing", chips: 12_500, bigBlinds: 250, rank: 2, playersLeft: 9 });
    expect(playerLiveStatus(s, 102, T0 + 2000)).toMatchObject({ rank: 2 });
    expect(playerLiveStatus(s, 103, T0 + 2000)).toMatchObject({ rank: 9 });
    // an eliminated big stack no longer counts above anyone
    const after = run(s, [eliminate("r1"), T0 + 3000]);
    expect(playerLiveStatus(after, BACKED, T0 + 4000)).toMatchObject({ rank: 1, playersLeft: 8 });
  });

  it("out of the money: eliminated 9th pays nothing", () => {
    const s = run(event(), [{ type: "start" }, T0], [eliminate("r5"), T0 + 1000]);
    expect(playerLiveStatus(s, BACKED, T0 + 2000)).toMatchObject({ kind: "eliminated", name: "Player 5", position: 9, prizeCents: 0, playersLeft: 8 });
  });

  it("in the money: eliminated 2nd pays 37.5% of 9 x $500 from the scaled table; the winner gets the rest at finish", () => {
    const others = ["w1", "r1", "r2", "r3", "r4", "r6", "r7"];
    let s = run(event(), [{ type: "start" }, T0]);
    others.forEach((id, i) => (s = applyAction(s, eliminate(id), T0 + 1000 * (i + 1))));
    expect(playerLiveStatus(s, BACKED, T0 + 9000)).toMatchObject({ kind: "playing", playersLeft: 2 });
    s = applyAction(s, eliminate("r5"), T0 + 10_000);
    expect(playerLiveStatus(s, BACKED, T0 + 11_000)).toMatchObject({ kind: "eliminated", position: 2, prizeCents: 1687_50, playersLeft: 1 });
    expect(playerLiveStatus(s, 108, T0 + 11_000)).toMatchObject({ kind: "won", name: "Player 8", position: 1, prizeCents: 2812_50 });
  });

  it("a user without a seat (or a walk-in's missing user) is not seated, with the table's facts still known", () => {
    const s = run(event(), [{ type: "start" }, T0]);
    expect(playerLiveStatus(s, 999, T0)).toEqual({
      kind: "not_seated",
      currentLevel: 1,
      smallBlind: 25,
      bigBlind: 50,
      ante: 0,
      remainingMs: LEVEL_DURATION_MS,
      breakRemainingMs: null,
      clockStatus: "running",
      playersLeft: 9,
      totalPlayers: 9,
    });
  });
});
