import { toCents } from "@core/money";
import { describe, expect, it } from "vitest";
import { injectAs, setupTestApp } from "../helpers";

const ctx = setupTestApp();

const call = (payload: unknown) => injectAs(ctx.app, null, { method: "POST", url: "/api/tools/payouts", payload: payload as Record<string, unknown> });
const cents = (amount: string) => toCents(amount)!;

describe("POST /api/tools/payouts", () => {
  it("answers { pool, places } without a session: 100 entries x $100, 15 places, standard", async () => {
    const res = await call({ entries: 100, buyIn: "100" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pool).toBe("10000.00");
    expect(body.places).toHaveLength(15);
    expect(body.places.slice(0, 3)).toEqual([
      { place: 1, amount: "2481.00" },
      { place: 2, amount: "1320.00" },
      { place: 3, amount: "929.00" },
    ]);
    expect(body.places.at(-1)).toEqual({ place: 15, amount: "306.00" });
    expect(body.minCash).toBe("150.00");
    expect(body.places.reduce((s: number, p: { amount: string }) => s + cents(p.amount), 0)).toBe(10_000_00);
  });

  it("takes the guarantee, the share paid, the min cash and the shape", async () => {
    const res = await call({ entries: 40, buyIn: 50, guarantee: "5000.01", paidPercent: 20, minCashMultiple: 2, shape: "top-heavy" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pool).toBe("5000.01");
    expect(body.places).toHaveLength(8);
    expect(cents(body.places.at(-1).amount)).toBeGreaterThanOrEqual(100_00);
    expect(body.places.reduce((s: number, p: { amount: string }) => s + cents(p.amount), 0)).toBe(5000_01);
    const amounts = body.places.map((p: { amount: string }) => cents(p.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it("a pool too small for every place's min cash pays fewer places and says how many were asked", async () => {
    const res = await call({ entries: 100, buyIn: 0, guarantee: 5 });
    expect(res.json()).toMatchObject({ pool: "5.00", placesAsked: 15, places: [1, 2, 3, 4, 5].map((place) => ({ place, amount: "1.00" })) });
  });

  it.each([
    [{ buyIn: 100 }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 0, buyIn: 100 }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 100_001, buyIn: 100 }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 2.5, buyIn: 100 }, "entries must be a whole number from 1 to 100,000"],
    [{ entries: 10 }, "buyIn must be a dollar amount from 0 to $1,000,000"],
    [{ entries: 10, buyIn: -1 }, "buyIn must be a dollar amount from 0 to $1,000,000"],
    [{ entries: 10, buyIn: "abc" }, "buyIn must be a dollar amount from 0 to $1,000,000"],
    [{ entries: 10, buyIn: 1_000_000.01 }, "buyIn must be a dollar amount from 0 to $1,000,000"],
    [{ entries: 10, buyIn: 100, guarantee: "lots" }, "guarantee must be a dollar amount from 0 to $100,000,000"],
    [{ entries: 10, buyIn: 100, paidPercent: 9 }, "paidPercent must be a number from 10 to 20"],
    [{ entries: 10, buyIn: 100, paidPercent: 21 }, "paidPercent must be a number from 10 to 20"],
    [{ entries: 10, buyIn: 100, minCashMultiple: 1.4 }, "minCashMultiple must be a number from 1.5 to 2 (times the buy-in)"],
    [{ entries: 10, buyIn: 100, minCashMultiple: 2.5 }, "minCashMultiple must be a number from 1.5 to 2 (times the buy-in)"],
    [{ entries: 10, buyIn: 100, shape: "steep" }, "shape must be flat, standard or top-heavy"],
  ])("%j is a 400 naming the field", async (payload, message) => {
    const res = await call(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
