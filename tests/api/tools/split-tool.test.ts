import { describe, expect, it } from "vitest";
import { TOOL_RATE_LIMIT_MAX } from "../../../src/server/tools/tool-rate-limit";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();
const split = (payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/tools/split", payload: payload as object });
const sum = (amounts: string[]) => amounts.reduce((s, a) => s + Math.round(Number(a) * 100), 0);

describe("POST /api/tools/split (decision 234)", () => {
  // 61 left, 60 paid, 60th pays $1,000
  it("A (8,000) and B (12,000) bust in one hand: B takes 60th's $1,000, A 61st's $0, without a session", async () => {
    const res = await split({ prizes: ["1000.00", "0.00"], stacks: [8000, 12000] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amounts: ["0.00", "1000.00"] });
  });

  it("with 10,000 each they tie and take $500 each", async () => {
    const res = await split({ prizes: ["1000.00", "0.00"], stacks: [10000, 10000] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ amounts: ["500.00", "500.00"] });
  });

  it("ties three ways, the odd cents to the earlier in the list, summing exactly to the prizes", async () => {
    const res = await split({ prizes: ["500", "100", "0", "0"], stacks: [5, 5, 9, 5] });
    expect(res.json()).toEqual({ amounts: ["33.34", "33.33", "500.00", "33.33"] });
    const big = await split({ prizes: ["1,000.01", "500", "250.50", "0"], stacks: [3, 3, 3, 1] });
    expect(big.json().amounts).toEqual(["583.51", "583.50", "583.50", "0.00"]);
    expect(sum(big.json().amounts)).toBe(1750_51);
  });

  it.each([
    [{ prizes: ["1000"], stacks: [1] }, "prizes: give 2 to 10 prizes, one per player busted in the hand"],
    [{ prizes: Array(11).fill("1"), stacks: Array(11).fill(1) }, "prizes: give 2 to 10 prizes, one per player busted in the hand"],
    [{ prizes: [1000, 0], stacks: [1, 2] }, "prizes must be a list of 2 to 10 dollar amounts as strings, best place first"],
    [{ prizes: "1000", stacks: [1, 2] }, "prizes must be a list of 2 to 10 dollar amounts as strings, best place first"],
    [{ stacks: [1, 2] }, "prizes must be a list of 2 to 10 dollar amounts as strings, best place first"],
    [{ prizes: ["1000", "ten"], stacks: [1, 2] }, 'prizes[1] must be an amount in dollars, like "1000" or "1000.00"'],
    [{ prizes: ["-5", "0"], stacks: [1, 2] }, 'prizes[0] must be an amount in dollars, like "1000" or "1000.00"'],
    [{ prizes: ["10.001", "0"], stacks: [1, 2] }, 'prizes[0] must be an amount in dollars, like "1000" or "1000.00"'],
    [{ prizes: ["0", "1000"], stacks: [1, 2] }, "prizes go from the best place down: prizes[1] is more than prizes[0]"],
    [{ prizes: ["1000", "0"] }, "stacks must be a list of 2 to 10 chip counts"],
    [{ prizes: ["1000", "0"], stacks: ["1", "2"] }, "stacks must be a list of 2 to 10 chip counts"],
    [{ prizes: ["1000", "0"], stacks: [0, 2] }, "stacks[0] must be a whole number of chips above 0"],
    [{ prizes: ["1000", "0"], stacks: [1, -2] }, "stacks[1] must be a whole number of chips above 0"],
    [{ prizes: ["1000", "0"], stacks: [1, 2.5] }, "stacks[1] must be a whole number of chips above 0"],
    [{ prizes: ["1000", "0"], stacks: [1, 2, 3] }, "stacks: give one stack per prize (2 prizes, 3 stacks)"],
    [{ prizes: ["1000", "0", "0"], stacks: [1, 2] }, "stacks: give one stack per prize (3 prizes, 2 stacks)"],
  ])("400 naming the field: %j", async (body, message) => {
    const res = await split(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("odd bodies are refused, never a 5xx", async () => {
    for (const body of [null, [], "x", 42, {}, { prizes: [null, {}], stacks: [1e308, -1e308] }, { prizes: ["1e9", "0"], stacks: [1, 1] }]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/tools/split",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("is rate-limited per address: 429 past the limit", async () => {
    const body = { prizes: ["1000.00", "0.00"], stacks: [8000, 12000] };
    let last = 200;
    for (let i = 0; i <= TOOL_RATE_LIMIT_MAX && last !== 429; i++) last = (await split(body)).statusCode;
    expect(last).toBe(429);
    expect((await split(body)).json().message).toMatch(/^Too many calculations\. Please try again in /);
  });
});
