import { describe, expect, it } from "vitest";
import { setupTestApp } from "./helpers";

const ctx = setupTestApp({ AUTH_RATE_LIMIT_MAX: 3 });

describe("login and sign-up rate limit", () => {
  it("answers 429 with a message after too many attempts from one address", async () => {
    const attempt = () =>
      ctx.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.9.8.7", payload: { username: "nobody", password: "nothing" } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    // another address is not affected
    const other = await ctx.app.inject({ method: "POST", url: "/api/login", remoteAddress: "10.9.8.8", payload: { username: "nobody", password: "nothing" } });
    expect(other.statusCode).toBe(401);
  });

  it("limits sign-up too", async () => {
    const attempt = (i: number) =>
      ctx.app.inject({ method: "POST", url: "/api/register", remoteAddress: "10.1.1.1", payload: { username: `rl_user_${Date.now()}_${i}`, password: "hunter22", role: "investor" } });
    for (let i = 0; i < 3; i++) expect((await attempt(i)).statusCode).toBe(201);
    expect((await attempt(9)).statusCode).toBe(429);
  });
});
