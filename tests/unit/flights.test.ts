import { describe, expect, it } from "vitest";
import { flightsDay2, flightsPoolCents, impossibleBag, type Flight } from "@core/live/prizes/flights";

/** n bags totalling `total` chips, the first one P's when `p` is given. */
function bags(prefix: string, n: number, total: number, p?: number) {
  const out = p === undefined ? [] : [{ player: "P", chips: p }];
  const rest = total - (p ?? 0);
  const count = n - out.length;
  for (let i = 0; i < count; i++) out.push({ player: `${prefix}-${i + 1}`, chips: Math.floor(rest / count) + (i < rest % count ? 1 : 0) });
  return out;
}

// 40 bags in 1A and 50 in 1B, 12,000,000 chips in all; P bagged 12,000 in 1A and 30,500 in 1B
const worked: Flight[] = [
  { name: "1A", entries: 240, buyInCents: 500_00, bags: bags("a", 40, 5_000_000, 12_000) },
  { name: "1B", entries: 360, buyInCents: 500_00, bags: bags("b", 50, 7_000_000, 30_500) },
];

describe("multi-flight events (issue 41, decision 232)", () => {
  it("1A 240 entries and 1B 360 at $500: a pool of $300,000", () => {
    expect(flightsPoolCents(worked, null)).toBe(300_000_00);
    expect(flightsPoolCents(worked, 250_000_00)).toBe(300_000_00);
    expect(flightsPoolCents(worked, 400_000_00)).toBe(400_000_00);
  });

  it("best-stack: Day 2 has 89 players and 11,988,000 chips, P with 30,500 from 1B; the 1A bag is removed, not added", () => {
    const total = worked.flatMap((f) => f.bags).reduce((s, b) => s + b.chips, 0);
    expect(total).toBe(12_000_000);
    const day2 = flightsDay2("best-stack", worked);
    expect(day2.poolCents).toBe(300_000_00);
    expect(day2.players).toBe(89);
    expect(day2.chips).toBe(11_988_000);
    expect(day2.advancing.filter((b) => b.player === "P")).toEqual([{ player: "P", chips: 30_500, flight: "1B" }]);
    expect(day2.removed).toEqual([{ player: "P", chips: 12_000, flight: "1A" }]);
    expect(impossibleBag("best-stack", worked)).toBeNull();
  });

  it("first-stack: P's 1B bag cannot exist, and is refused naming P and 1A", () => {
    expect(impossibleBag("first-stack", worked)).toEqual({ flight: 1, bag: 0, player: "P", firstFlight: "1A", sameFlight: false });
    const fixed = [worked[0], { ...worked[1], bags: worked[1].bags.slice(1) }];
    expect(impossibleBag("first-stack", fixed)).toBeNull();
    const day2 = flightsDay2("first-stack", fixed);
    expect([day2.players, day2.chips, day2.removed]).toEqual([89, 11_969_500, []]);
  });

  it("a player bagging twice in one flight is refused by either rule; names match without case or extra spaces", () => {
    const flights = [
      {
        name: "1A",
        entries: 10,
        buyInCents: 100_00,
        bags: [
          { player: "Ann Lee", chips: 10 },
          { player: " ann  lee ", chips: 20 },
        ],
      },
    ];
    for (const rule of ["best-stack", "first-stack"] as const)
      expect(impossibleBag(rule, flights)).toEqual({ flight: 0, bag: 1, player: "ann  lee", firstFlight: "1A", sameFlight: true });
    // twice in a later flight is named as that flight's, not as the first bag's
    const later = [
      { ...flights[0], bags: [{ player: "Ann Lee", chips: 5 }] },
      { ...flights[0], name: "1B" },
    ];
    expect(impossibleBag("best-stack", later)).toEqual({ flight: 1, bag: 1, player: "ann  lee", firstFlight: "1B", sameFlight: true });
  });

  it("orders Day 2 by chips, equal bags in flight order; a tie between one player's bags keeps the earlier", () => {
    const day2 = flightsDay2("best-stack", [
      {
        name: "1A",
        entries: 3,
        buyInCents: 1_00,
        bags: [
          { player: "x", chips: 50 },
          { player: "y", chips: 70 },
        ],
      },
      {
        name: "1B",
        entries: 3,
        buyInCents: 1_00,
        bags: [
          { player: "z", chips: 70 },
          { player: "X", chips: 50 },
        ],
      },
    ]);
    expect(day2.advancing).toEqual([
      { player: "y", chips: 70, flight: "1A" },
      { player: "z", chips: 70, flight: "1B" },
      { player: "x", chips: 50, flight: "1A" },
    ]);
    expect(day2.removed).toEqual([{ player: "X", chips: 50, flight: "1B" }]);
  });

  it("one flight with no bags: the pool alone", () => {
    expect(flightsDay2("best-stack", [{ name: "1A", entries: 1, buyInCents: 1_00, bags: [] }])).toEqual({
      poolCents: 1_00,
      players: 0,
      chips: 0,
      advancing: [],
      removed: [],
    });
  });
});
