import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { campaignMoneyViolations, isTournamentDateAllowed, maxTargetCents } from "@core/campaign-rules";
import { createCampaignInput } from "@core/contracts/campaigns";

describe("campaign money rules", () => {
  it("caps the target at the offered share of the buy-in, rounded down to the cent", () => {
    expect(maxTargetCents(1_000_000, 50)).toBe(500_000);
    expect(maxTargetCents(333_333, 30)).toBe(99_999);
    expect(maxTargetCents(1, 1)).toBe(0);
  });

  it("accepts every campaign whose amounts obey the rules", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (buyIn, pct, f) => {
          const max = maxTargetCents(buyIn, pct);
          if (max < 1) return;
          const target = Math.max(1, Math.floor(max * f));
          expect(campaignMoneyViolations({ buyInCents: buyIn, minStakeCents: target, targetCents: target, offeredPercentage: pct })).toEqual([]);
          // one cent more than the share is always refused
          expect(campaignMoneyViolations({ buyInCents: buyIn, minStakeCents: 1, targetCents: max + 1, offeredPercentage: pct })[0].field).toBe("targetAmount");
        },
      ),
    );
  });

  it("reports zero amounts before comparing them", () => {
    expect(campaignMoneyViolations({ buyInCents: 0, minStakeCents: 0, targetCents: 0, offeredPercentage: 50 }).map((v) => v.message)).toEqual([
      "Buy-in must be greater than $0",
      "Minimum stake must be greater than $0",
      "Target amount must be greater than $0",
    ]);
  });
});

describe("tournament date", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("accepts today and the future, and yesterday's UTC date (still today west of Greenwich)", () => {
    expect(isTournamentDateAllowed(new Date("2026-06-15T00:00:00Z"), now)).toBe(true);
    expect(isTournamentDateAllowed(new Date("2027-01-01T00:00:00Z"), now)).toBe(true);
    expect(isTournamentDateAllowed(new Date("2026-06-14T00:00:00Z"), now)).toBe(true);
  });
  it("refuses anything earlier", () => {
    expect(isTournamentDateAllowed(new Date("2026-06-13T23:59:59Z"), now)).toBe(false);
  });
});

describe("createCampaignInput", () => {
  it("normalizes amounts to decimal strings and a date to an ISO datetime", () => {
    const out = createCampaignInput.parse({
      tournament: "  EPT Prague  ",
      buyIn: "5,300",
      minStake: 50,
      targetAmount: "2649.5",
      tournamentDate: "2099-12-10",
    });
    expect(out).toEqual({
      bullets: 1,
      tournament: "EPT Prague",
      buyIn: "5300.00",
      minStake: "50.00",
      targetAmount: "2649.50",
      playerOfferedPercentage: 50,
      tournamentDate: "2099-12-10T00:00:00.000Z",
      description: "",
      // the staking terms' defaults: face value, no per-backer cap
      markup: "1.00",
      maxPerInvestor: null,
      // no sale window (decision 233): it sells until the event starts, whatever is sold
      minFillPercent: null,
      saleEndsAt: null,
    });
  });

  it("gives the spec's message for each missing field, in form order", () => {
    const r = createCampaignInput.safeParse({ playerOfferedPercentage: "" });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      "Tournament name is required",
      "Buy-in amount is required",
      "Minimum stake is required",
      "Target amount is required",
      "Offered percentage is required",
      "Tournament date is required",
    ]);
  });
});
