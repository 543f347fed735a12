import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IDENTITY_LINK, IDENTITY_MESSAGES } from "../../../src/core/identity";
import { campaigns, identitySessions, trustTrail, users } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { toCents } from "../../../src/core/money";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { createOperator } from "../operator/operator-helpers";

const ctx = setupTestApp();

const unverifiedPlayer = (o: Parameters<typeof createPlayer>[1] = {}) =>
  createPlayer(ctx.db, { identityStatus: "unverified", identityVerifiedAt: null, verifiedName: null, ...o });
const state = (who: TestUser | null) => injectAs(ctx.app, who, { method: "GET", url: "/api/identity/verification" });
const start = (who: TestUser | null) => injectAs(ctx.app, who, { method: "POST", url: "/api/identity/verification" });
const complete = (who: TestUser | null, body: unknown) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/identity/sandbox/complete", payload: body as object });
const userRow = async (who: TestUser) => (await ctx.db.select().from(users).where(eq(users.id, who.user.id)))[0];
const trailOf = (who: TestUser) =>
  ctx.db
    .select()
    .from(trustTrail)
    .where(and(eq(trustTrail.subjectType, "user"), eq(trustTrail.subjectId, who.user.id)))
    .orderBy(trustTrail.id);

async function started(who: TestUser): Promise<string> {
  const res = await start(who);
  expect(res.statusCode).toBe(200);
  return res.json().sessionId as string;
}

describe("GET /api/identity/verification", () => {
  it("answers 401 signed out, and the caller's status with their open campaigns' targets", async () => {
    expect((await state(null)).statusCode).toBe(401);
    const player = await unverifiedPlayer();
    await createCampaign(ctx.db, player, { targetAmount: "1200.00" });
    await createCampaign(ctx.db, player, { targetAmount: "300.50", status: "funded" });
    await createCampaign(ctx.db, player, { targetAmount: "5000.00", status: "cancelled" });
    const res = await state(player);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "unverified", verifiedAt: null, provider: "sandbox", openTargets: "1500.50", pendingSessionId: null });
  });
});

describe("POST /api/identity/verification (sandbox)", () => {
  it("answers 401 signed out and 403 to investors and sponsors: only players verify", async () => {
    expect((await start(null)).statusCode).toBe(401);
    for (const who of [await createInvestor(ctx.db), await createSponsor(ctx.db)]) {
      const res = await start(who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: IDENTITY_MESSAGES.playersOnly, code: "forbidden" });
      expect(await ctx.db.select().from(identitySessions).where(eq(identitySessions.userId, who.user.id))).toEqual([]);
    }
  });

  it("starts a sandbox session: a sessionId, no hosted url, the player pending and on the trail", async () => {
    const player = await unverifiedPlayer();
    const res = await start(player);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ sessionId: expect.stringMatching(/^vs_sandbox_/), status: "pending", url: null });
    expect((await userRow(player)).identityStatus).toBe("pending");
    expect((await state(player)).json()).toMatchObject({ status: "pending", pendingSessionId: body.sessionId });
    const trail = await trailOf(player);
    expect(trail.map((t) => [t.action, t.actorId, t.before, t.after])).toEqual([
      ["identity.started", player.user.id, { identityStatus: "unverified" }, { identityStatus: "pending", sessionId: body.sessionId }],
    ]);
  });

  it("a new start replaces the unfinished session: the old one can no longer be completed", async () => {
    const player = await unverifiedPlayer();
    const first = await started(player);
    const second = await started(player);
    expect(second).not.toBe(first);
    const old = await complete(player, { sessionId: first, outcome: "verified" });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toEqual({ message: IDENTITY_MESSAGES.finished, code: "conflict" });
    expect((await complete(player, { sessionId: second, outcome: "verified" })).json()).toEqual({ status: "verified" });
  });

  it("answers 409 to a verified player, starting nothing", async () => {
    const player = await createPlayer(ctx.db);
    const res = await start(player);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: IDENTITY_MESSAGES.alreadyVerified, code: "conflict" });
    expect(await ctx.db.select().from(identitySessions).where(eq(identitySessions.userId, player.user.id))).toEqual([]);
  });
});

