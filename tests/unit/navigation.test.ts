import { describe, expect, it } from "vitest";
import { isLinkActive, navLinksFor } from "@core/navigation";

describe("navigation links by role", () => {
  const labels = (role: Parameters<typeof navLinksFor>[0]) => navLinksFor(role).map((l) => l.label);

  it("investor", () => {
    expect(labels("investor")).toEqual(["Dashboard", "Browse Campaigns", "My Portfolio", "Special Tournaments"]);
  });
  it("player", () => {
    expect(labels("player")).toEqual(["Dashboard", "Browse Campaigns", "My Portfolio", "Special Tournaments", "Pay Investors"]);
  });
  it("sponsor", () => {
    expect(labels("sponsor")).toEqual(["Dashboard", "My Tournaments", "Create Tournament"]);
  });
  it("no role yet: only the dashboard", () => {
    expect(labels(null)).toEqual(["Dashboard"]);
  });
});

describe("active link matching", () => {
  it("the root matches only exactly", () => {
    expect(isLinkActive("/", "/")).toBe(true);
    expect(isLinkActive("/", "/browse")).toBe(false);
  });
  it("other links match by path prefix", () => {
    expect(isLinkActive("/browse", "/browse")).toBe(true);
    expect(isLinkActive("/browse", "/browse/42")).toBe(true);
    expect(isLinkActive("/browse", "/browser")).toBe(false);
    expect(isLinkActive("/tournaments", "/tournaments-main")).toBe(false);
  });
});
