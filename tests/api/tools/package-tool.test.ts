import { describe, expect, it } from "vitest";
import { TOOL_RATE_LIMIT_MAX } from "../../../src/server/tools/tool-rate-limit";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();
const pkg = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/tools/package", payload: payload as object });
const worked = (skipped?: number) => ["0", "0", "3500", "0", "1500"].map((cash, i) => ({ buyIn: "1000", cash, played: i + 1 !== skipped }));

describe("POST /api/tools/package (decision 232)", () => {
  it("5 events of $1,000 at 1.2: 10% costs $600 and $5,000 of cashes pay $500, without a session", async () => {
    const res = await pkg({ percent: "10", markup: "1.2", events: worked() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: "600.00", payout: "500.00", refund: "0.00" });
    // 1% costs $60
    expect((await pkg({ percent: 1, markup: 1.2, events: worked() })).json().price).toBe("60.00");
  });

  it("event 4 not played: refund $120 (10% x $1,000 x 1.2), payout still $500", async () => {
    const res = await pkg({ percent: "10", markup: "1.20", events: worked(4) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: "600.00", payout: "500.00", refund: "120.00" });
  });

  it("cash and played default to 0 and true; 30 events at 100% and 1.50 are taken", async () => {
    const res = await pkg({ percent: "0.01", markup: "1.00", events: [{ buyIn: "1000" }, { buyIn: "1000" }] });
    expect(res.json()).toEqual({ price: "0.20", payout: "0.00", refund: "0.00" });
    const thirty = await pkg({ percent: "100", markup: "1.5", events: Array.from({ length: 30 }, () => ({ buyIn: "100", cash: "10" })) });
    expect(thirty.json()).toEqual({ price: "4500.00", payout: "300.00", refund: "0.00" });
  });

  const events = (n: number) => Array.from({ length: n }, () => ({ buyIn: "1000" }));
  const EVENTS = "events must be a list of 2 to 30 events { buyIn, cash?, played? }";
  const PERCENT = "percent must be a number from 0.01 to 100, with at most 2 decimals";
  it.each([
    [{ percent: "10", markup: "1.2", events: events(31) }, EVENTS],
    [{ percent: "10", markup: "1.2", events: events(1) }, EVENTS],
    [{ percent: "10", markup: "1.2", events: "five" }, EVENTS],
    [{ percent: "10", markup: "1.2", events: [1, 2] }, EVENTS],
    [{ percent: "0", markup: "1.2", events: events(2) }, PERCENT],
    [{ percent: "100.01", markup: "1.2", events: events(2) }, PERCENT],
    [{ percent: "10.001", markup: "1.2", events: events(2) }, PERCENT],
    [{ percent: -5, markup: "1.2", events: events(2) }, PERCENT],
    [{ percent: "ten", markup: "1.2", events: events(2) }, PERCENT],
    [{ percent: "10", markup: "1.51", events: events(2) }, "markup: Markup must be between 1.00 and 1.50"],
    [{ percent: "10", markup: "0.9", events: events(2) }, "markup: Markup must be between 1.00 and 1.50"],
    [{ percent: "10", markup: null, events: events(2) }, "markup: Markup must be between 1.00 and 1.50"],
    [
      { percent: "10", markup: "1.2", events: [{ buyIn: "0" }, { buyIn: "1" }] },
      'buyIn must be a dollar amount from $0.01 to $10,000,000, like "30" or "30.00"',
    ],
    [
      { percent: "10", markup: "1.2", events: [{ buyIn: "1" }, { buyIn: "1", cash: "-1" }] },
      'cash must be a dollar amount from $0 to $100,000,000, like "30" or "30.00"',
    ],
    [{ percent: "10", markup: "1.2", events: [{ buyIn: "1" }, { buyIn: "1", played: "no" }] }, "played must be true or false"],
    [{ percent: "10", markup: "1.2", events: [{ buyIn: "1" }, { buyIn: "1", played: false, cash: "5" }] }, "events[1]: an event not played cannot cash"],
    [
      { percent: "10", markup: "1.2", events: [{ buyIn: "6000000" }, { buyIn: "4000000.01" }] },
      "events: the package's buy-in (the sum, $10,000,000.01) cannot exceed $10,000,000",
    ],
  ])("400 naming the field: %j", async (body, message) => {
    const res = await pkg(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("odd bodies are refused, never a 5xx", async () => {
    for (const body of [
      null,
      [],
      "x",
      {},
      { percent: 1e308, markup: 1e308, events: [{ buyIn: 1e308, cash: 1e308 }, { buyIn: -1e308 }] },
      { percent: {}, markup: [], events: {} },
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/tools/package",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await pkg({
      percent: "100",
      markup: "1.5",
      events: Array.from({ length: 30 }, (_, i) => ({ buyIn: i < 2 ? "5000000" : "0.01", cash: "100000000" })),
    });
    expect(huge.statusCode).toBe(400);
    const most = await pkg({
      percent: "100",
      markup: "1.5",
      events: [
        { buyIn: "5000000", cash: "100000000" },
        { buyIn: "5000000", cash: "100000000" },
      ],
    });
    expect(most.json()).toEqual({ price: "15000000.00", payout: "200000000.00", refund: "0.00" });
  });

  it("is rate-limited per address: 429 past the limit", async () => {
    const body = { percent: "10", markup: "1.2", events: worked() };
    let last = 200;
    for (let i = 0; i <= TOOL_RATE_LIMIT_MAX && last !== 429; i++) last = (await pkg(body)).statusCode;
    expect(last).toBe(429);
    expect((await pkg(body)).json().message).toMatch(/^Too many calculations\. Please try again in /);
  });
});