describe("POST /api/identity/sandbox/complete", () => {
  it("validates the body: 400 with a clear message, nothing changed", async () => {
    const player = await unverifiedPlayer();
    const sessionId = await started(player);
    const cases: Array<[unknown, string]> = [
      [{ sessionId, outcome: "approved" }, 'outcome must be "verified" or "requires_input"'],
      [{ sessionId }, 'outcome must be "verified" or "requires_input"'],
      [{ outcome: "verified" }, "sessionId is required"],
      [{ sessionId: "  ", outcome: "verified" }, "sessionId is required"],
    ];
    for (const [body, message] of cases) {
      const res = await complete(player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message, code: "bad_request" });
    }
    expect((await userRow(player)).identityStatus).toBe("pending");
  });

  it("answers 401 signed out, 403 to investors, 404 for an unknown session and 403 for someone else's", async () => {
    const owner = await unverifiedPlayer();
    const sessionId = await started(owner);
    expect((await complete(null, { sessionId, outcome: "verified" })).statusCode).toBe(401);
    expect((await complete(await createInvestor(ctx.db), { sessionId, outcome: "verified" })).statusCode).toBe(403);
    const other = await unverifiedPlayer();
    const unknown = await complete(other, { sessionId: "vs_sandbox_nothing", outcome: "verified" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: IDENTITY_MESSAGES.sessionNotFound, code: "not_found" });
    const foreign = await complete(other, { sessionId, outcome: "verified" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: IDENTITY_MESSAGES.foreignSession, code: "forbidden" });
    expect((await userRow(owner)).identityStatus).toBe("pending");
    expect((await userRow(other)).identityStatus).toBe("unverified");
  });

  it("verified: the account is verified with the profile's name, on the trail; completing twice is 409", async () => {
    const player = await unverifiedPlayer({ firstName: "Lena", lastName: "Ortiz" });
    const sessionId = await started(player);
    const res = await complete(player, { sessionId, outcome: "verified" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "verified" });
    const row = await userRow(player);
    expect(row).toMatchObject({ identityStatus: "verified", verifiedName: "Lena Ortiz" });
    expect(row.identityVerifiedAt).toBeInstanceOf(Date);
    expect((await state(player)).json()).toMatchObject({ status: "verified", verifiedAt: row.identityVerifiedAt!.toISOString(), pendingSessionId: null });
    const [session] = await ctx.db.select().from(identitySessions).where(eq(identitySessions.id, sessionId));
    expect(session).toMatchObject({ provider: "sandbox", status: "verified", userId: player.user.id });

    const again = await complete(player, { sessionId, outcome: "requires_input" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: IDENTITY_MESSAGES.finished, code: "conflict" });
    expect((await userRow(player)).identityStatus).toBe("verified");
    expect((await trailOf(player)).map((t) => t.action)).toEqual(["identity.started", "identity.verified"]);
  });

  it("requires_input: the player is told more is needed and can start again", async () => {
    const player = await unverifiedPlayer();
    const first = await started(player);
    expect((await complete(player, { sessionId: first, outcome: "requires_input" })).json()).toEqual({ status: "requires_input" });
    expect((await state(player)).json()).toMatchObject({ status: "requires_input", pendingSessionId: null });
    const second = await started(player);
    expect((await complete(player, { sessionId: second, outcome: "verified" })).json()).toEqual({ status: "verified" });
    expect((await trailOf(player)).map((t) => [t.action, (t.after as { identityStatus: string }).identityStatus])).toEqual([
      ["identity.started", "pending"],
      ["identity.requires_input", "requires_input"],
      ["identity.started", "pending"],
      ["identity.verified", "verified"],
    ]);
  });
});

