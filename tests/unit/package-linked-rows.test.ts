import { checkPackageEvents, PACKAGE_MESSAGES } from "@core/contracts/packages";
import { describe, expect, it } from "vitest";
import { packageTotals, rowFromSponsored } from "../../src/client/features/campaigns/components/package-event-values";

const event = { id: 7, name: "Verified Cup", date: "2030-06-01", buyIn: "1000.00" };
const typed = { name: "Side event", date: "2030-06-02", buyIn: "500" };

describe("a package row naming a sponsored event (decision 241 addendum)", () => {
  it("takes the event's terms, counts its buy-in, and clears back to a typed row", () => {
    const row = rowFromSponsored({ name: "", date: "", buyIn: "" }, event);
    expect(row).toEqual({ specialTournamentId: 7, name: "Verified Cup", date: "2030-06-01", buyIn: "1000.00" });
    expect(packageTotals([row, typed])).toMatchObject({ buyIn: "1500.00", firstDate: "2030-06-01" });
    expect(rowFromSponsored(row, null)).toEqual({ name: "", date: "", buyIn: "" });
  });

  it("the shared check accepts a linked row, refuses the same event twice and a malformed id, naming the row", () => {
    expect(checkPackageEvents([{ specialTournamentId: 7 }, typed]).issues).toEqual([]);
    expect(checkPackageEvents([{ specialTournamentId: 7 }, { specialTournamentId: 7 }]).issues.map((i) => i.message)).toEqual([
      PACKAGE_MESSAGES.linkedTwice(2),
    ]);
    expect(checkPackageEvents([typed, { specialTournamentId: -1 }]).issues.map((i) => i.message)).toEqual([PACKAGE_MESSAGES.linkedInvalid(2)]);
  });
});
