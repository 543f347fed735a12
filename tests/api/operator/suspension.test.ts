import { toCents } from "@core/money";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_SUSPENDED_MESSAGE, OPERATOR_MESSAGES } from "../../../src/core/contracts/operator";
import { campaigns, investments, paymentIntents, refunds, sessions, trustTrail, users } from "../../../src/server/db/schema/index";
import { createSession } from "../../../src/server/auth/sessions";
import { SESSION_COOKIE } from "../../../src/server/http/session-cookies";
import { recordSucceededSandboxPayment } from "../../../src/server/payments/sandbox/gateway";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createOperator } from "./operator-helpers";

const ctx = setupTestApp();

const suspend = (who: TestUser | null, id: number, body: unknown = { reason: "Marked payouts paid that never arrived." }) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/operator/users/${id}/suspend`, payload: body as object });
const reinstate = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "POST", url: `/api/operator/users/${id}/reinstate` });
const login = (username: string, password: string) => ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });

/** A stake the sandbox charged (amount + fee), so its refund can be carried out at the gateway. */
async function paidStake(campaignId: number, investor: TestUser, amount: string) {
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  const inv = await createInvestment(ctx.db, campaign, investor, amount);
  await recordSucceededSandboxPayment(ctx.db, { id: inv.paymentIntentId, amountCents: toCents(inv.amount)! + toCents(inv.platformFee)! });
  return inv;
}

describe("POST /api/operator/users/:id/suspend", () => {
  it("validates the reason (10-1,000 characters) and refuses an operator suspending themselves", async () => {
    const operator = await createOperator(ctx.db);
    const player = await createPlayer(ctx.db);
    const cases: Array<[unknown, string]> = [
      [{}, OPERATOR_MESSAGES.reasonTooShort],
      [{ reason: "too short" }, OPERATOR_MESSAGES.reasonTooShort],
      [{ reason: "          x         " }, OPERATOR_MESSAGES.reasonTooShort],
      [{ reason: "r".repeat(1001) }, OPERATOR_MESSAGES.reasonTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await suspend(operator, player.user.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const self = await suspend(operator, operator.user.id);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(OPERATOR_MESSAGES.selfSuspend);
    const missing = await suspend(operator, 2_147_483_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(OPERATOR_MESSAGES.userNotFound);
    expect((await ctx.db.select().from(users).where(eq(users.id, player.user.id)))[0].suspendedAt).toBeNull();
  });

  it("ends the live session at once, blocks sign-in with the suspended message, cancels open campaigns and refunds every stake", async () => {
    const operator = await createOperator(ctx.db, "player");
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const open = await createCampaign(ctx.db, player);
    const funded = await createCampaign(ctx.db, player);
    const done = await createCampaign(ctx.db, player, { status: "completed", totalWinnings: "0.00", finalPosition: 0 });
    const stakes = [await paidStake(open.id, investor, "100.00"), await paidStake(open.id, investor, "50.00"), await paidStake(funded.id, investor, "200.00")];
    await ctx.db.update(campaigns).set({ status: "funded" }).where(eq(campaigns.id, funded.id));
    expect((await injectAs(ctx.app, player, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(200);

    const res = await suspend(operator, player.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: player.user.id, suspended: true, suspendedReason: "Marked payouts paid that never arrived." },
      cancelledCampaigns: 2,
      refundedInvestments: 3,
    });

    // the session the player still holds is refused on its next request
    expect((await injectAs(ctx.app, player, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await injectAs(ctx.app, player, { method: "POST", url: "/api/campaigns", payload: {} })).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, player.user.id))).toEqual([]);
    // a session a sign-in racing the suspension might have made counts for nothing either
    const raced = await createSession(ctx.db, player.user.id);
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `${SESSION_COOKIE}=${raced}` } })).statusCode).toBe(401);

    // the right password says suspended; a wrong one says what it always says, so a guesser learns nothing
    const signIn = await login(player.user.username, player.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
    expect(signIn.cookies.find((c) => c.name === "sid")).toBeUndefined();
    const wrong = await login(player.user.username, "not-the-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid username or password");

    // open campaigns cancelled, the completed one untouched; every stake refunded through the durable refunds
    const rows = await ctx.db
      .select()
      .from(campaigns)
      .where(inArray(campaigns.id, [open.id, funded.id, done.id]));
    expect(Object.fromEntries(rows.map((c) => [c.id, c.status]))).toEqual({ [open.id]: "cancelled", [funded.id]: "cancelled", [done.id]: "completed" });
    const stakeRows = await ctx.db
      .select()
      .from(investments)
      .where(
        inArray(
          investments.id,
          stakes.map((s) => s.id),
        ),
      );
    expect(stakeRows.map((s) => s.status)).toEqual(["refunded", "refunded", "refunded"]);
    const owed = await ctx.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.investmentId,
          stakes.map((s) => s.id),
        ),
      );
    expect(owed).toHaveLength(3);
    expect(owed.every((r) => r.reason === "campaign_cancelled" && r.status === "succeeded")).toBe(true);

    // the player page says Suspended; nothing was deleted
    const page = await ctx.app.inject({ method: "GET", url: `/api/players/${player.user.username}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().suspended).toBe(true);
    expect(await ctx.db.select().from(users).where(eq(users.id, player.user.id))).toHaveLength(1);

    const [trail] = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectType, "user"), eq(trustTrail.subjectId, player.user.id)));
    expect(trail).toMatchObject({
      actorId: operator.user.id,
      action: "user.suspended",
      before: { suspendedAt: null },
      after: { suspendedReason: "Marked payouts paid that never arrived.", cancelledCampaigns: [open.id, funded.id] },
    });

    const again = await suspend(operator, player.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATOR_MESSAGES.alreadySuspended);
  });

  it("a suspended investor's open payment holds are canceled", async () => {
    const operator = await createOperator(ctx.db);
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const hold = await injectAs(ctx.app, investor, { method: "POST", url: "/api/create-payment-intent", payload: { campaignId: campaign.id, amount: 100 } });
    expect(hold.statusCode).toBe(200);
    const res = await suspend(operator, investor.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelledCampaigns: 0, releasedHolds: 1 });
    const [intent] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, hold.json().paymentIntentId));
    expect(intent.status).toBe("canceled");
  });
});

