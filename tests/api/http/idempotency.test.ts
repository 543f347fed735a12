import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calendarDate } from "@core/calendar-dates";
import { campaigns, idempotencyKeys, payouts, specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { IDEMPOTENCY_CLAIM_LEASE_MS, IDEMPOTENCY_MESSAGES, purgeExpiredKeys } from "../../../src/server/http/idempotency";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { tournamentBody } from "../../../src/server/seed/builders";

const ctx = setupTestApp();

const campaignBody = () => ({
  tournament: uniqueName("WSOP Main Event"),
  buyIn: "10000",
  minStake: "100",
  targetAmount: "5000",
  playerOfferedPercentage: 50,
  tournamentDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  description: "Deep run expected",
});

const cupBody = () =>
  tournamentBody({
    name: uniqueName("Cup"),
    description: "A sponsored test event",
    date: calendarDate(new Date(Date.now() + 10 * 86_400_000)),
    time: "18:30",
    location: "Borgata, Atlantic City",
  });

const createCampaignCall = (who: TestUser | null, body: object, key?: string) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns", payload: body, headers: key ? { "idempotency-key": key } : {} });

const campaignCount = async (player: TestUser) => (await ctx.db.select().from(campaigns).where(eq(campaigns.playerId, player.user.id))).length;
const keyRows = (who: TestUser) => ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, who.user.id));

