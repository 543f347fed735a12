import { bulletsUsedAcrossFlights, unusedBulletRefundCents, unusedBullets } from "@core/bullets";
import { bulletKind } from "@core/campaign-rules";
import { flightBulletsDisclosure, MULTI_FLIGHT_DISCLOSURE } from "@core/invest-limits";
import { describe, expect, it } from "vitest";

// decision 242, addendum "bullets per flight entry"
type Clock = Parameters<typeof bulletsUsedAcrossFlights>[0][number];
const seat = (id: string, userId: number | null, name = id) => ({ id, userId, name }) as Clock["players"][number];
const clock = (players: Clock["players"], rebuys: string[] = [], addons: string[] = []): Clock => ({
  players,
  entries: [
    ...rebuys.map((playerId, at) => ({ playerId, kind: "rebuy" as const, at })),
    ...addons.map((playerId, at) => ({ playerId, kind: "addon" as const, at })),
  ],
});

describe("bullets used across a multi-flight event's flights", () => {
  const P = 7;
  it("counts each flight the player played, by account, with the rebuys on its clock, not add-ons", () => {
    const a = clock([seat("1", P), seat("2", 8)], ["2"]);
    const b = clock([seat("9", 8), seat("4", P)], ["4"], ["4"]);
    expect(bulletsUsedAcrossFlights([a], null, P)).toBe(1);
    expect(bulletsUsedAcrossFlights([a, b], null, P)).toBe(3);
    expect(bulletsUsedAcrossFlights([a, b], null, 8)).toBe(3);
    // a walk-in typed with the same name is nobody's account; a player who played no flight fired nothing
    expect(bulletsUsedAcrossFlights([clock([seat("1", null, "P")])], null, P)).toBe(0);
    expect(bulletsUsedAcrossFlights([], null, P)).toBe(0);
  });

  it("Day 2 seats bags, not entries: only a rebuy on its clock adds a bullet", () => {
    const a = clock([seat("1", P)]);
    const day2 = clock([seat("f1-1", P), seat("f1-2", 8)], ["f1-1", "f1-2"]);
    expect(bulletsUsedAcrossFlights([a], clock([seat("f1-1", P)]), P)).toBe(1);
    expect(bulletsUsedAcrossFlights([a], day2, P)).toBe(2);
  });

  it("the issue's case: 2 bullets, the player plays 1A only: half of each stake comes back; 1A and 1B: nothing", () => {
    const terms = { buyInCents: 500_00, bullets: 2, rebuyPriceCents: null };
    const a = clock([seat("1", P)]);
    const b = clock([seat("3", P)]);
    const onlyA = bulletsUsedAcrossFlights([a, clock([seat("2", 8)])], null, P);
    expect(unusedBullets(2, onlyA)).toBe(1);
    expect(unusedBulletRefundCents(100_00, terms, onlyA)).toBe(50_00);
    expect(unusedBulletRefundCents(33_33, terms, onlyA)).toBe(16_66);
    expect(unusedBulletRefundCents(100_00, terms, bulletsUsedAcrossFlights([a, b], null, P))).toBe(0);
  });
});

describe("which events let a campaign fund more than 1 bullet", () => {
  it("a single event needs rebuys; a multi-flight event needs none, but its rebuys, if any, cost the buy-in", () => {
    expect(bulletKind({ buyInCents: 500_00, rebuyPriceCents: null, multiFlight: false })).toBeNull();
    expect(bulletKind({ buyInCents: 500_00, rebuyPriceCents: 300_00, multiFlight: false })).toBe("entries");
    expect(bulletKind({ buyInCents: 500_00, rebuyPriceCents: null, multiFlight: true })).toBe("flights");
    expect(bulletKind({ buyInCents: 500_00, rebuyPriceCents: 500_00, multiFlight: true })).toBe("flights");
    expect(bulletKind({ buyInCents: 500_00, rebuyPriceCents: 300_00, multiFlight: true })).toBeNull();
  });

  it("says before the sale what the bullets cover, beside the multi-flight notice", () => {
    expect(MULTI_FLIGHT_DISCLOSURE).toBe("A multi-flight event: your share follows the player's advancing stack to the end.");
    expect(flightBulletsDisclosure(3)).toBe(
      "Up to 3 flight entries: the money for the ones the player does not use is refunded to the backers pro rata at settlement.",
    );
  });
});
