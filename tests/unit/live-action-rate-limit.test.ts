import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { liveActionRateLimit } from "../../src/server/live/action-rate-limit";

const request = (o: { user?: { id: number }; ip: string }) => o as unknown as FastifyRequest;

describe("the console actions' rate limit", () => {
  it("counts a signed-in controller by account, so consoles behind one address do not share one budget", () => {
    expect(liveActionRateLimit.keyGenerator(request({ user: { id: 7 }, ip: "203.0.113.5" }))).toBe("user:7");
    expect(liveActionRateLimit.keyGenerator(request({ user: { id: 8 }, ip: "203.0.113.5" }))).toBe("user:8");
  });

  it("counts a signed-out visitor (the demo) by address", () => {
    expect(liveActionRateLimit.keyGenerator(request({ ip: "203.0.113.5" }))).toBe("ip:203.0.113.5");
  });
});
