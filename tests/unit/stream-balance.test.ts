import { describe, expect, it } from "vitest";
import { SHED_PER_TICK, shareOut, streamsToShed } from "../../src/server/http/stream-balance";

describe("how many streams an instance hands over (decision 245)", () => {
  it("never hands any over alone", () => {
    expect(streamsToShed(1_700, [])).toBe(0);
  });

  it("hands over its excess over the fair share to a restarted peer, at most SHED_PER_TICK a tick", () => {
    expect(streamsToShed(1_700, [0])).toBe(SHED_PER_TICK);
    expect(streamsToShed(900, [800])).toBe(0);
    // 1,000 and 600 of 1,600: fair 800, excess 200 over a slack of 80
    expect(streamsToShed(1_000, [600], 1_000)).toBe(200);
  });

  it("moves nobody for an excess within the slack: 20 streams, or a tenth of the fair share", () => {
    expect(streamsToShed(30, [10])).toBe(0); // fair 20, excess 10
    expect(streamsToShed(50, [0])).toBe(25); // fair 25, excess 25 over 20
    expect(streamsToShed(1_050, [950])).toBe(0); // fair 1,000, excess 50 within 100
    expect(streamsToShed(1_150, [850])).toBe(SHED_PER_TICK); // excess 150 over 100
  });

  it("shares with every live peer", () => {
    // 900 over three: fair 300
    expect(streamsToShed(900, [0, 0], 1_000)).toBe(600);
    expect(streamsToShed(300, [600, 0])).toBe(0);
  });
});

describe("which hubs hand the streams over (decision 245)", () => {
  it("takes from each kind in proportion to what it holds, so the lighter instance gets the same mix", () => {
    expect(shareOut(100, [1_200, 500])).toEqual([71, 29]);
    expect(shareOut(10, [5, 5])).toEqual([5, 5]);
  });

  it("gives the rounding's remainder to the kinds that hold the most, never more than a hub holds", () => {
    expect(shareOut(3, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(shareOut(2, [1, 0, 4])).toEqual([0, 0, 2]);
    expect(shareOut(10, [2, 3])).toEqual([2, 3]);
  });

  it("takes nothing from nothing", () => {
    expect(shareOut(10, [0, 0])).toEqual([0, 0]);
    expect(shareOut(0, [4, 4])).toEqual([0, 0]);
  });
});
