import { describe, expect, it } from "vitest";
import { bountyDisclosure, buyable, buyableSharePercent, buyableText, swapsDisclosure } from "@core/invest-limits";
import { checkInvestmentAmount, capCents } from "@core/stake";
import { breaksText, prizeTableSummary, rowMessageByLabel, structureRowLabels } from "@core/contracts/tournament-texts";
import { createTournamentInput } from "@core/contracts/tournaments";
import { userInitials } from "@core/user-display";
import { tournamentBody } from "../../src/server/seed/builders";

// Decision 220: the remaining small traps in the forms and the invest dialog.

describe("what one investor can buy (the invest dialog's Min and Max)", () => {
  it("a range within the buy-in, what remains and the cap", () => {
    expect(buyable({ minStakeCents: 1000, buyInCents: 100_000, remainingCents: 40_000, investorRoomCents: 20_000 })).toEqual({
      kind: "range",
      minCents: 1000,
      maxCents: 20_000,
    });
    expect(buyable({ minStakeCents: 1000, buyInCents: 10_000, remainingCents: 40_000 })).toEqual({ kind: "range", minCents: 1000, maxCents: 10_000 });
  });

  it("less than the minimum left: the last piece, bought whole, never 'Min $10 · Max $6.50'", () => {
    const b = buyable({ minStakeCents: 1000, buyInCents: 100_000, remainingCents: 650 });
    expect(b).toEqual({ kind: "lastPiece", amountCents: 650 });
    const text = buyableText(b, { minStakeCents: 1000 });
    expect(text).toBe("The last $6.50 is sold whole: less than the $10 minimum remains, so invest exactly $6.50");
    expect(text).not.toMatch(/Min .* Max/);
    // the one amount the rule takes
    expect(checkInvestmentAmount(650, { minStakeCents: 1000, buyInCents: 100_000, remainingCents: 650 }).ok).toBe(true);
  });

  it("the cap leaves less than the minimum: nothing, said with the cap, and the rule agrees", () => {
    const limits = { minStakeCents: 1000, buyInCents: 100_000, remainingCents: 40_000, investorRoomCents: 500 };
    const b = buyable(limits);
    expect(b).toEqual({ kind: "none", reason: "cap" });
    expect(buyableText(b, { minStakeCents: 1000, investorRoomCents: 500, maxPerInvestor: 20 })).toContain("below the $10 minimum stake");
    for (const amount of [500, 1000]) expect(checkInvestmentAmount(amount, { ...limits, maxPerInvestor: 20 }).ok).toBe(false);
    expect(buyable({ minStakeCents: 1000, remainingCents: 0 })).toEqual({ kind: "none", reason: "full" });
  });

  it("every range it gives is one the rule accepts at both ends", () => {
    for (const remaining of [0, 300, 999, 1000, 5000, 70_000])
      for (const room of [undefined, 0, 400, 1000, 2500, 90_000]) {
        const limits = { minStakeCents: 1000, buyInCents: 50_000, remainingCents: remaining, investorRoomCents: room };
        const b = buyable(limits);
        if (b.kind === "range") {
          expect(b.minCents).toBeLessThanOrEqual(b.maxCents);
          expect(checkInvestmentAmount(b.minCents, limits).ok).toBe(true);
          expect(checkInvestmentAmount(b.maxCents, limits).ok).toBe(true);
        } else if (b.kind === "lastPiece") expect(checkInvestmentAmount(b.amountCents, limits).ok).toBe(true);
        else for (const a of [1, 999, 1000, remaining]) expect(checkInvestmentAmount(a, limits).ok).toBe(false);
      }
  });
});

describe("Your Share: what this investor can buy of the winnings, not the player's whole offer", () => {
  it("40% offered, a 20% per-backer cap: up to 20%, less what they own", () => {
    const basis = 100_000; // $1,000 buy-in, no markup: 1% = $10
    const remaining = 40_000; // 40% unsold
    expect(buyableSharePercent({ minStakeCents: 1000, remainingCents: remaining, investorRoomCents: capCents(basis, 100, 20) }, basis, 100)).toBe("20");
    // they already own 5%
    expect(buyableSharePercent({ minStakeCents: 1000, remainingCents: remaining, investorRoomCents: capCents(basis, 100, 20) - 5000 }, basis, 100)).toBe("15");
    // no cap: what remains
    expect(buyableSharePercent({ minStakeCents: 1000, remainingCents: 12_500 }, basis, 100)).toBe("12.5");
    // at the cap
    expect(buyableSharePercent({ minStakeCents: 1000, remainingCents: remaining, investorRoomCents: 0 }, basis, 100)).toBe("0");
  });
});

describe("bounties and swaps told before buying", () => {
  it("a PKO's bounty cash is in the winnings the backers share", () => {
    expect(bountyDisclosure("25.00")).toContain("$25");
    expect(bountyDisclosure("25.00")).toContain("your share includes it");
    expect(bountyDisclosure(null)).toContain("No bounties");
  });
  it("swaps are settled between the players", () => {
    expect(swapsDisclosure("10.00")).toContain("swapped 10% of their winnings");
    expect(swapsDisclosure("12.50")).toContain("12.5%");
    expect(swapsDisclosure("0.00")).toBe("The player has no swaps in this event.");
  });
});

describe("the create form's texts", () => {
  it("1 break, 2 breaks", () => {
    expect(breaksText(1)).toBe("1 break");
    expect(breaksText(2)).toBe("2 breaks");
  });
  it("levels by level number, a break as Break: row 6 after a break is Level 5", () => {
    const rows = [
      ...[1, 2, 3, 4].map((n) => ({ smallBlind: 25 * n, bigBlind: 50 * n, ante: 0, minutes: 20 })),
      { break: true as const, minutes: 15 },
      { smallBlind: 150, bigBlind: 300, ante: 0, minutes: 20 },
    ];
    expect(structureRowLabels(rows)).toEqual(["Level 1", "Level 2", "Level 3", "Level 4", "Break", "Level 5"]);
    expect(rowMessageByLabel("Row 6: the big blind must be greater than the small blind", rows)).toBe(
      "Level 5: the big blind must be greater than the small blind",
    );
    expect(rowMessageByLabel("Row 5: minutes must be 1-120", rows)).toBe("Break (row 5): minutes must be 1-120");
  });
  it("a table's summary stands for the prize text; the standard table asks for it", () => {
    expect(prizeTableSummary([5000, 3000, 2000], null)).toBe("1st 50%, 2nd 30%, 3rd 20%");
    expect(prizeTableSummary(null, null)).toBeNull();
    const withTable = createTournamentInput.safeParse(tournamentBody({ prizeStructure: "", blindStructure: "", prizePercentages: [60, 40] }));
    expect(withTable.success && withTable.data.prizeStructure).toBe("1st 60%, 2nd 40%");
    expect(withTable.success && withTable.data.blindStructure).toBe("20-minute levels from 25/50, antes from level 6, 6h 40m");
    const without = createTournamentInput.safeParse(tournamentBody({ prizeStructure: "" }));
    expect(without.success).toBe(false);
    expect(without.error?.issues.map((i) => i.message)).toContain("Prize structure is required");
  });
});

describe("avatar initials from a name, never the constant U while there is one", () => {
  it("a single given name or a username", () => {
    expect(userInitials({ firstName: "Pro" })).toBe("PR");
    expect(userInitials({ firstName: "Ada", lastName: null, username: "x1" })).toBe("AD");
    expect(userInitials({ username: "walker" })).toBe("WA");
    expect(userInitials({ firstName: "Ada", lastName: "Lovelace" })).toBe("AL");
  });
});
