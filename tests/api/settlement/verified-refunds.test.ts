import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentIntents, sandboxPaymentIntents } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, injectAs, setupTestApp } from "../helpers";
import { createIntent } from "../investing/investing-helpers";
import { action, activityLines, back, campaignRow, createEvent, investmentsOf, linkedCampaign } from "./verified-helpers";

const ctx = setupTestApp();

const refundedCents = async (ids: string[]) => {
  const rows = await ctx.db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.refundedCents]));
};

describe("a verified event's backers are refunded when the player does not play", () => {
  it("a player who cancels their registration cancels their linked campaign: every stake and fee refunded, open holds canceled", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = event.entrants;
    const a = await linkedCampaign(ctx.db, alice, event);
    const b = await linkedCampaign(ctx.db, bob, event);
    const unlinked = await createCampaign(ctx.db, alice);
    const x = await createInvestor(ctx.db);
    const y = await createInvestor(ctx.db);
    const piX = await back(ctx.app, x, a.id, "300.00"); // fee $15
    const piY = await back(ctx.app, y, a.id, "60.00"); // fee $5 (the minimum)
    const piB = await back(ctx.app, x, b.id, "100.00");
    const hold = (await createIntent(ctx.app, y, a.id, "50.00")).json().paymentIntentId as string;

    const res = await injectAs(ctx.app, alice, { method: "DELETE", url: `/api/special-tournaments/${event.id}/registration` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tournament.isRegistered).toBe(false);

    expect((await campaignRow(ctx.db, a.id)).status).toBe("cancelled");
    expect((await investmentsOf(ctx.db, a.id)).map((i) => i.status)).toEqual(["refunded", "refunded"]);
    expect(await refundedCents([piX, piY, piB])).toEqual({ [piX]: 315_00, [piY]: 65_00, [piB]: 0 });
    const [held] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, hold));
    expect(held.status).toBe("canceled");
    expect(await activityLines(ctx.db, x)).toContain(`${a.playerName} will not play ${event.name}: $315.00 (stake and fee) refunded to your card`);
    expect(await activityLines(ctx.db, alice)).toContain(
      `You cancelled your registration for ${event.name}; your campaign is cancelled and every investor is being refunded`,
    );
    // another player's campaign for the event, and the player's own unlinked campaign, are untouched
    expect((await campaignRow(ctx.db, b.id)).status).toBe("active");
    expect((await campaignRow(ctx.db, unlinked.id)).status).toBe("active");
    // and the seat is gone from the clock
    const live = await injectAs(ctx.app, event.sponsor, { method: "GET", url: `/api/live/${event.id}` });
    expect(live.json().state.players.map((p: { userId: number }) => p.userId)).toEqual([bob.user.id]);
  });

  it("a sponsor who cancels the tournament cancels and refunds every linked campaign", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = event.entrants;
    const a = await linkedCampaign(ctx.db, alice, event);
    const b = await linkedCampaign(ctx.db, bob, event);
    const x = await createInvestor(ctx.db);
    const piA = await back(ctx.app, x, a.id, "200.00");
    const piB = await back(ctx.app, x, b.id, "500.00");

    const res = await injectAs(ctx.app, event.sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await campaignRow(ctx.db, a.id)).status).toBe("cancelled");
    expect((await campaignRow(ctx.db, b.id)).status).toBe("cancelled");
    expect(await refundedCents([piA, piB])).toEqual({ [piA]: 210_00, [piB]: 525_00 });
    const lines = await activityLines(ctx.db, x);
    expect(lines).toContain(`The sponsor cancelled ${event.name}: $210.00 (stake and fee) refunded to your card`);
    expect(lines).toContain(`The sponsor cancelled ${event.name}: $525.00 (stake and fee) refunded to your card`);
    expect(await activityLines(ctx.db, bob)).toContain(`The sponsor cancelled ${event.name}; your campaign is cancelled and every investor is being refunded`);
  });

  it("once the clock has started, leaving is refused and nothing is refunded", async () => {
    const event = await createEvent(ctx.app, ctx.db, 2);
    const [alice] = event.entrants;
    const a = await linkedCampaign(ctx.db, alice, event);
    const pi = await back(ctx.app, await createInvestor(ctx.db), a.id, "200.00");
    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    const res = await injectAs(ctx.app, alice, { method: "DELETE", url: `/api/special-tournaments/${event.id}/registration` });
    expect(res.statusCode).toBe(409);
    expect((await campaignRow(ctx.db, a.id)).status).toBe("active");
    expect(await refundedCents([pi])).toEqual({ [pi]: 0 });
  });
});