describe("POST /api/operator/users/:id/reinstate", () => {
  it("lets them sign in again; what was cancelled stays cancelled; 409 when not suspended; both on the trail", async () => {
    const operator = await createOperator(ctx.db);
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    const notSuspended = await reinstate(operator, player.user.id);
    expect(notSuspended.statusCode).toBe(409);
    expect(notSuspended.json().message).toBe(OPERATOR_MESSAGES.notSuspended);
    expect((await suspend(operator, player.user.id)).statusCode).toBe(200);
    expect((await login(player.user.username, player.password)).statusCode).toBe(403);

    const res = await reinstate(operator, player.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: player.user.id, suspended: false, suspendedAt: null, suspendedReason: null });
    const signIn = await login(player.user.username, player.password);
    expect(signIn.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: `/api/players/${player.user.username}` })).json().suspended).toBe(false);
    expect((await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0].status).toBe("cancelled");

    const trail = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectType, "user"), eq(trustTrail.subjectId, player.user.id)));
    expect(trail.map((t) => [t.action, t.actorId])).toEqual([
      ["user.suspended", operator.user.id],
      ["user.reinstated", operator.user.id],
    ]);
    expect((await reinstate(operator, 2_147_483_000)).statusCode).toBe(404);
  });
});

describe("GET /api/operator/users", () => {
  it("finds users by username or its start, exact match first; q is required", async () => {
    const operator = await createOperator(ctx.db);
    const player = await createPlayer(ctx.db);
    const res = await injectAs(ctx.app, operator, { method: "GET", url: `/api/operator/users?q=${encodeURIComponent(player.user.username.toUpperCase())}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: player.user.id, username: player.user.username, role: "player", isOperator: false, suspended: false });
    const prefix = await injectAs(ctx.app, operator, { method: "GET", url: `/api/operator/users?q=${player.user.username.slice(0, -3)}` });
    expect(prefix.json().map((u: { id: number }) => u.id)).toContain(player.user.id);
    // LIKE's wildcards are matched as themselves
    const wild = await injectAs(ctx.app, operator, { method: "GET", url: "/api/operator/users?q=%25" });
    expect(wild.statusCode).toBe(200);
    expect(wild.json()).toEqual([]);
    const missing = await injectAs(ctx.app, operator, { method: "GET", url: "/api/operator/users" });
    expect(missing.statusCode).toBe(400);
    expect((await injectAs(ctx.app, operator, { method: "GET", url: `/api/operator/users?q=${"a".repeat(65)}` })).statusCode).toBe(400);
  });
});
