import { toCents } from "@core/money";
import { describe, expect, it } from "vitest";
import { injectAs, setupTestApp } from "../helpers";

// A freeroll (buy-in $0) has no min-cash multiple to apply: the tool reports what its table actually pays last,
// not the $1 floor the generator uses as a rounding guard.
const ctx = setupTestApp();

const call = (payload: Record<string, unknown>) => injectAs(ctx.app, null, { method: "POST", url: "/api/tools/payouts", payload });

describe("POST /api/tools/payouts for a freeroll", () => {
  it("a $1,000 guarantee over 100 entrants: 15 places, the min cash is the 15th place's $21, whatever multiple is sent", async () => {
    for (const extra of [{}, { minCashMultiple: 2 }]) {
      const res = await call({ entries: 100, buyIn: 0, guarantee: "1000", ...extra });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.pool).toBe("1000.00");
      expect(body.places).toHaveLength(15);
      expect(body.places.at(-1)).toEqual({ place: 15, amount: "21.00" });
      expect(body.minCash).toBe("21.00");
      expect(body.places.reduce((s: number, p: { amount: string }) => s + toCents(p.amount)!, 0)).toBe(1000_00);
    }
  });

  it("a guarantee too small for every place still reports what the last place gets; no pool, no min cash", async () => {
    expect((await call({ entries: 100, buyIn: 0, guarantee: 5 })).json()).toMatchObject({ minCash: "1.00", placesAsked: 15 });
    expect((await call({ entries: 3, buyIn: 0, guarantee: "2.50" })).json()).toMatchObject({ places: [{ place: 1, amount: "2.50" }], minCash: "2.50" });
    expect((await call({ entries: 10, buyIn: 0 })).json()).toMatchObject({ pool: "0.00", places: [{ place: 1, amount: "0.00" }], minCash: "0.00" });
  });

  it("an event with a buy-in keeps the multiple's floor", async () => {
    expect((await call({ entries: 100, buyIn: "100" })).json().minCash).toBe("150.00");
  });
});
