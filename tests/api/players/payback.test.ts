import { DAY_MS, PAYOUT_DUE_DAYS } from "@core/payback";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, notifications, users } from "../../../src/server/db/schema/index";
import { sendPayoutReminders, sendPayoutRemindersIfFree } from "../../../src/server/payouts/reminders";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName, usingPostgres, type TestUser } from "../helpers";
import { action, back, campaignRow, createEvent, linkedCampaign, registerAs, seatOf } from "../settlement/verified-helpers";
import { paidAfter, payback, payoutRows, settledDaysAgo } from "./payback-helpers";
import { selfReported } from "./player-helpers";

// decision 172: every settled payout is due 7 days after settlement; the player page counts payouts paid by the due
// date (only once the backer confirmed, decision 200), paid late (average delay) and overdue; the player is
// reminded at 3 and 7 days; backers see "overdue".
const ctx = setupTestApp();

const verified = () => ({ email: `${uniqueName("mail")}@example.com`, emailVerifiedAt: new Date() });
const getPlayer = (username: string) => injectAs(ctx.app, null, { method: "GET", url: `/api/players/${encodeURIComponent(username)}` });
const paybackOf = async (p: TestUser) => (await getPlayer(p.user.username)).json().payback;
const near = (a: Date, b: Date) => Math.abs(a.getTime() - b.getTime()) < 60_000;

/** The player's reminder notifications, oldest first. */
const remindersOf = (p: TestUser) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, p.user.id), eq(notifications.type, "payout_reminder")))
    .orderBy(notifications.id);
/** The reminder mails queued for the player. */
const reminderMailsOf = (p: TestUser) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `notification:payout_reminder:%:${p.user.id}`))
    .orderBy(mailOutbox.id);

/** A player (with a confirmed address) who closed a typed campaign 2nd for $30,000: two backers owed $1,500 and $600. */
async function owingPlayer() {
  const player = await createPlayer(ctx.db, verified());
  const [a, b] = [
    await createInvestor(ctx.db, { firstName: "Ada", lastName: "Backer" }),
    await createInvestor(ctx.db, { firstName: "Bo", lastName: "Backer" }),
  ];
  const campaign = await createCampaign(ctx.db, player, { tournamentDate: new Date("2026-03-01T00:00:00Z") });
  await createInvestment(ctx.db, campaign, a, "500.00");
  await createInvestment(ctx.db, campaign, b, "200.00");
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId: campaign.id, finalPosition: 2, totalWinnings: "30000", closingDate: new Date().toISOString().slice(0, 10) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { player, a, b, campaign };
}

describe("payout due dates", () => {
  it("a payout closed by its player is due 7 days after the close", async () => {
    const before = new Date();
    const { campaign } = await owingPlayer();
    const rows = await payoutRows(ctx.db, campaign.id);
    expect(rows).toHaveLength(2);
    for (const p of rows) {
      expect(near(p.createdAt, before)).toBe(true);
      expect(p.dueAt!.getTime() - p.createdAt.getTime()).toBe(PAYOUT_DUE_DAYS * DAY_MS);
      expect(p.remindedDays).toBe(0);
    }
  });

  it("a payout settled by the tournament clock is due 7 days after the settlement", async () => {
    const e = await createEvent(ctx.app, ctx.db, 0);
    const [ann, ben] = [await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const p of [ann, ben]) await registerAs(ctx.app, p, e.id, "player");
    const campaign = await linkedCampaign(ctx.db, ann, e);
    await back(ctx.app, await createInvestor(ctx.db), campaign.id, "250.00");
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const before = new Date();
    const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, ben) });
    expect(out.statusCode, out.body).toBe(200);
    expect(await campaignRow(ctx.db, campaign.id)).toMatchObject({ status: "completed", finalPosition: 1 });
    const [p] = await payoutRows(ctx.db, campaign.id);
    expect(near(p!.createdAt, before)).toBe(true);
    expect(p!.dueAt!.getTime() - p!.createdAt.getTime()).toBe(PAYOUT_DUE_DAYS * DAY_MS);
    expect(await paybackOf(ann)).toEqual(payback({ pending: 1 }));
  });
});

