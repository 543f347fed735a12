import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CAMPAIGNS_PER_DAY, CAMPAIGNS_PER_DAY_MESSAGE } from "../../../src/server/campaigns/service";
import { campaigns, emailVerificationTokens, users } from "../../../src/server/db/schema/index";
import { VERIFY_ACCOUNT_LIMIT_MESSAGE, VERIFY_ADDRESS_LIMIT_MESSAGE } from "../../../src/server/mail/verification";
import { createCampaign } from "../factories";
import { createPlayer, createUser, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";

const ctx = setupTestApp();

const address = (prefix = "q") => `${uniqueName(prefix)}@example.com`;
const setEmail = (who: TestUser, email: string) => injectAs(ctx.app, who, { method: "PATCH", url: "/api/profile", payload: { email } });
const resend = (who: TestUser) => injectAs(ctx.app, who, { method: "POST", url: "/api/email-verification/resend" });
const emailOf = async (who: TestUser) => (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, who.user.id)))[0]!.email;
const linksTo = async (email: string) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailVerificationTokens)
      .where(eq(sql`lower(${emailVerificationTokens.email})`, email.toLowerCase()))
  )[0]!.n;
const linksOf = async (who: TestUser) =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, who.user.id))
  )[0]!.n;

describe("verification mails: 5 an hour per account", () => {
  it("the 6th e-mail change within an hour is 429 with a plain message and changes nothing; an hour later it goes through", async () => {
    const u = await createUser(ctx.db);
    for (let i = 0; i < 5; i++) expect((await setEmail(u, address())).statusCode).toBe(200);
    const before = await emailOf(u);
    const sixth = address();
    const refused = await setEmail(u, sixth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: VERIFY_ACCOUNT_LIMIT_MESSAGE, code: expect.any(String) });
    expect(await emailOf(u)).toBe(before);
    expect(await linksTo(sixth)).toBe(0);
    // a resend is a verification mail too
    expect((await resend(u)).statusCode).toBe(429);
    expect(await linksOf(u)).toBe(5);
    // other fields still save; the same address again sends nothing and is not refused
    expect((await injectAs(ctx.app, u, { method: "PATCH", url: "/api/profile", payload: { firstName: "Ana", email: before } })).statusCode).toBe(200);

    await ctx.db
      .update(emailVerificationTokens)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(emailVerificationTokens.userId, u.user.id));
    expect((await setEmail(u, sixth)).statusCode).toBe(200);
    expect(await emailOf(u)).toBe(sixth);
  });

  it("30 resends at once send at most 5 links", async () => {
    const u = await createUser(ctx.db, { email: address("burst") });
    const answers = await Promise.all(Array.from({ length: 30 }, () => resend(u)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 202).length).toBeLessThanOrEqual(5);
    expect(codes.every((c) => c === 202 || c === 429)).toBe(true);
    expect(await linksOf(u)).toBeLessThanOrEqual(5);
  });
});

describe("verification mails: 3 an hour per address, whichever accounts ask", () => {
  it("a 4th account setting the same address (in any case) within the hour is 429 and keeps its own", async () => {
    const target = address("victim");
    const accounts = await Promise.all(Array.from({ length: 4 }, () => createUser(ctx.db)));
    for (const [i, who] of accounts.slice(0, 3).entries()) {
      expect((await setEmail(who, i === 1 ? target.toUpperCase() : target)).statusCode).toBe(200);
    }
    const refused = await setEmail(accounts[3]!, target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: VERIFY_ADDRESS_LIMIT_MESSAGE, code: expect.any(String) });
    expect(await emailOf(accounts[3]!)).toBeNull();
    // nor can the ones already holding it ask for more
    expect((await resend(accounts[0]!)).statusCode).toBe(429);
    expect(await linksTo(target)).toBe(3);
  });

  it("30 accounts setting a stranger's address at once send it at most 3 links", async () => {
    const target = address("stranger");
    const accounts = await Promise.all(Array.from({ length: 30 }, () => createUser(ctx.db)));
    const answers = await Promise.all(accounts.map((who) => setEmail(who, target)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
    expect(await linksTo(target)).toBe(3);
  });
});

describe("campaigns: 20 a day per player", () => {
  const body = () => ({
    tournament: uniqueName("Quota Open"),
    buyIn: "1000",
    minStake: "50",
    targetAmount: "500",
    playerOfferedPercentage: 50,
    tournamentDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    description: "One of many",
  });
  const create = (who: TestUser) => injectAs(ctx.app, who, { method: "POST", url: "/api/campaigns", payload: body() });
  const countOf = async (who: TestUser) => (await ctx.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.playerId, who.user.id))).length;

  it("the 21st create within 24 h is 429 with a plain message; campaigns older than 24 h do not count", async () => {
    const player = await createPlayer(ctx.db);
    // yesterday's do not count
    for (let i = 0; i < 5; i++) await createCampaign(ctx.db, player, { createdAt: new Date(Date.now() - 25 * 3_600_000) });
    for (let i = 0; i < CAMPAIGNS_PER_DAY - 1; i++) await createCampaign(ctx.db, player);
    expect((await create(player)).statusCode).toBe(201);
    const refused = await create(player);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CAMPAIGNS_PER_DAY_MESSAGE, code: expect.any(String) });
    expect(refused.json().message).toBe("You can create at most 20 campaigns a day. Please try again tomorrow.");
    expect(await countOf(player)).toBe(25);
    // another player is not affected
    expect((await create(await createPlayer(ctx.db))).statusCode).toBe(201);
    // a day after the first of them, one more fits
    await ctx.db
      .update(campaigns)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(
        and(
          eq(campaigns.playerId, player.user.id),
          eq(campaigns.id, sql`(select min(id) from campaigns where player_id = ${player.user.id} and created_at > now() - interval '24 hours')`),
        ),
      );
    expect((await create(player)).statusCode).toBe(201);
  });

  it("30 creates at once make exactly 20 campaigns", async () => {
    const player = await createPlayer(ctx.db);
    const answers = await Promise.all(Array.from({ length: 30 }, () => create(player)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect(await countOf(player)).toBe(20);
  });
});