describe("who sees the verification", () => {
  it("the public player page says identityVerified and never carries the legal name", async () => {
    const player = await unverifiedPlayer({ firstName: "Quinn", lastName: "Hale" });
    const before = await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${player.user.username}` });
    expect(before.json().identityVerified).toBe(false);
    await complete(player, { sessionId: await started(player), outcome: "verified" });
    await ctx.db.update(users).set({ firstName: "Q.", lastName: null }).where(eq(users.id, player.user.id));
    const after = await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${player.user.username}` });
    expect(after.json().identityVerified).toBe(true);
    expect(after.body).not.toContain("Quinn Hale");
  });

  it("the operator's user search shows the status and the verified name", async () => {
    const operator = await createOperator(ctx.db);
    const player = await unverifiedPlayer({ firstName: "Remy", lastName: "Stone" });
    await complete(player, { sessionId: await started(player), outcome: "verified" });
    const res = await injectAs(ctx.app, operator, { method: "GET", url: `/api/operator/users?q=${player.user.username}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: player.user.id, identityStatus: "verified", verifiedName: "Remy Stone" });
  });
});

describe("the $2,000 gate on POST /api/campaigns", () => {
  const body = (targetAmount: string) => ({
    tournament: uniqueName("Gate"),
    buyIn: "10000",
    minStake: (toCents(targetAmount) ?? 0) < 10_000 ? targetAmount : "100",
    targetAmount,
    playerOfferedPercentage: 50,
    tournamentDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  });
  const create = (who: TestUser, targetAmount: string) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns", payload: body(targetAmount) });

  it("allows exactly $2,000 in open campaigns; one cent more is 403 naming the step, with its link", async () => {
    const player = await unverifiedPlayer();
    await createCampaign(ctx.db, player, { targetAmount: "1500.00" });
    const over = await create(player, "500.01");
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({ message: IDENTITY_MESSAGES.required, code: "identity_required", link: IDENTITY_LINK });
    expect(over.json().message).toContain("Verify your identity before raising more than $2,000");
    expect((await create(player, "500.00")).statusCode).toBe(201);
    expect((await create(player, "0.01")).statusCode).toBe(403);
  });

  it("counts funded campaigns but not cancelled or completed ones", async () => {
    const player = await unverifiedPlayer();
    await createCampaign(ctx.db, player, { targetAmount: "5000.00", status: "cancelled" });
    await createCampaign(ctx.db, player, { targetAmount: "5000.00", status: "completed" });
    await createCampaign(ctx.db, player, { targetAmount: "1000.00", status: "funded" });
    expect((await create(player, "1000.00")).statusCode).toBe(201);
    expect((await create(player, "1.00")).statusCode).toBe(403);
  });

  it("a single campaign over $2,000 needs it too; a verified player raises it", async () => {
    const player = await unverifiedPlayer();
    expect((await create(player, "2500.00")).statusCode).toBe(403);
    await complete(player, { sessionId: await started(player), outcome: "verified" });
    expect((await create(player, "2500.00")).statusCode).toBe(201);
    expect((await create(await createPlayer(ctx.db), "5000.00")).statusCode).toBe(201);
  });

  it("two creates at once cannot pass the gate together: $1,500 and $1,500 in parallel, one is refused", async () => {
    const player = await unverifiedPlayer();
    const answers = await Promise.all([create(player, "1500.00"), create(player, "1500.00")]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    const [{ open }] = await ctx.db
      .select({ open: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(and(eq(campaigns.playerId, player.user.id), eq(campaigns.status, "active")));
    expect(open).toBe(1);
  });

  it("pending or needing more is not verified", async () => {
    const player = await unverifiedPlayer();
    await complete(player, { sessionId: await started(player), outcome: "requires_input" });
    expect((await create(player, "2000.01")).statusCode).toBe(403);
    await started(player);
    expect((await create(player, "2000.01")).statusCode).toBe(403);
  });
});
