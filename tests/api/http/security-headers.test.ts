import { describe, expect, it } from "vitest";
import { setupTestApp } from "../helpers";

const ctx = setupTestApp();

describe("security headers", () => {
  it.each(["/healthz", "/api/campaigns", "/api/auth/user", "/no-such-api-route"])("%s carries the CSP and helmet's headers", async (url) => {
    const res = await ctx.app.inject({ method: "GET", url });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });
});
