import { describe, expect, it } from "vitest";
import { TOOL_RATE_LIMIT_MAX } from "../../../src/server/tools/tool-rate-limit";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();

// The older calculators had no limit while the festival ones did: a script could loop over a payouts table of
// thousands of places for free. Each address is this file's own, so no other test's counters meet these.
describe("the public calculators are rate-limited per address", () => {
  it.each([
    ["/api/tools/balance", "198.51.100.61"],
    ["/api/tools/chop", "198.51.100.62"],
    ["/api/tools/payouts", "198.51.100.63"],
    ["/api/tools/structure", "198.51.100.64"],
  ])("%s answers 429 past the limit, and another address is still served", async (url, remoteAddress) => {
    const post = (from: string) => ctx.app.inject({ method: "POST", url, payload: {}, remoteAddress: from });
    const statuses: number[] = [];
    for (let i = 0; i < TOOL_RATE_LIMIT_MAX; i++) statuses.push((await post(remoteAddress)).statusCode);
    // an empty body is a 400, and it counts: validation runs after the limit
    expect(new Set(statuses)).toEqual(new Set([400]));
    const over = await post(remoteAddress);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many calculations\. Please try again in /);
    expect((await post("198.51.100.69")).statusCode).toBe(400);
  });
});
