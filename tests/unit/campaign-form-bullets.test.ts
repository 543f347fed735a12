import { describe, expect, it } from "vitest";
import { createCampaignErrors } from "../../src/client/features/campaigns/components/campaign-form-errors";

// the create form checks a linked campaign's bullets as the server does (decisions 160, 198 and 242's addendum):
// the typed contract knows 1 bullet, so a target over one buy-in's share must not be refused for 2 bullets
const linked = { tournament: "Main Event", tournamentDate: "2030-06-01", buyIn: "500.00", minStake: "10", markup: "1.00", description: "" };

describe("the create form's money rules with several bullets", () => {
  it("caps the target at the share of every bullet, in their words", () => {
    expect(createCampaignErrors({ ...linked, targetAmount: "500", bullets: "2", rebuyPrice: "" }).targetAmount).toBeUndefined();
    expect(createCampaignErrors({ ...linked, targetAmount: "500.01", bullets: "2", rebuyPrice: "" }).targetAmount).toBe(
      "Target amount cannot exceed $500 (50% of 2 buy-ins)",
    );
    expect(createCampaignErrors({ ...linked, targetAmount: "400", bullets: "2", rebuyPrice: "300.00" }).targetAmount).toBeUndefined();
    expect(createCampaignErrors({ ...linked, targetAmount: "400.01", bullets: "2", rebuyPrice: "300.00" }).targetAmount).toBe(
      "Target amount cannot exceed $400 (50% of 2 bullets: $500 + $300)",
    );
    // one bullet: the spec's message, as before
    expect(createCampaignErrors({ ...linked, targetAmount: "250.01", bullets: "1", rebuyPrice: "" }).targetAmount).toBe(
      "Target amount cannot exceed $250 (50% of the buy-in)",
    );
  });
});
