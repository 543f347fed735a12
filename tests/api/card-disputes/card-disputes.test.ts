import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CARD_DISPUTE_MESSAGES, HELD_FOR_REVIEW_MESSAGE, SANDBOX_DISPUTE_CARD, sandboxDisputeId } from "../../../src/core/card-disputes";
import { cardDisputes, investments, trustTrail, users } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { CARD_OK, confirmCard, createIntent, invest } from "../investing/investing-helpers";
import { createOperator } from "../operator/operator-helpers";

const ctx = setupTestApp();

const raise = (who: TestUser | null, body: unknown) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/payments/sandbox/dispute", payload: body as object });
const list = (who: TestUser | null) => injectAs(ctx.app, who, { method: "GET", url: "/api/operator/card-disputes" });
const review = (who: TestUser | null, id: number, body: unknown = { note: "Issuer says the card was stolen; looked fine.", release: true }) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/operator/card-disputes/${id}/review`, payload: body as object });
const heldAt = async (userId: number) => (await ctx.db.select({ at: users.heldForReviewAt }).from(users).where(eq(users.id, userId)))[0].at;
const trailOf = (subjectType: "card_dispute" | "user", subjectId: number) =>
  ctx.db
    .select()
    .from(trustTrail)
    .where(and(eq(trustTrail.subjectType, subjectType), eq(trustTrail.subjectId, subjectId)))
    .orderBy(trustTrail.id);

/** An investor with a stake paid by the sandbox card, and another open campaign to stake in next. */
async function staked(amount = "100") {
  const player = await createPlayer(ctx.db, { firstName: "Dana" });
  const investor = await createInvestor(ctx.db);
  const campaign = await createCampaign(ctx.db, player, { targetAmount: "1000.00", tournament: "Dispute Open" });
  const next = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
  const paymentIntentId = await invest(ctx.app, investor, campaign.id, amount);
  const [stake] = await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, paymentIntentId));
  return { player, investor, campaign, next, stake };
}

describe("POST /api/payments/sandbox/dispute", () => {
  it("disputes the investor's own stake once, holds them for review and writes the trail", async () => {
    const { investor, stake } = await staked("100");
    const res = await raise(investor, { investmentId: stake.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ created: true, providerDisputeId: sandboxDisputeId(stake.paymentIntentId), status: "open" });
    const [row] = await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.investmentId, stake.id));
    // the whole charge is disputed: the $100 stake and its $5 fee
    expect(row).toMatchObject({
      investorId: investor.user.id,
      campaignId: stake.campaignId,
      amountCents: 10_500,
      paymentIntentId: stake.paymentIntentId,
      status: "open",
    });
    expect(await heldAt(investor.user.id)).toBeInstanceOf(Date);
    const trail = await trailOf("card_dispute", row.id);
    expect(trail).toMatchObject([{ action: "card_dispute.recorded", actorId: investor.user.id, after: { investmentId: stake.id, amountCents: 10_500 } }]);
    expect(await trailOf("user", investor.user.id)).toMatchObject([{ action: "card_dispute.recorded", before: { heldForReviewAt: null } }]);

    // one dispute per charge: raising it again answers the first
    const again = await raise(investor, { investmentId: stake.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, id: row.id });
    expect(await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.investmentId, stake.id))).toHaveLength(1);
    expect(await trailOf("card_dispute", row.id)).toHaveLength(1);
  });

  it("lets an operator raise it; refuses bad bodies, the signed out, someone else's stake and an unknown one", async () => {
    const { stake, investor } = await staked("200");
    const stranger = await createInvestor(ctx.db);
    for (const body of [{}, { investmentId: "x" }, { investmentId: -1 }, { investmentId: 1.5 }, { investmentId: 2_147_483_648 }]) {
      const res = await raise(investor, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain("investmentId");
    }
    expect((await raise(null, { investmentId: stake.id })).statusCode).toBe(401);
    const foreign = await raise(stranger, { investmentId: stake.id });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(CARD_DISPUTE_MESSAGES.foreignStake);
    const missing = await raise(investor, { investmentId: 2_147_483_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CARD_DISPUTE_MESSAGES.stakeNotFound);
    expect(await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.investmentId, stake.id))).toEqual([]);
    expect(await heldAt(investor.user.id)).toBeNull();

    const operator = await createOperator(ctx.db);
    const res = await raise(operator, { investmentId: stake.id });
    expect(res.statusCode).toBe(201);
    expect(await heldAt(investor.user.id)).toBeInstanceOf(Date);
  });

  it("the dispute test card 4000 0000 0000 0259 is charged, then disputed", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const intent = (await createIntent(ctx.app, investor, campaign.id, "100")).json();
    const paid = await confirmCard(ctx.app, investor, intent.clientSecret, { ...CARD_OK, number: "4000 0000 0000 0259" });
    expect(paid.statusCode).toBe(200);
    const [stake] = await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, intent.paymentIntentId));
    expect(stake).toMatchObject({ amount: "100.00", status: "active" });
    expect(await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.investmentId, stake.id))).toMatchObject([
      { providerDisputeId: sandboxDisputeId(intent.paymentIntentId), amountCents: 10_500, status: "open" },
    ]);
    expect(SANDBOX_DISPUTE_CARD).toBe("4000000000000259");
    expect(await heldAt(investor.user.id)).toBeInstanceOf(Date);
  });
});

describe("held for review", () => {
  it("refuses the held investor's next stake with the message and leaves another investor and the existing stake alone", async () => {
    const { investor, stake, next } = await staked("100");
    const other = await createInvestor(ctx.db);
    expect((await raise(investor, { investmentId: stake.id })).statusCode).toBe(201);

    const refused = await createIntent(ctx.app, investor, next.id, "100");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: HELD_FOR_REVIEW_MESSAGE, code: "held_for_review" });
    expect((await createIntent(ctx.app, other, next.id, "100")).statusCode).toBe(200);
    const [kept] = await ctx.db.select().from(investments).where(eq(investments.id, stake.id));
    expect(kept.status).toBe("active");
  });
});

describe("GET /api/operator/card-disputes and POST .../:id/review", () => {
  it("lists the open dispute with the stake, the campaign and the investor, only to operators", async () => {
    const { investor, stake, player, campaign } = await staked("100");
    const id = (await raise(investor, { investmentId: stake.id })).json().id as number;
    const operator = await createOperator(ctx.db, "player");

    for (const who of [investor, player, await createSponsor(ctx.db)]) {
      const res = await list(who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only an operator can do this");
    }
    expect((await list(null)).statusCode).toBe(401);

    const res = await list(operator);
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as Array<{ id: number }>).find((d) => d.id === id);
    expect(mine).toMatchObject({
      status: "open",
      reason: "fraudulent",
      amount: "105.00",
      stake: { id: stake.id, amount: "100.00", platformFee: "5.00", createdAt: stake.createdAt.toISOString() },
      campaign: {
        id: campaign.id,
        title: "Dispute Open",
        player: { id: player.user.id, username: player.user.username, name: expect.stringMatching(/^Dana/) },
      },
      investor: { id: investor.user.id, username: investor.user.username, heldSince: (await heldAt(investor.user.id))!.toISOString() },
    });
  });

  it("reviews once with a note; release lets the investor stake again, and both trail rows are written", async () => {
    const { investor, stake, next, player } = await staked("100");
    const id = (await raise(investor, { investmentId: stake.id })).json().id as number;
    const operator = await createOperator(ctx.db);

    for (const who of [investor, player, await createSponsor(ctx.db)]) expect((await review(who, id)).statusCode).toBe(403);
    expect((await review(null, id)).statusCode).toBe(401);
    const bad: Array<[unknown, string]> = [
      [{ release: true }, CARD_DISPUTE_MESSAGES.noteRequired],
      [{ note: "   ", release: true }, CARD_DISPUTE_MESSAGES.noteRequired],
      [{ note: "n".repeat(1001), release: true }, "note must be at most 1,000 characters"],
      [{ note: "fine" }, CARD_DISPUTE_MESSAGES.releaseRequired],
      [{ note: "fine", release: "yes" }, CARD_DISPUTE_MESSAGES.releaseRequired],
    ];
    for (const [body, message] of bad) {
      const res = await review(operator, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await review(operator, 0)).statusCode).toBe(400);
    const missing = await review(operator, 2_147_483_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CARD_DISPUTE_MESSAGES.notFound);
    expect((await ctx.db.select().from(cardDisputes).where(eq(cardDisputes.id, id)))[0].status).toBe("open");
    expect((await createIntent(ctx.app, investor, next.id, "100")).statusCode).toBe(403);

    const res = await review(operator, id, { note: "Issuer withdrew it.", release: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "reviewed", investor: { id: investor.user.id, heldSince: null } });
    expect(await heldAt(investor.user.id)).toBeNull();
    expect((await createIntent(ctx.app, investor, next.id, "100")).statusCode).toBe(200);
    expect(((await list(operator)).json() as Array<{ id: number }>).some((d) => d.id === id)).toBe(false);

    const twice = await review(operator, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CARD_DISPUTE_MESSAGES.alreadyReviewed);

    expect(await trailOf("card_dispute", id)).toMatchObject([
      { action: "card_dispute.recorded" },
      {
        action: "card_dispute.reviewed",
        actorId: operator.user.id,
        before: { status: "open" },
        after: { status: "reviewed", note: "Issuer withdrew it.", release: true },
      },
    ]);
    expect(await trailOf("user", investor.user.id)).toMatchObject([
      { action: "card_dispute.recorded", before: { heldForReviewAt: null } },
      { action: "card_dispute.reviewed", actorId: operator.user.id, after: { heldForReviewAt: null, cardDisputeId: id } },
    ]);
  });

  it("a review without release keeps the investor's stakes paused", async () => {
    const { investor, stake, next } = await staked("150");
    const id = (await raise(investor, { investmentId: stake.id })).json().id as number;
    const operator = await createOperator(ctx.db);
    const res = await review(operator, id, { note: "Looks like real fraud; keep paused.", release: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "reviewed", investor: { heldSince: expect.any(String) } });
    expect((await createIntent(ctx.app, investor, next.id, "100")).statusCode).toBe(403);
    expect(await trailOf("user", investor.user.id)).toHaveLength(1);
  });
});