describe("Idempotency-Key on creates", () => {
  it("the same key twice returns the first campaign and makes one row", async () => {
    const player = await createPlayer(ctx.db);
    const key = randomUUID();
    const body = campaignBody();
    const first = await createCampaignCall(player, body, key);
    const second = await createCampaignCall(player, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.json()).toEqual(first.json());
    expect(await campaignCount(player)).toBe(1);
    const [row] = await keyRows(player);
    expect(row).toMatchObject({ key, route: "POST /api/campaigns", statusCode: 201 });
  });

  it("a key is the same key in upper and lower case: the retry replays the first campaign", async () => {
    const player = await createPlayer(ctx.db);
    const key = randomUUID();
    const body = campaignBody();
    const first = await createCampaignCall(player, body, key.toUpperCase());
    expect(first.statusCode).toBe(201);
    const again = await createCampaignCall(player, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().id).toBe(first.json().id);
    expect(await campaignCount(player)).toBe(1);
    expect((await keyRows(player)).map((r) => r.key)).toEqual([key]);
  });

  it("without a key two submissions still make two campaigns (the key is what ties them)", async () => {
    const player = await createPlayer(ctx.db);
    const body = campaignBody();
    expect((await createCampaignCall(player, body)).statusCode).toBe(201);
    expect((await createCampaignCall(player, body)).statusCode).toBe(201);
    expect(await campaignCount(player)).toBe(2);
  });

  it("concurrent requests with one key: one runs, the other replays its answer; one row", async () => {
    const player = await createPlayer(ctx.db);
    const key = randomUUID();
    const body = campaignBody();
    const results = await Promise.all([1, 2, 3].map(() => createCampaignCall(player, body, key)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    expect(await campaignCount(player)).toBe(1);
  });

  it("the same key with a different body or on a different route is 422 and changes nothing", async () => {
    const player = await createPlayer(ctx.db);
    const key = randomUUID();
    expect((await createCampaignCall(player, campaignBody(), key)).statusCode).toBe(201);
    const other = await createCampaignCall(player, campaignBody(), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, code: expect.any(String) });
    const sponsor = await createSponsor(ctx.db);
    const t = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: cupBody() });
    const register = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/special-tournaments/register",
      payload: { tournamentId: t.json().id, userRole: "player" },
      headers: { "idempotency-key": key },
    });
    expect(register.statusCode).toBe(422);
    expect(register.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, code: expect.any(String) });
    expect(await campaignCount(player)).toBe(1);
    expect(await ctx.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.userId, player.user.id))).toHaveLength(0);
  });

  it.each(["not-a-uuid", "", "123e4567-e89b-12d3-a456-42661417400", `${randomUUID()}x`])("a malformed key %j is 400 and creates nothing", async (key) => {
    const player = await createPlayer(ctx.db);
    const res = await injectAs(ctx.app, player, { method: "POST", url: "/api/campaigns", payload: campaignBody(), headers: { "idempotency-key": key } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.invalidKey, code: expect.any(String) });
    expect(await campaignCount(player)).toBe(0);
  });

  it("keys are per user: another user's same key creates their own campaign", async () => {
    const [a, b] = [await createPlayer(ctx.db), await createPlayer(ctx.db)];
    const key = randomUUID();
    const body = campaignBody();
    const first = await createCampaignCall(a, body, key);
    const second = await createCampaignCall(b, body, key);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
    expect(second.json().playerId).toBe(b.user.id);
  });

  it("a refused request frees its key, so a retry runs again", async () => {
    const investor = await createInvestor(ctx.db);
    const key = randomUUID();
    const refused = await createCampaignCall(investor, campaignBody(), key);
    expect(refused.statusCode).toBe(403);
    expect(await keyRows(investor)).toHaveLength(0);
  });

  it("a refusal from the handler after the key was claimed is not replayed: once it no longer holds, the same key registers", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: { ...cupBody(), maxSeats: 2 } });
    expect(t.statusCode).toBe(201);
    const tournamentId = t.json().id as number;
    const register = (who: TestUser, key?: string) =>
      injectAs(ctx.app, who, {
        method: "POST",
        url: "/api/special-tournaments/register",
        payload: { tournamentId, userRole: "player" },
        headers: key ? { "idempotency-key": key } : {},
      });
    const [first, second, late] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    expect((await register(first)).statusCode).toBe(201);
    expect((await register(second)).statusCode).toBe(201);
    // the event is full: the late player is alternate #1 (decision 236)
    expect((await register(late)).json()).toMatchObject({ status: "alternate", alternate: 1 });

    const key = randomUUID();
    const twice = await register(late, key);
    // the handler refused under the tournament's lock, after the preHandler had claimed the key
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You are already alternate #1 for this tournament");
    expect(await keyRows(late)).toHaveLength(0);

    const left = await injectAs(ctx.app, late, { method: "DELETE", url: `/api/special-tournaments/${tournamentId}/registration` });
    expect(left.statusCode).toBe(200);
    const retry = await register(late, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.json()).toMatchObject({ status: "alternate", alternate: 1 });
    const seats = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournamentId), eq(tournamentRegistrations.status, "registered")));
    expect(seats.map((r) => r.userId).sort()).toEqual([first.user.id, second.user.id].sort());
    // and the success is what the key now replays
    const again = await register(late, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
  });

  it("a key older than 24 h is purged and a new request with it runs again", async () => {
    const player = await createPlayer(ctx.db);
    const key = randomUUID();
    const body = campaignBody();
    const first = await createCampaignCall(player, body, key);
    const old = new Date(Date.now() - 25 * 3_600_000);
    await ctx.db
      .update(idempotencyKeys)
      .set({ createdAt: old })
      .where(and(eq(idempotencyKeys.userId, player.user.id), eq(idempotencyKeys.key, key)));
    const again = await createCampaignCall(player, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(first.json().id);
    expect(await campaignCount(player)).toBe(2);

    await ctx.db.update(idempotencyKeys).set({ createdAt: old }).where(eq(idempotencyKeys.userId, player.user.id));
    expect(await purgeExpiredKeys(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRows(player)).toHaveLength(0);
  });

  it("a claim whose request never answered (its instance killed) frees its key after the lease; a live claim does not", async () => {
    const player = await createPlayer(ctx.db);
    const body = campaignBody();
    // the fingerprint the server stores for this body, from a first request of it
    const first = randomUUID();
    expect((await createCampaignCall(player, body, first)).statusCode).toBe(201);
    const { requestHash } = (await keyRows(player)).find((r) => r.key === first)!.response as { requestHash: string };
    const claim = (key: string, ageMs: number) =>
      ctx.db
        .insert(idempotencyKeys)
        .values({ userId: player.user.id, key, route: "POST /api/campaigns", response: { requestHash }, createdAt: new Date(Date.now() - ageMs) });
    const abandoned = randomUUID();
    await claim(abandoned, IDEMPOTENCY_CLAIM_LEASE_MS + 5_000);
    const retried = await createCampaignCall(player, body, abandoned);
    expect(retried.statusCode).toBe(201);
    expect(await campaignCount(player)).toBe(2);
    expect((await keyRows(player)).find((r) => r.key === abandoned)?.statusCode).toBe(201);

    const running = randomUUID();
    await claim(running, 1_000);
    const waiting = await createCampaignCall(player, body, running);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(IDEMPOTENCY_MESSAGES.inProgress);
    expect(await campaignCount(player)).toBe(2);
  });

  it("anonymous calls need no key and are refused as before", async () => {
    const res = await createCampaignCall(null, campaignBody(), randomUUID());
    expect(res.statusCode).toBe(401);
  });

  it("Create Tournament twice with one key: one tournament", async () => {
    const sponsor = await createSponsor(ctx.db);
    const key = randomUUID();
    const body = cupBody();
    const send = () => injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: body, headers: { "idempotency-key": key } });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().id).toBe(a.json().id);
    expect(await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.sponsorId, sponsor.user.id))).toHaveLength(1);
  });

  it("Register twice with one key: both answer the first success, one registration", async () => {
    const sponsor = await createSponsor(ctx.db);
    const t = await injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload: cupBody() });
    const player = await createPlayer(ctx.db);
    const key = randomUUID();
    const send = () =>
      injectAs(ctx.app, player, {
        method: "POST",
        url: "/api/special-tournaments/register",
        payload: { tournamentId: t.json().id, userRole: "player" },
        headers: { "idempotency-key": key },
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().message).toBe("You have successfully registered for the tournament.");
    expect(await ctx.db.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.userId, player.user.id))).toHaveLength(1);
  });

  it("Mark as Paid twice with one key: both 200, paid once (one activity each side)", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
    await createInvestment(ctx.db, campaign, await createInvestor(ctx.db), "1000.00");
    const closed = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/campaigns/close",
      payload: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "20000", closingDate: new Date().toISOString().slice(0, 10) },
    });
    expect(closed.statusCode).toBe(200);
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
    const key = randomUUID();
    const send = () => injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${payout.id}/mark-paid`, headers: { "idempotency-key": key } });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toMatchObject({ status: "paid", campaignPayoutCompleted: true });
  });
});
