import { describe, expect, it } from "vitest";
import { baggedIn, day2Field, type BaggedFlight } from "@core/live/prizes/flight-day2";
import { flightsPaidInCents } from "@core/live/prizes/flight-pool";
import { clockPoolCents } from "@core/live/prizes/prize-pool";
import { seatedPlayers } from "@core/live/actions/initial-state";

/** A bagged flight: players named by `bags` (userId given for registered ones), each bagged as listed. */
function flight(flightId: number, name: string, bags: [string, number, number | null][]): BaggedFlight {
  const players = seatedPlayers(
    bags.map(([n, , userId], i) => ({ id: `r${flightId}${i}`, name: n, userId })),
    25_000,
  );
  return { flightId, name, state: { players, bags: Object.fromEntries(players.map((p, i) => [p.id, bags[i][1]])) } };
}

describe("Day 2 from the flights' bags (decision 242)", () => {
  // the worked case: 40 bags from 1A and 50 from 1B, 12,000,000 chips; P bagged 12,000 in 1A and 30,500 in 1B
  const others = (prefix: string, n: number, big: number | null) =>
    Array.from({ length: n }, (_, i): [string, number, number | null] => [`${prefix} ${i}`, i === 0 && big ? big : 135_000, null]);
  const a = flight(1, "Day 1A", [["P", 12_000, 7], ...others("A", 39, null)]);
  const b = flight(2, "Day 1B", [...others("B", 49, 212_500), ["P", 30_500, 7]]);

  it("best-stack keeps each player's largest bag: 89 players, 11,988,000 chips, P with 30,500", () => {
    const day2 = day2Field("best-stack", [a, b]);
    expect(day2.entrants).toHaveLength(89);
    expect(day2.chips).toBe(11_988_000);
    expect(day2.entrants.filter((e) => e.userId === 7)).toMatchObject([{ chips: 30_500, flight: "Day 1B", id: "f2-r249" }]);
    expect(day2.removed).toEqual([{ name: "P", chips: 12_000, flight: "Day 1A" }]);
  });

  it("matches registered players by account and walk-ins by name, never a registered player to a walk-in of that name", () => {
    const x = flight(1, "1A", [
      ["Ann Lee", 50_000, null],
      ["Bo", 40_000, 3],
    ]);
    const y = flight(2, "1B", [
      [" ann  LEE ", 60_000, null],
      ["Bo", 10_000, 4],
    ]);
    const day2 = day2Field("best-stack", [x, y]);
    expect(day2.entrants.map((e) => [e.name, e.chips])).toEqual([
      [" ann  LEE ", 60_000],
      ["Bo", 40_000],
      ["Bo", 10_000],
    ]);
  });

  it("first-stack keeps every bag, and names the flight a player bagged in", () => {
    const x = flight(1, "1A", [["Cy", 50_000, 9]]);
    const y = flight(2, "1B", [["Di", 20_000, 10]]);
    expect(day2Field("first-stack", [x, y]).entrants).toHaveLength(2);
    expect(baggedIn([x, y], { userId: 9, name: "whoever" })).toBe("1A");
    expect(baggedIn([x, y], { userId: null, name: "di" })).toBeNull();
    expect(baggedIn([x, y], { userId: 11, name: "Cy" })).toBeNull();
  });

  it("an eliminated player has no bag and does not advance", () => {
    const x = flight(1, "1A", [
      ["Ed", 50_000, 1],
      ["Fa", 30_000, 2],
    ]);
    x.state.players[1].isEliminated = true;
    expect(day2Field("best-stack", [x]).entrants.map((e) => e.name)).toEqual(["Ed"]);
  });

  it("one pool: entries x buy-in over the flights with rebuys at their price, then the guarantee", () => {
    const pool = (n: number) => ({ kind: "sponsor" as const, totalPlayers: n, buyInCents: 50_000, payoutPercent: 100, guaranteedPrizePoolCents: null });
    expect(flightsPaidInCents([pool(240), pool(360)])).toBe(30_000_000);
    const withRebuys = {
      ...pool(10),
      rebuys: { kind: "rebuy" as const, untilLevel: 4, maxPerPlayer: 2, priceCents: 40_000, chips: 20_000 },
      entries: [{ kind: "rebuy" as const, playerId: "x", at: 1 }],
    };
    expect(flightsPaidInCents([withRebuys])).toBe(10 * 50_000 + 40_000);
    // Day 2: its players paid in their flights; the guarantee holds when more
    const day2 = { ...pool(89), flightPoolCents: 30_000_000, guaranteedPrizePoolCents: 25_000_000 };
    expect(clockPoolCents(day2)).toBe(30_000_000);
    expect(clockPoolCents({ ...day2, guaranteedPrizePoolCents: 40_000_000 })).toBe(40_000_000);
    // a flight's clock shows the combined pool: the other flights' money beside its own
    expect(clockPoolCents({ ...pool(240), flightPoolCents: 18_000_000, flight: { eventId: 1, eventName: "E", name: "1A" } })).toBe(30_000_000);
  });
});
