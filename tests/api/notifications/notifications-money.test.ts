import { describe, expect, it } from "vitest";
import { backersOf } from "../../../src/server/notifications/recipients";
import { recordEvent } from "../../../src/server/notifications/record-event";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, setupTestApp } from "../helpers";
import { notificationsOf } from "./notifications-helpers";

const ctx = setupTestApp();

describe("money event helpers", () => {
  it("tell the player of a stake, and the player and the campaign's current investors (not a refunded one) of funding", async () => {
    const player = await createPlayer(ctx.db);
    const [a, b, refunded, bystander] = await Promise.all([createInvestor(ctx.db), createInvestor(ctx.db), createInvestor(ctx.db), createInvestor(ctx.db)]);
    const campaign = await createCampaign(ctx.db, player);
    const stake = await createInvestment(ctx.db, campaign, a, "100.00");
    await createInvestment(ctx.db, campaign, a, "200.00");
    await createInvestment(ctx.db, campaign, b, "100.00");
    await createInvestment(ctx.db, campaign, refunded, "100.00", { status: "refunded" });

    const told = { playerId: player.user.id, campaignId: campaign.id, tournament: campaign.tournament };
    await recordEvent(ctx.db, {
      kind: "investment_recorded",
      ...told,
      investorId: a.user.id,
      paymentIntentId: stake.paymentIntentId ?? `pi_${stake.id}`,
      investor: null,
      playerName: campaign.playerName,
      amount: "100.00",
      charged: "105.00",
      shownShare: "1.0",
    });
    await recordEvent(ctx.db, { kind: "campaign_funded", ...told, investorIds: await backersOf(ctx.db, campaign.id) });

    const forPlayer = await notificationsOf(ctx.app, player);
    expect(forPlayer.items.map((n) => n.type)).toEqual(["campaign_funded", "investment_received"]);
    expect(forPlayer.items[1]).toMatchObject({ body: `An investor bought $100.00 of your action in ${campaign.tournament}.`, link: `/invest/${campaign.id}` });
    for (const investor of [a, b]) {
      const page = await notificationsOf(ctx.app, investor);
      expect(page.items.map((n) => n.type)).toEqual(["campaign_funded"]);
    }
    for (const other of [refunded, bystander]) expect((await notificationsOf(ctx.app, other)).items).toEqual([]);
  });
});
