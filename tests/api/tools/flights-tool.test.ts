import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();
const flights = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/tools/flights", payload: payload as object });

/** n bags totalling `total` chips, the first P's `p` chips. */
function bags(prefix: string, n: number, total: number, p: number) {
  const out = [{ player: "P", chips: p }];
  const rest = total - p;
  for (let i = 0; i < n - 1; i++) out.push({ player: `${prefix}${i + 1}`, chips: Math.floor(rest / (n - 1)) + (i < rest % (n - 1) ? 1 : 0) });
  return out;
}
const worked = [
  { name: "1A", entries: 240, buyIn: "500", bags: bags("A", 40, 5_000_000, 12_000) },
  { name: "1B", entries: 360, buyIn: "500.00", bags: bags("B", 50, 7_000_000, 30_500) },
];

describe("POST /api/tools/flights (decision 232)", () => {
  it("best-stack: a $300,000 pool, 89 players and 11,988,000 chips on Day 2, P with 30,500 from 1B, without a session", async () => {
    const res = await flights({ rule: "best-stack", flights: worked });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.pool, body.players, body.chips]).toEqual(["300000.00", 89, 11_988_000]);
    expect(body.advancing).toHaveLength(89);
    expect(body.advancing.filter((b: { player: string }) => b.player === "P")).toEqual([{ player: "P", chips: 30_500, flight: "1B" }]);
    expect(body.removed).toEqual([{ player: "P", chips: 12_000, flight: "1A" }]);
    // largest first
    expect(body.advancing[0].chips).toBeGreaterThanOrEqual(body.advancing[88].chips);
  });

  it("a guarantee above the entries is the pool", async () => {
    const res = await flights({ rule: "best-stack", guarantee: "500,000", flights: worked });
    expect(res.json().pool).toBe("500000.00");
  });

  it("first-stack: P's 1B bag cannot exist, a 400 naming P; without it, every bag advances", async () => {
    const res = await flights({ rule: "first-stack", flights: worked });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("flights[1].bags[0]: P bagged in 1A, and under first-stack a player who bagged is refused in later flights");
    const fixed = await flights({ rule: "first-stack", flights: [worked[0], { ...worked[1], bags: worked[1].bags.slice(1) }] });
    expect(fixed.statusCode).toBe(200);
    expect([fixed.json().players, fixed.json().chips, fixed.json().removed]).toEqual([89, 11_969_500, []]);
  });

  const one = (f: object) => ({ rule: "best-stack", flights: [{ name: "1A", entries: 10, buyIn: "100", bags: [], ...f }] });
  it.each(
    (
      [
        [{ rule: "best", flights: [] }, "rule must be best-stack or first-stack"],
        [{ rule: "best-stack", flights: [] }, "flights must be a list of 1 to 20 flights { name, entries, buyIn, bags }"],
        [
          { rule: "best-stack", flights: Array.from({ length: 21 }, (_, i) => ({ name: `F${i}`, entries: 1, buyIn: "1", bags: [] })) },
          "flights must be a list of 1 to 20 flights { name, entries, buyIn, bags }",
        ],
        [one({ name: "" }), 'name must be a flight\'s name of 1 to 40 characters, like "1A"'],
        [one({ entries: 0 }), "entries must be a whole number from 1 to 100,000"],
        [one({ entries: -3 }), "entries must be a whole number from 1 to 100,000"],
        [one({ buyIn: "abc" }), 'buyIn must be a dollar amount from $0 to $1,000,000, like "30" or "30.00"'],
        [one({ bags: [{ player: "", chips: 10 }] }), "player must be a name of 1 to 80 characters"],
        [one({ bags: [{ player: "x".repeat(81), chips: 10 }] }), "player must be a name of 1 to 80 characters"],
        [one({ bags: [{ player: "Ann", chips: 0 }] }), "chips must be a whole number from 1 to 10,000,000,000"],
        [one({ bags: [{ player: "Ann", chips: 1e11 }] }), "chips must be a whole number from 1 to 10,000,000,000"],
        [one({ bags: [{ player: "Ann", chips: "100" }] }), "chips must be a whole number from 1 to 10,000,000,000"],
        [one({ bags: Array.from({ length: 5001 }, (_, i) => ({ player: `p${i}`, chips: 1 })) }), "bags must be a list of at most 5,000 bags { player, chips }"],
        [
          one({
            entries: 1,
            bags: [
              { player: "Ann", chips: 1 },
              { player: "Bob", chips: 1 },
            ],
          }),
          "flights[0]: 1A has 2 bags but 1 entries",
        ],
        [
          one({
            bags: [
              { player: "Ann", chips: 1 },
              { player: " ANN ", chips: 2 },
            ],
          }),
          "flights[0].bags[1]: ANN bagged twice in 1A",
        ],
        [{ rule: "best-stack", flights: [one({}).flights[0], { ...one({}).flights[0], name: "1a" }] }, "flights[1]: two flights are named 1a"],
        [{ rule: "best-stack", guarantee: "-1", flights: one({}).flights }, 'guarantee must be a dollar amount from $0 to $100,000,000, like "30" or "30.00"'],
      ] as [object, string][]
    ).map(([body, message]) => [message, body] as const),
  )("400: %s", async (message, body) => {
    const res = await flights(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("odd bodies are refused, never a 5xx; the largest field is answered", async () => {
    for (const body of [null, [], "x", {}, { rule: "best-stack", flights: [{ name: 5, entries: "x", buyIn: null, bags: {} }] }]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/tools/flights",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // 20 flights of 1,000 bags, the largest chips and buy-ins, fit in the 1 MB a body may carry
    const big = Array.from({ length: 20 }, (_, f) => ({
      name: `Day 1${String.fromCharCode(65 + f)}`,
      entries: 100_000,
      buyIn: "1000000",
      bags: Array.from({ length: 1000 }, (_, i) => ({ player: `P${(f * 1000 + i) % 15_000}`, chips: 10_000_000_000 - i })),
    }));
    const res = await flights({ rule: "best-stack", flights: big });
    expect(res.statusCode).toBe(200);
    expect(res.json().pool).toBe("2000000000000.00");
    expect(res.json().players).toBe(15_000);
    expect(res.json().removed).toHaveLength(5_000);
    // 5,000 bags in each of 20 flights pass the body limit: a 413, listed for every write
    const full = big.map((f) => ({ ...f, bags: Array.from({ length: 5000 }, (_, i) => ({ player: `Player ${i}`, chips: 10_000_000_000 })) }));
    expect((await flights({ rule: "best-stack", flights: full })).statusCode).toBe(413);
  });
});
