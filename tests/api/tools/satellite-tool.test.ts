import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();
const satellite = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/tools/satellite", payload: payload as object });
const seat = (n: number) => Array.from({ length: n }, (_, i) => ({ place: i + 1, seat: true, cash: "0.00" }));
const cashPlaces = (from: number, amounts: string[]) => amounts.map((cash, i) => ({ place: from + i, seat: false, cash }));

describe("POST /api/tools/satellite (decision 232)", () => {
  it.each([
    [25, "750.00", ["60.00", "60.00", "30.00"]],
    [26, "780.00", ["60.00", "60.00", "60.00"]],
    [27, "810.00", ["60.00", "60.00", "60.00", "30.00"]],
  ])("%i entries at a 30 dollar buy-in, 300 dollar seats, 60 dollar steps, without a session", async (entries, pool, cash) => {
    const res = await satellite({ entries, buyIn: "30", seatValue: "300", rest: "steps", step: "60" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pool, seats: 2, places: [...seat(2), ...cashPlaces(3, cash)] });
  });

  it("a pool of $4,850 with $777 seats, shared: 6 seats, $31.35 to 1st and $31.33 to each other seat winner", async () => {
    const res = await satellite({ pool: "4,850", seatValue: "777.00", rest: "shared" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      pool: "4850.00",
      seats: 6,
      places: [{ place: 1, seat: true, cash: "31.35" }, ...[2, 3, 4, 5, 6].map((place) => ({ place, seat: true, cash: "31.33" }))],
    });
  });

  it("a pool below one seat: no seat, all cash by the rule; a guarantee counts by the event's pool rule", async () => {
    const steps = await satellite({ entries: 5, buyIn: 30, seatValue: 300, rest: "steps", step: 60 });
    expect(steps.json()).toEqual({ pool: "150.00", seats: 0, places: cashPlaces(1, ["60.00", "60.00", "30.00"]) });
    const shared = await satellite({ pool: "0.50", seatValue: "300", rest: "shared" });
    expect(shared.json()).toEqual({ pool: "0.50", seats: 0, places: cashPlaces(1, ["0.50"]) });
    const guaranteed = await satellite({ entries: 5, buyIn: "30", guarantee: "900", seatValue: "300", rest: "shared" });
    expect(guaranteed.json()).toEqual({ pool: "900.00", seats: 3, places: seat(3) });
    expect((await satellite({ pool: "0", seatValue: "300", rest: "shared" })).json()).toEqual({ pool: "0.00", seats: 0, places: [] });
  });

  it.each([
    [{ entries: 25, buyIn: "30", seatValue: "300", rest: "steps" }, "step is required when rest is steps: what each cash place after the seats gets"],
    [{ pool: "100", seatValue: "300", rest: "shared", step: "60" }, "step applies only when rest is steps"],
    [{ entries: 0, buyIn: "30", seatValue: "300", rest: "shared" }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 100_001, buyIn: "30", seatValue: "300", rest: "shared" }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 2.5, buyIn: "30", seatValue: "300", rest: "shared" }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: "25", buyIn: "30", seatValue: "300", rest: "shared" }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 25, buyIn: "-30", seatValue: "300", rest: "shared" }, 'buyIn must be a dollar amount from $0 to $1,000,000, like "30" or "30.00"'],
    [{ entries: 25, buyIn: "thirty", seatValue: "300", rest: "shared" }, 'buyIn must be a dollar amount from $0 to $1,000,000, like "30" or "30.00"'],
    [{ entries: 25, buyIn: "30.001", seatValue: "300", rest: "shared" }, 'buyIn must be a dollar amount from $0 to $1,000,000, like "30" or "30.00"'],
    [{ entries: 25, buyIn: 1e300, seatValue: "300", rest: "shared" }, 'buyIn must be a dollar amount from $0 to $1,000,000, like "30" or "30.00"'],
    [{ entries: 25, buyIn: "30", seatValue: "0", rest: "shared" }, 'seatValue must be a dollar amount from $0.01 to $10,000,000, like "30" or "30.00"'],
    [{ entries: 25, buyIn: "30", seatValue: "300", rest: "steps", step: "0" }, 'step must be a dollar amount from $0.01 to $1,000,000, like "30" or "30.00"'],
    [{ entries: 25, buyIn: "30", seatValue: "300", rest: "split" }, "rest must be steps or shared"],
    [{ pool: "100000001", seatValue: "300", rest: "shared" }, 'pool must be a dollar amount from $0 to $100,000,000, like "30" or "30.00"'],
    [{ entries: 25, seatValue: "300", rest: "shared" }, "buyIn: give either pool, or entries and buyIn"],
    [{ seatValue: "300", rest: "shared" }, "entries: give either pool, or entries and buyIn"],
    [{ pool: "750", entries: 25, buyIn: "30", seatValue: "300", rest: "shared" }, "pool: give either pool, or entries and buyIn, not both"],
    [{ pool: "1000000", seatValue: "1", rest: "shared" }, "seatValue: that pool would pay 1,000,000 places, at most 10,000"],
    [{ pool: "1000000", seatValue: "300000", rest: "steps", step: "0.01" }, "step: that pool would pay 10,000,003 places, at most 10,000"],
  ])("400 naming the field: %j", async (body, message) => {
    const res = await satellite(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("odd bodies are refused, never a 5xx", async () => {
    for (const body of [
      null,
      [],
      "x",
      42,
      {},
      { entries: -1e308, buyIn: {}, seatValue: [], rest: null },
      { pool: "1e9", seatValue: "1", rest: "steps", step: "1" },
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/tools/satellite",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("the largest field pays its seats in one answer", async () => {
    const res = await satellite({ entries: 100_000, buyIn: "1000000", seatValue: "10000000", rest: "steps", step: "1000000" });
    expect(res.statusCode).toBe(200);
    expect(res.json().seats).toBe(10_000);
    expect(res.json().pool).toBe("100000000000.00");
  });
});
