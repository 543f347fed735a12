import { describe, expect, it } from "vitest";
import { CLOSING_BLOCKER_KINDS, closingBlockerLine, closingBlockerLink, closingBlockers, whatIsLeft } from "@core/account-closing";
import { formatFileSize } from "@core/data-export";
import { closedUsername, displayName, isClosedUsername, knownAsName, userInitials } from "@core/user-display";
import { registerInput } from "@core/contracts/auth";

describe("what is left before an account can close", () => {
  it("words each blocker with its count and amount, in the kinds' order, and says nothing when nothing is left", () => {
    const counts = [
      { kind: "open_campaigns" as const, count: 1, amountCents: 0 },
      { kind: "payouts_you_owe" as const, count: 2, amountCents: 15_000 },
      { kind: "refunds_owed_to_you" as const, count: 0, amountCents: 0 },
    ];
    expect(whatIsLeft(counts)).toBe("What is left: 2 payouts you owe ($150.00), 1 campaign still open");
    expect(closingBlockers(counts).map((b) => b.kind)).toEqual(["payouts_you_owe", "open_campaigns"]);
    expect(whatIsLeft([])).toBe("");
    expect(whatIsLeft([{ kind: "open_swaps", count: 0, amountCents: null }])).toBe("");
  });

  it("has words and a page for every kind, singular and plural", () => {
    for (const kind of CLOSING_BLOCKER_KINDS) {
      expect(closingBlockerLine({ kind, count: 1, amountCents: null })).toMatch(/^1 [a-z]+ /);
      expect(closingBlockerLine({ kind, count: 3, amountCents: 123_456 })).toMatch(/^3 [a-z]+s .*\(\$1,234\.56\)$/);
      expect(closingBlockerLink(kind)).toMatch(/^\/[a-z-]+$/);
    }
  });
});

describe("a closed account's name", () => {
  it("is a placeholder no sign-up can take, read as Closed account wherever a username stands for a name", () => {
    const username = closedUsername(42);
    expect(isClosedUsername(username)).toBe(true);
    expect(isClosedUsername("closed-42")).toBe(false);
    const refused = registerInput.safeParse({ username, password: "a-long-password-1", role: "player" });
    expect(refused.error?.issues.map((i) => i.path[0])).toEqual(["username"]);
    expect(knownAsName({ username })).toBe("Closed account");
    expect(displayName({ username })).toBe("Closed account");
    expect(userInitials({ username })).toBe("CA");
    expect(knownAsName({ username: "pro" })).toBe("pro");
  });
});

describe("formatFileSize", () => {
  it("reads as bytes, KB and MB with one decimal", () => {
    expect(formatFileSize(1)).toBe("1 byte");
    expect(formatFileSize(820)).toBe("820 bytes");
    expect(formatFileSize(14_540)).toBe("14.2 KB");
    expect(formatFileSize(1_258_291)).toBe("1.2 MB");
  });
});
