import type { NotificationItem } from "@core/contracts/notifications";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { notificationsOf } from "../notifications/notifications-helpers";
import { action, back, campaignRow, createEvent, eliminateAllBut, fillField, linkedCampaign, payoutsOf, registerAs, seatOf } from "./verified-helpers";

// decision 141: when the clock undoes an elimination and withdraws the settlement of the player's linked
// campaign, the player and every backer are told (in the app and by mail), in the undo's own transaction.
const ctx = setupTestApp();

const ofType = async (who: TestUser, type: NotificationItem["type"]) => (await notificationsOf(ctx.app, who)).items.filter((n) => n.type === type);
const verified = () => ({ email: `${uniqueName("mail")}@example.com`, emailVerifiedAt: new Date() });

/** Mails queued for this user's payout_withdrawn notifications. */
const withdrawnMails = (who: TestUser) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(like(mailOutbox.dedupeKey, `notification:payout_withdrawn:%:${who.user.id}`), eq(mailOutbox.toAddress, who.user.email ?? "")));

/**
 * 14 entrants at $1,000 (Alice and Bob staked, the rest unstaked): a $14,000 pool over 3 paid places (50/30/20).
 * Alice's backers: x (verified address, money mails on), y (verified, money mails off), z (no verified address).
 */
async function stakedEvent() {
  const event = await createEvent(ctx.app, ctx.db, 0);
  const alice = await registerAs(ctx.app, await createPlayer(ctx.db, verified()), event.id, "player");
  const bob = await registerAs(ctx.app, await createPlayer(ctx.db), event.id, "player");
  await fillField(ctx.db, event.id, 12);
  const x = await createInvestor(ctx.db, verified());
  const y = await createInvestor(ctx.db, { ...verified(), emailMoneyEvents: false });
  const z = await createInvestor(ctx.db, { email: `${uniqueName("mail")}@example.com` });
  const bobsBacker = await createInvestor(ctx.db, verified());
  const a = await linkedCampaign(ctx.db, alice, event);
  const b = await linkedCampaign(ctx.db, bob, event);
  await back(ctx.app, x, a.id, "250.00");
  await back(ctx.app, y, a.id, "150.00");
  await back(ctx.app, z, a.id, "100.00");
  await back(ctx.app, bobsBacker, b.id, "250.00");
  expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
  // everyone unstaked but one out: Alice's elimination is 3rd, $2,800
  await eliminateAllBut(ctx.app, event.sponsor, event.id, [alice, bob]);
  return { ...event, alice, bob, x, y, z, bobsBacker, a, b, aliceSeat: await seatOf(ctx.app, event.sponsor, event.id, alice) };
}

describe("an undone elimination withdraws the settlement and says so", () => {
  it("the player and each backer get a Payout withdrawn notification, and a mail where their address and setting allow", async () => {
    const e = await stakedEvent();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.aliceSeat })).statusCode).toBe(200);
    expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "2800.00" });
    for (const who of [e.alice, e.x, e.y, e.z]) expect(await ofType(who, "payout_withdrawn")).toEqual([]);

    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.aliceSeat });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await campaignRow(ctx.db, e.a.id)).status).toBe("funded");

    const [mine] = await ofType(e.alice, "payout_withdrawn");
    expect(mine).toMatchObject({ title: "Payout withdrawn", link: `/invest/${e.a.id}`, read: false });
    expect(mine.body).toBe(
      `The tournament clock undid your elimination in ${e.name}, so its settlement and the payouts it owed your backers are withdrawn: the result will come from the clock again.`,
    );
    for (const backer of [e.x, e.y, e.z]) {
      const items = await ofType(backer, "payout_withdrawn");
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ title: "Payout withdrawn", link: "/portfolio", read: false });
      expect(items[0].body).toBe(
        `The tournament clock undid ${e.a.playerName}'s elimination in ${e.name}, so the payout from its settlement is withdrawn: the result will come from the clock again.`,
      );
    }
    // Bob is still playing: neither he nor his backer hears of it
    expect(await ofType(e.bob, "payout_withdrawn")).toEqual([]);
    expect(await ofType(e.bobsBacker, "payout_withdrawn")).toEqual([]);

    // mail (topic money): the verified player and x; y turned money mails off, z has no verified address
    for (const who of [e.alice, e.x]) {
      const mails = await withdrawnMails(who);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: "Payout withdrawn" });
      expect(mails[0].textBody).toContain(`elimination in ${e.name}`);
      expect(mails[0].textBody).toContain("the result will come from the clock again");
    }
    expect(await withdrawnMails(e.y)).toEqual([]);
    expect(await withdrawnMails(e.z)).toEqual([]);
    expect(await withdrawnMails(e.bobsBacker)).toEqual([]);

    // settled and withdrawn a second time: a second notification and a second mail
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.aliceSeat })).statusCode).toBe(200);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.aliceSeat })).statusCode).toBe(200);
    expect(await ofType(e.x, "payout_withdrawn")).toHaveLength(2);
    expect(await ofType(e.alice, "payout_withdrawn")).toHaveLength(2);
    expect(await withdrawnMails(e.x)).toHaveLength(2);
  });

  it("an undo refused because a backer was paid tells nobody anything", async () => {
    const e = await stakedEvent();
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.aliceSeat })).statusCode).toBe(200);
    const [first] = await payoutsOf(ctx.db, e.a.id);
    expect((await injectAs(ctx.app, e.alice, { method: "PATCH", url: `/api/payouts/${first.id}/mark-paid` })).statusCode).toBe(200);
    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: e.aliceSeat });
    expect(undo.statusCode).toBe(409);
    for (const who of [e.alice, e.x, e.y, e.z]) {
      expect(await ofType(who, "payout_withdrawn")).toEqual([]);
      expect(await withdrawnMails(who)).toEqual([]);
    }
  });
});
