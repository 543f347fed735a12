import { describe, expect, it } from "vitest";
import { satellitePlaceCount, satellitePrizes, satelliteSeats } from "@core/live/prizes/satellite";
import { eventPrizePool } from "@core/live/prizes/prize-pool";

const cash = (p: ReturnType<typeof satellitePrizes>) => p.places.map((x) => x.cashCents);
const seatsOf = (p: ReturnType<typeof satellitePrizes>) => p.places.filter((x) => x.seat).length;

describe("satellites (issue 41, decision 232)", () => {
  const steps = (entries: number) =>
    satellitePrizes({ poolCents: eventPrizePool(entries, 30_00, null), seatValueCents: 300_00, rest: "steps", stepCents: 60_00 });

  it("25 entries x $30, $300 seats, $60 steps: 2 seats, then $60, $60, $30", () => {
    const p = steps(25);
    expect(p.seats).toBe(2);
    expect(p.restCents).toBe(150_00);
    expect(p.places).toEqual([
      { place: 1, seat: true, cashCents: 0 },
      { place: 2, seat: true, cashCents: 0 },
      { place: 3, seat: false, cashCents: 60_00 },
      { place: 4, seat: false, cashCents: 60_00 },
      { place: 5, seat: false, cashCents: 30_00 },
    ]);
  });

  it("26 entries: 2 seats, $60, $60, $60", () => {
    const p = steps(26);
    expect([p.seats, seatsOf(p)]).toEqual([2, 2]);
    expect(cash(p)).toEqual([0, 0, 60_00, 60_00, 60_00]);
  });

  it("27 entries: 2 seats, $60, $60, $60, $30", () => {
    const p = steps(27);
    expect(p.seats).toBe(2);
    expect(cash(p)).toEqual([0, 0, 60_00, 60_00, 60_00, 30_00]);
  });

  it("$4,850 with $777 seats, shared: 6 seats and $188 shared, $31.35 to 1st and $31.33 to each other seat", () => {
    const p = satellitePrizes({ poolCents: 4850_00, seatValueCents: 777_00, rest: "shared" });
    expect(p.seats).toBe(6);
    expect(p.restCents).toBe(188_00);
    expect(p.places.every((x) => x.seat)).toBe(true);
    expect(cash(p)).toEqual([31_35, 31_33, 31_33, 31_33, 31_33, 31_33]);
    expect(cash(p).reduce((a, b) => a + b, 0)).toBe(188_00);
  });

  it("a pool below one seat: no seat, the whole pool in cash by the rule", () => {
    const s = satellitePrizes({ poolCents: 250_00, seatValueCents: 300_00, rest: "steps", stepCents: 60_00 });
    expect(s.seats).toBe(0);
    expect(s.places.every((x) => !x.seat)).toBe(true);
    expect(cash(s)).toEqual([60_00, 60_00, 60_00, 60_00, 10_00]);
    const sh = satellitePrizes({ poolCents: 250_00, seatValueCents: 300_00, rest: "shared" });
    expect(sh).toEqual({ seats: 0, restCents: 250_00, places: [{ place: 1, seat: false, cashCents: 250_00 }] });
  });

  it("an exact number of seats leaves no cash place, and shared seats get $0.00", () => {
    expect(cash(satellitePrizes({ poolCents: 900_00, seatValueCents: 300_00, rest: "steps", stepCents: 60_00 }))).toEqual([0, 0, 0]);
    expect(cash(satellitePrizes({ poolCents: 900_00, seatValueCents: 300_00, rest: "shared" }))).toEqual([0, 0, 0]);
  });

  it("zero entries: no pool, no seat, no place", () => {
    expect(satellitePrizes({ poolCents: eventPrizePool(0, 30_00, null), seatValueCents: 300_00, rest: "steps", stepCents: 60_00 })).toEqual({
      seats: 0,
      restCents: 0,
      places: [],
    });
    expect(satellitePrizes({ poolCents: 0, seatValueCents: 300_00, rest: "shared" }).places).toEqual([]);
    expect(satelliteSeats(0, 0)).toBe(0);
  });

  it("the cash sums exactly to the rest, and the place count is known before building them", () => {
    for (const [pool, seat, step] of [
      [4850_00, 777_00, 1_00],
      [123_457, 10_001, 333],
      [1_000_000_00, 999_99, 17_77],
      [5_00, 1_00, 3_00],
    ]) {
      for (const rest of ["steps", "shared"] as const) {
        const p = satellitePrizes({ poolCents: pool, seatValueCents: seat, rest, stepCents: step });
        expect(
          cash(p).reduce((a, b) => a + b, 0),
          `${pool}/${seat}/${rest}`,
        ).toBe(p.restCents);
        expect(p.seats * seat + p.restCents).toBe(pool);
        expect(satellitePlaceCount({ poolCents: pool, seatValueCents: seat, rest, stepCents: step })).toBe(p.places.length);
        expect(p.places.map((x) => x.place)).toEqual(p.places.map((_, i) => i + 1));
      }
    }
  });

  it("steps without a step is a defect the contract keeps out", () => {
    expect(() => satellitePrizes({ poolCents: 750_00, seatValueCents: 300_00, rest: "steps" })).toThrow(/step/);
  });
});
