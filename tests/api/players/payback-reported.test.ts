import { describe, expect, it } from "vitest";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { payoutRows } from "./payback-helpers";

// Issue 36 item 8: Mark as Paid is the player's word and no backer confirms it yet (issue 39), so the payback record
// counts a payout the player marked paid as "reported paid", never as "paid on time".
const ctx = setupTestApp();

describe("GET /api/players/:username payback", () => {
  it("counts a payout the player marked paid as reported paid, and says nothing is paid on time", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { tournamentDate: new Date("2026-03-01T00:00:00Z") });
    await createInvestment(ctx.db, campaign, await createInvestor(ctx.db), "500.00");
    await createInvestment(ctx.db, campaign, await createInvestor(ctx.db), "200.00");
    const closed = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: campaign.id, finalPosition: 2, totalWinnings: "30000", closingDate: new Date().toISOString().slice(0, 10) },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [first] = await payoutRows(ctx.db, campaign.id);
    const marked = await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${first!.id}/mark-paid` });
    expect(marked.statusCode, marked.body).toBe(200);

    const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${encodeURIComponent(player.user.username)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payback).toEqual({ reportedPaid: 1, reportedLate: 0, averageDaysLate: 0, overdue: 0, pending: 1 });
    expect(res.body).not.toMatch(/onTime|on time/i);
  });
});
