import { describe, expect, it } from "vitest";
import { IDENTITY_THRESHOLD_CENTS, identityRequired } from "../../src/core/identity";

describe("identityRequired (decision 204)", () => {
  it("lets an unverified player raise up to exactly $2,000 in open campaigns, not a cent more", () => {
    expect(IDENTITY_THRESHOLD_CENTS).toBe(200_000);
    expect(identityRequired("unverified", 150_000, 50_000)).toBe(false);
    expect(identityRequired("unverified", 150_000, 50_001)).toBe(true);
    expect(identityRequired("unverified", 0, 200_001)).toBe(true);
  });

  it("asks nothing more of a verified player; pending and needing more are not verified", () => {
    expect(identityRequired("verified", 10_000_000, 500_000)).toBe(false);
    expect(identityRequired("pending", 0, 250_000)).toBe(true);
    expect(identityRequired("requires_input", 0, 250_000)).toBe(true);
  });
});
