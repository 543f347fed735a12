import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { identitySessions, trustTrail, users } from "../../../src/server/db/schema/index";
import { createPlayer, injectAs, type TestUser } from "../helpers";
import { postStripeWebhook, setupStripeApp, stripeEvent } from "../stripe-webhook";
import { startIdentityFake, type IdentityFake } from "./identity-stripe-fake";

const WEBHOOK_SECRET = "whsec_identity_secret";
let fake: IdentityFake;
const ctx = setupStripeApp(async () => (fake = await startIdentityFake()), WEBHOOK_SECRET, { PUBLIC_URL: "https://stakeline.test" });

const webhook = (event: object, secret = WEBHOOK_SECRET) => postStripeWebhook(ctx.app, event, secret);

const event = stripeEvent;

const unverifiedPlayer = () => createPlayer(ctx.db, { identityStatus: "unverified", identityVerifiedAt: null, verifiedName: null });
const userRow = async (who: TestUser) => (await ctx.db.select().from(users).where(eq(users.id, who.user.id)))[0];
const identityTrail = async (who: TestUser) =>
  (
    await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectType, "user"), eq(trustTrail.subjectId, who.user.id)))
      .orderBy(trustTrail.id)
  ).map((t) => [t.action, t.actorId]);

async function startAtStripe(who: TestUser) {
  const res = await injectAs(ctx.app, who, { method: "POST", url: "/api/identity/verification" });
  expect(res.statusCode).toBe(200);
  return res.json() as { sessionId: string; status: string; url: string | null };
}

describe("identity verification with PAYMENTS=stripe (Stripe Identity, through the real SDK against a local fake)", () => {
  it("starts a document session at Stripe for the player and answers the hosted flow's url", async () => {
    const player = await unverifiedPlayer();
    const started = await startAtStripe(player);
    expect(started).toEqual({ sessionId: expect.stringMatching(/^vs_/), status: "pending", url: `https://verify.stripe.com/start/test_${started.sessionId}` });
    expect(fake.creates.at(-1)).toMatchObject({
      type: "document",
      client_reference_id: String(player.user.id),
      metadata: { userId: String(player.user.id) },
      return_url: "https://stakeline.test/profile?tab=identity",
    });
    const [session] = await ctx.db.select().from(identitySessions).where(eq(identitySessions.id, started.sessionId));
    expect(session).toMatchObject({ provider: "stripe", status: "pending", userId: player.user.id });
    expect((await userRow(player)).identityStatus).toBe("pending");
    const state = await injectAs(ctx.app, player, { method: "GET", url: "/api/identity/verification" });
    expect(state.json()).toMatchObject({ provider: "stripe", status: "pending", pendingSessionId: null });
  });

  it("has no sandbox step: POST /api/identity/sandbox/complete does not exist", async () => {
    const player = await unverifiedPlayer();
    const { sessionId } = await startAtStripe(player);
    const res = await injectAs(ctx.app, player, { method: "POST", url: "/api/identity/sandbox/complete", payload: { sessionId, outcome: "verified" } });
    expect(res.statusCode).toBe(404);
    expect((await userRow(player)).identityStatus).toBe("pending");
  });

  it("the signed identity.verification_session.verified webhook verifies the account with Stripe's verified name, once", async () => {
    const player = await unverifiedPlayer();
    const { sessionId } = await startAtStripe(player);
    const session = fake.verify(sessionId, "Jane", "Doe");
    const res = await webhook(event("identity.verification_session.verified", { ...session, verified_outputs: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(fake.retrieves.at(-1)).toContain("expand[0]=verified_outputs");
    const row = await userRow(player);
    expect(row).toMatchObject({ identityStatus: "verified", verifiedName: "Jane Doe" });
    expect(row.identityVerifiedAt).toBeInstanceOf(Date);
    // Stripe delivers at least once: a redelivery changes nothing
    expect((await webhook(event("identity.verification_session.verified", session))).statusCode).toBe(200);
    expect(await identityTrail(player)).toEqual([
      ["identity.started", player.user.id],
      ["identity.verified", null],
    ]);
  });

  it("refuses a forged or unsigned event: 400, the account unchanged", async () => {
    const player = await unverifiedPlayer();
    const { sessionId } = await startAtStripe(player);
    const session = fake.verify(sessionId, "Eve", "Forger");
    const forged = await webhook(event("identity.verification_session.verified", session), "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: "Webhook signature verification failed.", code: expect.any(String) });
    const payload = JSON.stringify(event("identity.verification_session.verified", session));
    const unsigned = await injectAs(ctx.app, null, { method: "POST", url: "/api/payments/webhook", payload, headers: { "content-type": "application/json" } });
    expect(unsigned.statusCode).toBe(400);
    expect(await userRow(player)).toMatchObject({ identityStatus: "pending", verifiedName: null });
  });

  it("does not trust the event's copy: a 'verified' event for a session Stripe has not verified verifies nobody", async () => {
    const player = await unverifiedPlayer();
    const { sessionId } = await startAtStripe(player);
    const res = await webhook(event("identity.verification_session.verified", { id: sessionId, object: "identity.verification_session", status: "verified" }));
    expect(res.statusCode).toBe(200);
    // Stripe still says requires_input (the fresh session's own status): the player is asked for more, not verified
    expect(await userRow(player)).toMatchObject({ identityStatus: "requires_input", verifiedName: null });
  });

  it("requires_input tells the player more is needed; a session that is not ours changes nothing", async () => {
    const player = await unverifiedPlayer();
    const { sessionId } = await startAtStripe(player);
    expect((await webhook(event("identity.verification_session.requires_input", fake.sessions.get(sessionId)!))).statusCode).toBe(200);
    expect((await userRow(player)).identityStatus).toBe("requires_input");
    expect(await identityTrail(player)).toEqual([
      ["identity.started", player.user.id],
      ["identity.requires_input", null],
    ]);
    // a session another app opened on the same Stripe account: settled (200), nothing recorded
    const other = await unverifiedPlayer();
    const stranger = await startAtStripe(other);
    await ctx.db.delete(identitySessions).where(eq(identitySessions.id, stranger.sessionId));
    const res = await webhook(event("identity.verification_session.verified", fake.verify(stranger.sessionId, "No", "Body")));
    expect(res.statusCode).toBe(200);
    expect(await userRow(other)).toMatchObject({ identityStatus: "pending", verifiedName: null });
  });
});