describe("the player page's payback record", () => {
  it("counts paid on time (confirmed, marked paid by the due date), paid late with the average delay, overdue now and not yet due", async () => {
    const x = await createInvestor(ctx.db);
    const y = await createInvestor(ctx.db);
    const player = await createPlayer(ctx.db);
    // four campaigns settled 20 days ago, one today
    const old = [];
    for (let i = 0; i < 4; i++) old.push(await selfReported(ctx.app, ctx.db, player, i % 2 ? x : y, "1000.00", 2, "30000"));
    const fresh = await selfReported(ctx.app, ctx.db, player, x, "1000.00", 2, "30000");
    for (const c of old) await settledDaysAgo(ctx.db, c.id, 20);
    // marked paid 2 days after settlement and 7 days exactly (by the due date), 9 and 12 days (2 and 5 days late)
    const paidOn = [2, 7, 9, 12];
    for (const [i, c] of old.entries()) await paidAfter(ctx.app, ctx.db, player, (await payoutRows(ctx.db, c.id))[0]!.id, paidOn[i]!);
    expect(await paybackOf(player)).toEqual(payback({ paidOnTime: 2, paidLate: 2, averageDaysLate: 3.5, markedPaid: 4, confirmed: 4, pending: 1 }));

    // one more campaign settled 10 days ago and still unpaid: overdue now, the fresh one still not due
    const late = await selfReported(ctx.app, ctx.db, player, y, "1000.00", 2, "30000");
    await settledDaysAgo(ctx.db, late.id, 10);
    expect(await paybackOf(player)).toEqual(payback({ paidOnTime: 2, paidLate: 2, averageDaysLate: 3.5, markedPaid: 4, confirmed: 4, overdue: 1, pending: 1 }));
    expect((await payoutRows(ctx.db, fresh.id))[0]!.status).toBe("pending");
  });

  it("marking an overdue payout paid makes it await its backer; once confirmed it counts as paid late", async () => {
    const x = await createInvestor(ctx.db);
    const player = await createPlayer(ctx.db);
    const c = await selfReported(ctx.app, ctx.db, player, x, "1000.00", 2, "30000");
    await settledDaysAgo(ctx.db, c.id, 8.5);
    expect(await paybackOf(player)).toMatchObject({ paidLate: 0, overdue: 1 });
    const [p] = await payoutRows(ctx.db, c.id);
    const res = await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${p!.id}/mark-paid` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paybackOf(player)).toEqual(payback({ markedPaid: 1, awaitingConfirmation: 1 }));
    const confirmed = await injectAs(ctx.app, x, { method: "POST", url: `/api/payouts/${p!.id}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await paybackOf(player)).toEqual(payback({ paidLate: 1, averageDaysLate: 1.5, markedPaid: 1, confirmed: 1 }));
  });
});

