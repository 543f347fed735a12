import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OPERATOR_MESSAGES } from "../../../src/core/contracts/operator";
import { OPERATOR_ONLY } from "../../../src/server/auth/guards";
import { campaigns, investments, notifications, payoutDisputes, payouts, trustTrail } from "../../../src/server/db/schema/index";
import { recordTrail } from "../../../src/server/trust/trail";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createOperator, seedDispute } from "./operator-helpers";

const ctx = setupTestApp();

const rule = (who: TestUser | null, id: number, body: unknown) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/operator/disputes/${id}/rule`, payload: body as object });

describe("operator routes: who may call them", () => {
  it("answers 401 signed out and 403 to an investor, a player and a sponsor on every route", async () => {
    const { dispute, payout, player } = await seedDispute(ctx.db);
    const routes = [
      { method: "GET" as const, url: "/api/operator/disputes" },
      { method: "GET" as const, url: `/api/operator/payouts/${payout.id}/trail` },
      { method: "POST" as const, url: `/api/operator/disputes/${dispute.id}/rule`, payload: { outcome: "paid", note: "Looks paid." } },
      { method: "GET" as const, url: `/api/operator/users?q=${player.user.username}` },
      { method: "POST" as const, url: `/api/operator/users/${player.user.id}/suspend`, payload: { reason: "Never pays his backers." } },
      { method: "POST" as const, url: `/api/operator/users/${player.user.id}/reinstate` },
    ];
    const others = [await createInvestor(ctx.db), await createPlayer(ctx.db), await createSponsor(ctx.db), player];
    for (const route of routes) {
      expect((await injectAs(ctx.app, null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const who of others) {
        const res = await injectAs(ctx.app, who, route);
        expect(res.statusCode, `${who.user.role} ${route.method} ${route.url}`).toBe(403);
        expect(res.json().message).toBe(OPERATOR_ONLY);
      }
    }
    // nothing moved: a ruling by a non-operator changes neither the dispute nor the payout, and writes no trail
    const [still] = await ctx.db.select().from(payoutDisputes).where(eq(payoutDisputes.id, dispute.id));
    expect(still.status).toBe("open");
    const [p] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(p).toMatchObject({ status: "paid", ruling: null, confirmation: "disputed" });
    expect(
      await ctx.db
        .select()
        .from(trustTrail)
        .where(and(eq(trustTrail.subjectType, "payout"), eq(trustTrail.subjectId, payout.id))),
    ).toEqual([]);
  });

  it("the signed-in user says whether they are an operator (the menu's Operator link)", async () => {
    const operator = await createOperator(ctx.db);
    const investor = await createInvestor(ctx.db);
    expect((await injectAs(ctx.app, operator, { method: "GET", url: "/api/auth/user" })).json().isOperator).toBe(true);
    expect((await injectAs(ctx.app, investor, { method: "GET", url: "/api/auth/user" })).json().isOperator).toBe(false);
  });

  it("operator rights are never chosen: sign-up and the role switch refuse an operator role and ignore the flag", async () => {
    const user = await createInvestor(ctx.db);
    const switched = await injectAs(ctx.app, user, { method: "PATCH", url: "/api/auth/user/role", payload: { role: "operator" } });
    expect(switched.statusCode).toBe(400);
    const signUp = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: `op_${Date.now()}`, password: "felt-river-42", role: "operator" },
    });
    expect(signUp.statusCode).toBe(400);
    const sneaky = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { username: `op2_${Date.now()}`, password: "felt-river-42", role: "investor", isOperator: true, operatorSince: new Date().toISOString() },
    });
    expect(sneaky.statusCode).toBe(201);
    expect(sneaky.json().isOperator).toBe(false);
  });
});

describe("GET /api/operator/disputes and the payout's trail", () => {
  it("lists the open disputes with both sides' words, the payout, its campaign, both parties and the trail", async () => {
    const operator = await createOperator(ctx.db, "player");
    const { dispute, payout, player, investor, campaign } = await seedDispute(ctx.db);
    await recordTrail(ctx.db, {
      actorId: investor.user.id,
      action: "payout.disputed",
      subjectType: "payout",
      subjectId: payout.id,
      before: { confirmation: "awaiting" },
      after: { confirmation: "disputed" },
    });
    await recordTrail(ctx.db, {
      actorId: player.user.id,
      action: "dispute.answered",
      subjectType: "dispute",
      subjectId: dispute.id,
      after: { answer: "sent" },
    });

    const res = await injectAs(ctx.app, operator, { method: "GET", url: "/api/operator/disputes" });
    expect(res.statusCode).toBe(200);
    const found = res.json().find((d: { id: number }) => d.id === dispute.id);
    expect(found).toMatchObject({
      status: "open",
      reason: "Nothing arrived in my PayPal account.",
      answer: "I sent it on the 3rd, reference TX-123.",
      payout: { id: payout.id, amount: "400.00", status: "paid", confirmation: "disputed", ruling: null, paidMethod: "PayPal", paidReference: "TX-123" },
      campaign: { id: campaign.id, tournament: campaign.tournament },
      player: { id: player.user.id, username: player.user.username, suspended: false },
      investor: { id: investor.user.id, username: investor.user.username, suspended: false },
    });
    expect(found.trail.map((t: { action: string; actor: string }) => [t.action, t.actor])).toEqual([
      ["payout.disputed", investor.user.username],
      ["dispute.answered", player.user.username],
    ]);

    const trail = await injectAs(ctx.app, operator, { method: "GET", url: `/api/operator/payouts/${payout.id}/trail` });
    expect(trail.statusCode).toBe(200);
    expect(trail.json()).toEqual(found.trail);
  });

  it("404 for an unknown payout's trail, 400 for an id that is not one", async () => {
    const operator = await createOperator(ctx.db);
    const missing = await injectAs(ctx.app, operator, { method: "GET", url: "/api/operator/payouts/2147483000/trail" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(OPERATOR_MESSAGES.payoutNotFound);
    for (const bad of ["abc", "0", "-1", "99999999999", "1.5"]) {
      expect((await injectAs(ctx.app, operator, { method: "GET", url: `/api/operator/payouts/${bad}/trail` })).statusCode, bad).toBe(400);
    }
  });
});

describe("POST /api/operator/disputes/:id/rule", () => {
  it("validates the outcome and the note (1-1,000 characters), naming what is wrong", async () => {
    const operator = await createOperator(ctx.db);
    const { dispute } = await seedDispute(ctx.db);
    const cases: Array<[unknown, string]> = [
      [{ note: "x" }, OPERATOR_MESSAGES.outcome],
      [{ outcome: "maybe", note: "x" }, OPERATOR_MESSAGES.outcome],
      [{ outcome: "paid" }, OPERATOR_MESSAGES.noteRequired],
      [{ outcome: "paid", note: "   " }, OPERATOR_MESSAGES.noteRequired],
      [{ outcome: "paid", note: 42 }, OPERATOR_MESSAGES.noteRequired],
      [{ outcome: "paid", note: "n".repeat(1001) }, OPERATOR_MESSAGES.noteTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await rule(operator, dispute.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // a text body is refused as a client error (415), never a 5xx
    expect((await rule(operator, dispute.id, "not json")).statusCode).toBe(415);
    expect((await rule(operator, 2_147_483_000, { outcome: "paid", note: "x" })).statusCode).toBe(404);
    expect((await rule(operator, 2_147_483_000, { outcome: "paid", note: "x" })).json().message).toBe(OPERATOR_MESSAGES.disputeNotFound);
    // a note of exactly 1,000 characters is fine
    expect((await rule(operator, dispute.id, { outcome: "paid", note: "n".repeat(1000) })).statusCode).toBe(200);
  });

  it("paid: the payout stays paid as of when it was marked, both parties are told, the trail has the ruling; twice is 409", async () => {
    const operator = await createOperator(ctx.db);
    const { dispute, payout, player, investor } = await seedDispute(ctx.db);
    const res = await rule(operator, dispute.id, { outcome: "paid", note: "The PayPal receipt TX-123 matches." });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: dispute.id,
      status: "ruled",
      outcome: "paid",
      note: "The PayPal receipt TX-123 matches.",
      payout: { status: "paid", ruling: "paid", confirmation: "disputed" },
    });

    const [p] = await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(p.status).toBe("paid");
    expect(p.paidAt?.getTime()).toBe(payout.paidAt!.getTime());
    expect(p.ruling).toBe("paid");
    const [d] = await ctx.db.select().from(payoutDisputes).where(eq(payoutDisputes.id, dispute.id));
    expect(d).toMatchObject({ status: "ruled", outcome: "paid", ruledBy: operator.user.id });
    expect(d.ruledAt).not.toBeNull();

    const trail = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectType, "payout"), eq(trustTrail.subjectId, payout.id)));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: operator.user.id,
      action: "dispute.ruled",
      before: { payout: { status: "paid", ruling: null } },
      after: { payout: { status: "paid", ruling: "paid" } },
    });

    const told = await ctx.db.select().from(notifications).where(eq(notifications.type, "dispute_ruled"));
    expect(told.filter((n) => n.userId === investor.user.id).map((n) => n.title)).toEqual(["Dispute ruled: paid"]);
    expect(told.filter((n) => n.userId === player.user.id).map((n) => n.title)).toEqual(["Dispute ruled: paid"]);

    const again = await rule(operator, dispute.id, { outcome: "unpaid", note: "Changed my mind." });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(OPERATOR_MESSAGES.alreadyRuled);
    expect((await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id)))[0].status).toBe("paid");
    // the ruled dispute leaves the open list
    const open = await injectAs(ctx.app, operator, { method: "GET", url: "/api/operator/disputes" });
    expect(open.json().map((x: { id: number }) => x.id)).not.toContain(dispute.id);
  });

  it("unpaid: the payout is owed again in Pay Investors, overdue from its due date, and the player is asked to pay again", async () => {
    const operator = await createOperator(ctx.db);
    const { dispute, payout, player, investor, campaign, stake } = await seedDispute(ctx.db, { dueDaysAgo: 5 });
    const res = await rule(operator, dispute.id, { outcome: "unpaid", note: "No transfer TX-123 exists at PayPal." });
    expect(res.statusCode).toBe(200);
    expect(res.json().payout).toMatchObject({ status: "pending", paidAt: null, confirmation: null, ruling: "unpaid" });

    const owed = await injectAs(ctx.app, player, { method: "GET", url: "/api/pending-payouts" });
    const row = owed.json().find((r: { id: number }) => r.id === payout.id);
    expect(row).toMatchObject({ status: "pending", paidAt: null, overdue: true, dueAt: payout.dueAt!.toISOString() });
    const [c] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(c.payoutCompleted).toBe(false);
    const [s] = await ctx.db.select().from(investments).where(eq(investments.id, stake.id));
    expect(s.status).toBe("closed");

    const told = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "dispute_ruled"), eq(notifications.userId, player.user.id)));
    expect(told.map((n) => [n.title, n.link])).toEqual([["Pay again: dispute ruled not paid", "/pay-investors"]]);
    expect(told[0].body).toContain("No transfer TX-123 exists at PayPal.");
    const investorTold = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "dispute_ruled"), eq(notifications.userId, investor.user.id)));
    expect(investorTold.map((n) => n.title)).toEqual(["Dispute ruled: not paid"]);

    const [trail] = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.action, "dispute.ruled"), eq(trustTrail.subjectId, payout.id)));
    expect(trail).toMatchObject({
      actorId: operator.user.id,
      before: { payout: { status: "paid" } },
      after: { payout: { status: "pending", paidAt: null }, dispute: { outcome: "unpaid" } },
    });

    // the player can mark it paid again (the ruling reopened it); a second ruling on the same dispute is refused
    const marked = await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${payout.id}/mark-paid` });
    expect(marked.statusCode).toBe(200);
    expect((await rule(operator, dispute.id, { outcome: "paid", note: "x" })).statusCode).toBe(409);

    // a new mark is the player's word again: the backer disputes it as a new round, and the operator rules once more
    const again = await injectAs(ctx.app, investor, {
      method: "POST",
      url: `/api/payouts/${payout.id}/dispute`,
      payload: { reason: "Marked paid again, still nothing arrived." },
    });
    expect(again.statusCode).toBe(200);
    const [reopened] = await ctx.db.select().from(payoutDisputes).where(eq(payoutDisputes.payoutId, payout.id));
    expect(reopened).toMatchObject({ id: dispute.id, status: "open", outcome: null, answer: null, reason: "Marked paid again, still nothing arrived." });
    expect(
      (await injectAs(ctx.app, investor, { method: "POST", url: `/api/payouts/${payout.id}/dispute`, payload: { reason: "Third time is not a charm." } }))
        .statusCode,
    ).toBe(409);
    const second = await rule(operator, dispute.id, { outcome: "unpaid", note: "Still no transfer." });
    expect(second.statusCode).toBe(200);
    const rulings = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.action, "dispute.ruled"), eq(trustTrail.subjectId, payout.id)));
    expect(rulings).toHaveLength(2);
  });

  it("two operators ruling at once: one ruling stands, the other gets 409", async () => {
    const a = await createOperator(ctx.db);
    const b = await createOperator(ctx.db);
    const { dispute, payout } = await seedDispute(ctx.db);
    const answers = await Promise.all([rule(a, dispute.id, { outcome: "paid", note: "a" }), rule(b, dispute.id, { outcome: "unpaid", note: "b" })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.action, "dispute.ruled"), eq(trustTrail.subjectId, payout.id)));
    expect(rows).toHaveLength(1);
  });

  it("the trail refuses UPDATE and DELETE", async () => {
    const operator = await createOperator(ctx.db);
    const { dispute, payout } = await seedDispute(ctx.db);
    expect((await rule(operator, dispute.id, { outcome: "paid", note: "kept" })).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.action, "dispute.ruled"), eq(trustTrail.subjectId, payout.id)));
    await expect(ctx.db.execute(sql`update trust_trail set action = 'dispute.forgotten' where id = ${row.id}`)).rejects.toThrow();
    await expect(ctx.db.execute(sql`delete from trust_trail where id = ${row.id}`)).rejects.toThrow();
    const [kept] = await ctx.db.select().from(trustTrail).where(eq(trustTrail.id, row.id));
    expect(kept.action).toBe("dispute.ruled");
  });
});
