import { describe, expect, it } from "vitest";
import { recordOfRoi } from "@core/fair-price";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { clockEntries, entriesCostCents, playerRoi, roiBasisShort, roiBasisText, roiOf, roiText } from "@core/player-roi";
import { playerRating } from "@core/rating";

describe("one ROI for a player", () => {
  it("counts every entry the clock recorded: $100 buy-in, a $100 rebuy and a $100 add-on are $300 in", () => {
    const state = {
      buyInCents: 10_000,
      rebuys: { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, priceCents: 10_000, chips: 20_000 },
      addOn: { priceCents: 10_000, chips: 30_000 },
      entries: [
        { playerId: "p1", kind: "rebuy", at: 1 },
        { playerId: "p2", kind: "rebuy", at: 2 },
        { playerId: "p1", kind: "addon", at: 3 },
      ],
    } as Pick<LiveStoredState, "buyInCents" | "rebuys" | "addOn" | "entries">;
    const mine = clockEntries(state, "p1");
    expect(mine).toEqual({ buyInCents: 10_000, rebuys: 1, rebuyPriceCents: 10_000, addOns: 1, addOnPriceCents: 10_000 });
    expect(entriesCostCents(mine)).toBe(30_000);
    // the walk: the deal paid her $664.87. The page showed +564.9% (the buy-in alone); about +122% is real
    expect(roiOf(10_000, 66_487)).toBe(564.9);
    expect(roiOf(entriesCostCents(mine), 66_487)).toBe(121.6);
    // no rebuys in the event: the buy-in only
    expect(entriesCostCents(clockEntries({ buyInCents: 10_000, rebuys: null, addOn: null, entries: [] }, "p1"))).toBe(10_000);
  });

  it("the card's figure is the ROI, not the 0-100 rating: 75 is +111.4% for the same self-reported events", () => {
    const events = [
      { verified: false, inCents: 100_000, outCents: 422_800 },
      { verified: false, inCents: 100_000, outCents: 0 },
    ];
    expect(playerRating({ closedCount: 2, cashedCount: 1, winningsCents: 422_800, buyInsCents: 200_000 })).toBe(75);
    const roi = playerRoi(events);
    expect(roi).toEqual({ roi: 111.4, basis: "self-reported", events: 2, inCents: 200_000, outCents: 422_800 });
    // the dialog's record says the same
    expect(recordOfRoi(roi)).toEqual({ events: 2, roiPercent: "111.4", smallSample: true });
    expect(roiText(roi.roi)).toBe("+111.4%");
  });

  it("rests on the verified events when there are any, never summed with typed results", () => {
    const roi = playerRoi([
      { verified: true, inCents: 30_000, outCents: 66_487 },
      { verified: false, inCents: 100_000, outCents: 1_000_000 },
    ]);
    expect(roi).toMatchObject({ roi: 121.6, basis: "verified", events: 1 });
    expect(roiBasisShort(roi)).toBe("from 1 verified event");
    expect(roiBasisText(roi)).toBe("from 1 verified event: $300 in, $664.87 out");
  });

  it("says the basis as the issue asks: from 7 verified events, $700 in, $1,555 out", () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({ verified: true, inCents: 10_000, outCents: i === 0 ? 155_500 : 0 }));
    const roi = playerRoi(seven);
    expect(roiBasisText(roi)).toBe("from 7 verified events: $700 in, $1,555 out");
    expect(roi.roi).toBe(122.1);
  });

  it("rounds half away from zero, exactly; no events: no figure", () => {
    expect(roiOf(200_000, 200_100)).toBe(0.1);
    expect(roiOf(200_000, 199_900)).toBe(-0.1);
    expect(roiOf(250_000, 249_900)).toBe(0);
    expect(roiOf(100_000, 0)).toBe(-100);
    expect(roiOf(0, 100)).toBeNull();
    expect(playerRoi([])).toEqual({ roi: null, basis: null, events: 0, inCents: 0, outCents: 0 });
    expect(roiText(null)).toBe("—");
    expect(roiText(0)).toBe("0.0%");
    expect(roiBasisText(playerRoi([]))).toBe("No closed events yet");
  });
});