describe("reminders to the player at 3 and 7 days after settlement", () => {
  it("one notification and one mail at 3 days, one more at 7 (the due date), never twice", async () => {
    const { player, campaign } = await owingPlayer();
    await sendPayoutReminders(ctx.db);
    expect(await remindersOf(player)).toEqual([]);

    // 2.9 days after settlement: nothing yet
    await settledDaysAgo(ctx.db, campaign.id, 2.9);
    await sendPayoutReminders(ctx.db);
    expect(await remindersOf(player)).toEqual([]);

    await settledDaysAgo(ctx.db, campaign.id, 3.01);
    expect(await sendPayoutReminders(ctx.db)).toBeGreaterThanOrEqual(2);
    await sendPayoutReminders(ctx.db);
    let told = await remindersOf(player);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: "Payout due in 4 days", link: "/pay-investors" });
    expect(told[0]!.body).toBe(
      `You owe 2 backers $2,100.00 from ${campaign.tournament} (Ada Backer $1,500.00, Bo Backer $600.00), due in 4 days. A payout paid after its due date counts as late on your player page. Pay them from Pay Investors.`,
    );
    let mails = await reminderMailsOf(player);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: player.user.email, subject: "Payout due in 4 days" });
    expect(mails[0]!.textBody).toContain("due in 4 days");
    expect((await payoutRows(ctx.db, campaign.id)).map((p) => p.remindedDays)).toEqual([3, 3]);

    // the due date: the overdue reminder, once
    await settledDaysAgo(ctx.db, campaign.id, 7.01);
    await sendPayoutReminders(ctx.db);
    await sendPayoutReminders(ctx.db);
    told = await remindersOf(player);
    expect(told.map((n) => n.title)).toEqual(["Payout due in 4 days", "Payout overdue"]);
    expect(told[1]!.body).toContain(`You still owe 2 backers $2,100.00 from ${campaign.tournament}`);
    expect(told[1]!.body).toContain("It is now overdue");
    mails = await reminderMailsOf(player);
    expect(mails.map((m) => m.subject)).toEqual(["Payout due in 4 days", "Payout overdue"]);
    expect((await payoutRows(ctx.db, campaign.id)).map((p) => p.remindedDays)).toEqual([7, 7]);

    // weeks later: no more
    await settledDaysAgo(ctx.db, campaign.id, 30);
    await sendPayoutReminders(ctx.db);
    expect(await remindersOf(player)).toHaveLength(2);
  });

  it("a paid payout is not reminded; only the unpaid backers are listed", async () => {
    const { player, campaign } = await owingPlayer();
    const [pa] = await payoutRows(ctx.db, campaign.id);
    const res = await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${pa!.id}/mark-paid` });
    expect(res.statusCode).toBe(200);
    await settledDaysAgo(ctx.db, campaign.id, 3.5);
    await sendPayoutReminders(ctx.db);
    const [told] = await remindersOf(player);
    expect(told!.body).toContain("You owe 1 backer $600.00");
    expect(told!.body).toContain("(Bo Backer $600.00)");
    expect((await payoutRows(ctx.db, campaign.id)).map((p) => p.remindedDays)).toEqual([0, 3]);
  });

  it("a missed 3-day reminder is not sent late with the 7-day one", async () => {
    const { player, campaign } = await owingPlayer();
    await settledDaysAgo(ctx.db, campaign.id, 8);
    await sendPayoutReminders(ctx.db);
    expect((await remindersOf(player)).map((n) => n.title)).toEqual(["Payout overdue"]);
    expect(await reminderMailsOf(player)).toHaveLength(1);
  });

  it("no mail without a confirmed address, the notification all the same", async () => {
    const { player, campaign } = await owingPlayer();
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, player.user.id));
    await settledDaysAgo(ctx.db, campaign.id, 3.5);
    await sendPayoutReminders(ctx.db);
    expect(await remindersOf(player)).toHaveLength(1);
    expect(await reminderMailsOf(player)).toEqual([]);
  });

  it("two runs at once (two instances) remind once", async () => {
    const { player, campaign } = await owingPlayer();
    await settledDaysAgo(ctx.db, campaign.id, 3.5);
    await Promise.all([
      sendPayoutReminders(ctx.db),
      sendPayoutReminders(ctx.db),
      sendPayoutRemindersIfFree(ctx.database),
      sendPayoutRemindersIfFree(ctx.database),
    ]);
    expect(await remindersOf(player)).toHaveLength(1);
    expect(await reminderMailsOf(player)).toHaveLength(1);
    if (usingPostgres) expect((await payoutRows(ctx.db, campaign.id)).every((p) => p.remindedDays === 3)).toBe(true);
  });
});

describe("what backers see of overdue payouts", () => {
  it("the portfolio marks an unpaid payout past its due date overdue, with its due date", async () => {
    const { a, campaign } = await owingPlayer();
    const mine = async () => {
      const res = await injectAs(ctx.app, a, { method: "GET", url: "/api/investments/my" });
      expect(res.statusCode).toBe(200);
      return res.json()[0];
    };
    const [row] = await payoutRows(ctx.db, campaign.id);
    expect(await mine()).toMatchObject({ payoutStatus: "pending", payoutOverdue: false, payoutDueAt: row!.dueAt!.toISOString() });
    await settledDaysAgo(ctx.db, campaign.id, 7.5);
    const [moved] = await payoutRows(ctx.db, campaign.id);
    expect(await mine()).toMatchObject({ payoutStatus: "pending", payoutOverdue: true, payoutDueAt: moved!.dueAt!.toISOString() });
  });

  it("Pay Investors shows the player each payout's due date and which are overdue", async () => {
    const { player, campaign } = await owingPlayer();
    const owed = async () => {
      const res = await injectAs(ctx.app, player, { method: "GET", url: "/api/pending-payouts" });
      expect(res.statusCode).toBe(200);
      return res.json() as Array<{ id: number; dueAt: string; overdue: boolean; status: string }>;
    };
    const rows = await payoutRows(ctx.db, campaign.id);
    expect((await owed()).map((p) => [p.dueAt, p.overdue])).toEqual(rows.map((r) => [r.dueAt!.toISOString(), false]));
    await settledDaysAgo(ctx.db, campaign.id, 7.5);
    expect((await owed()).map((p) => p.overdue)).toEqual([true, true]);
    const paid = await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${rows[0]!.id}/mark-paid` });
    expect(paid.json()).toMatchObject({ status: "paid", overdue: false });
    expect((await owed()).map((p) => [p.status, p.overdue])).toEqual([
      ["pending", true],
      ["paid", false],
    ]);
  });

  it("a paid payout is never overdue, a stake with no payout has no due date", async () => {
    const { player, a, campaign } = await owingPlayer();
    await settledDaysAgo(ctx.db, campaign.id, 10);
    const [row] = await payoutRows(ctx.db, campaign.id);
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${row!.id}/mark-paid` })).statusCode).toBe(200);
    const [stake] = (await injectAs(ctx.app, a, { method: "GET", url: "/api/investments/my" })).json();
    expect(stake).toMatchObject({ payoutStatus: "paid", payoutOverdue: false });
    const fresh = await createInvestor(ctx.db);
    await createInvestment(ctx.db, await createCampaign(ctx.db, player), fresh, "100.00");
    const [open] = (await injectAs(ctx.app, fresh, { method: "GET", url: "/api/investments/my" })).json();
    expect(open).toMatchObject({ payoutStatus: null, payoutDueAt: null, payoutOverdue: false });
  });

  it("the player's campaign page shows new backers their overdue payouts, count and total", async () => {
    const { player, campaign } = await owingPlayer();
    const next = await createCampaign(ctx.db, player);
    const page = async () => {
      const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${next.id}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect((await page()).overduePayouts).toEqual({ count: 0, total: "0.00" });
    await settledDaysAgo(ctx.db, campaign.id, 7.5);
    expect((await page()).overduePayouts).toEqual({ count: 2, total: "2100.00" });
    // paying one takes it off
    const [first] = await payoutRows(ctx.db, campaign.id);
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${first!.id}/mark-paid` })).statusCode).toBe(200);
    expect((await page()).overduePayouts).toEqual({ count: 1, total: "600.00" });
    // the list pages do not carry it
    const list = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns?search=${encodeURIComponent(next.tournament)}` });
    const listed = list.json().find((c: { id: number }) => c.id === next.id);
    expect(listed).toBeDefined();
    expect(listed.overduePayouts).toBeUndefined();
  });
});
