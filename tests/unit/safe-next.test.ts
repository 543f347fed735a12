import { describe, expect, it } from "vitest";
import { authPathWithNext, safeNextPath } from "../../src/core/safe-next";

describe("safeNextPath: where sign-in may send a user", () => {
  it.each(["/", "/invest/6", "/portfolio", "/browse?sort=buyin", "/tournament/3/view#clock", "/authors"])("keeps the same-site path %j", (p) => {
    expect(safeNextPath(p)).toBe(p);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/ /evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "evil.example/x",
    "",
    "/auth",
    "/auth?next=/portfolio",
    "/api/logout",
    `/${"a".repeat(2000)}`,
    null,
    undefined,
    42,
    ["/portfolio"],
  ])("refuses %j", (p) => {
    expect(safeNextPath(p)).toBeNull();
  });

  it("builds the sign-in address, dropping an unsafe or pointless next", () => {
    expect(authPathWithNext("/invest/6")).toBe("/auth?next=%2Finvest%2F6");
    expect(authPathWithNext("/", "mode=login")).toBe("/auth?mode=login");
    expect(authPathWithNext("//evil.example")).toBe("/auth");
  });
});
