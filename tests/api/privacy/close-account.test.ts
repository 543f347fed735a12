import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLOSE_MESSAGES } from "../../../src/core/contracts/privacy";
import { closedUsername } from "../../../src/core/user-display";
import { avatars, dataExports, investments, payouts, sessions, tournamentRegistrations, trustTrail, users } from "../../../src/server/db/schema/index";
import { createSession } from "../../../src/server/auth/sessions";
import { SESSION_COOKIE } from "../../../src/server/http/session-cookies";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { selfReported } from "../players/player-helpers";
import { createEvent, registerAs } from "../settlement/verified-helpers";

const ctx = setupTestApp();

const closing = (who: TestUser | null) => injectAs(ctx.app, who, { method: "GET", url: "/api/profile/closing" });
const close = (who: TestUser | null, password: string, headers: Record<string, string> = {}) =>
  injectAs(ctx.app, who, { method: "POST", url: "/api/profile/close", payload: { password }, headers });
const me = (who: TestUser) => injectAs(ctx.app, who, { method: "GET", url: "/api/auth/user" });
const signIn = (username: string, password: string) => ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A player who closed a campaign with `investor`'s $1,000 stake: 2nd of a $10,000 buy-in for $30,000, so $3,000 owed. */
async function owedPayout() {
  const player = await createPlayer(ctx.db, { email: `${uniqueName("p")}@example.com`, emailVerifiedAt: new Date(), bio: "Reno grinder", phone: "555-0100" });
  const investor = await createInvestor(ctx.db, { firstName: "Ivy", lastName: "Backer" });
  const campaign = await selfReported(ctx.app, ctx.db, player, investor, "1000.00", 2, "30000");
  const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.campaignId, campaign.id));
  return { player, investor, campaign, payout: payout! };
}

/** The payout paid and confirmed by its backer: nothing is owed either way any more. */
async function settle(payoutId: number) {
  await ctx.db.update(payouts).set({ status: "paid", paidAt: new Date(), confirmation: "confirmed", confirmedAt: new Date() }).where(eq(payouts.id, payoutId));
}

describe("Close my account: what is left", () => {
  it("lists a payout the player owes, and the same payout as owed to the investor; closing either is refused with the list", async () => {
    const { player, investor } = await owedPayout();
    const theirs = await closing(player);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({
      canClose: false,
      blockers: [{ kind: "payouts_you_owe", count: 1, amount: "3000.00", text: "1 payout you owe ($3,000.00)", link: "/pay-investors" }],
      summary: "What is left: 1 payout you owe ($3,000.00)",
    });
    expect((await closing(investor)).json().summary).toBe("What is left: 1 payout owed to you, not confirmed yet ($3,000.00)");

    const refused = await close(player, player.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: "What is left: 1 payout you owe ($3,000.00)", blockers: [{ kind: "payouts_you_owe", count: 1 }] });
    const refusedToo = await close(investor, investor.password);
    expect(refusedToo.statusCode).toBe(409);
    expect(refusedToo.json().blockers).toMatchObject([{ kind: "payouts_owed_to_you", count: 1, amount: "3000.00" }]);
    // nothing changed
    expect((await me(player)).statusCode).toBe(200);
    expect((await userRow(player.user.id)).closedAt).toBeNull();
  });

  it("a payout marked paid still blocks both until its backer confirms it", async () => {
    const { player, investor, payout } = await owedPayout();
    await ctx.db.update(payouts).set({ status: "paid", paidAt: new Date(), confirmation: "awaiting" }).where(eq(payouts.id, payout.id));
    expect((await closing(player)).json().blockers.map((b: { kind: string }) => b.kind)).toEqual(["payouts_awaiting_confirmation"]);
    expect((await closing(investor)).json().blockers.map((b: { kind: string }) => b.kind)).toEqual(["payouts_owed_to_you"]);
    await settle(payout.id);
    expect((await closing(player)).json()).toEqual({ canClose: true, blockers: [], summary: "" });
    expect((await closing(investor)).json()).toEqual({ canClose: true, blockers: [], summary: "" });
  });

  it("an open campaign with stakes blocks its player, and the stakes block their investor", async () => {
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const campaign = await createCampaign(ctx.db, player);
    await createInvestment(ctx.db, campaign, investor, "250.00");
    expect((await closing(player)).json().summary).toBe("What is left: 1 campaign still open ($250.00)");
    expect((await closing(investor)).json().summary).toBe("What is left: 1 stake in campaigns not settled yet ($250.00)");
  });

  it("refuses a wrong password with a clear message, and a signed-out call", async () => {
    const player = await createPlayer(ctx.db);
    const res = await close(player, "not-my-password");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CLOSE_MESSAGES.wrongPassword);
    expect((await userRow(player.user.id)).closedAt).toBeNull();
    expect((await close(null, "x")).statusCode).toBe(401);
    expect((await closing(null)).statusCode).toBe(401);
  });

  it("refuses a forged Origin", async () => {
    const player = await createPlayer(ctx.db);
    const res = await close(player, player.password, { host: "localhost:5000", origin: "http://evil.example" });
    expect(res.statusCode).toBe(403);
    expect((await userRow(player.user.id)).closedAt).toBeNull();
  });
});

describe("Close my account: closed", () => {
  it("erases the person, ends every session, refuses sign-in as an unknown user, and keeps the money records", async () => {
    const { player, investor, campaign, payout } = await owedPayout();
    await settle(payout.id);
    const other = await injectAs(ctx.app, null, { method: "POST", url: "/api/login", payload: { username: player.user.username, password: player.password } });
    expect(other.statusCode).toBe(200);
    await ctx.db.insert(dataExports).values({ userId: player.user.id });
    await ctx.db.insert(avatars).values({ userId: player.user.id, contentType: "image/webp", data: Buffer.from("x"), etag: "e" });

    const res = await close(player, player.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(CLOSE_MESSAGES.closed);
    expect(res.cookies.find((c) => c.name === "sid")).toMatchObject({ value: "" });

    // every session gone: this one and the other sign-in's
    expect((await me(player)).statusCode).toBe(401);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, player.user.id))).toEqual([]);
    // and a session a sign-in racing the close made counts for nothing
    const raced = await createSession(ctx.db, player.user.id);
    expect((await ctx.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: `${SESSION_COOKIE}=${raced}` } })).statusCode).toBe(401);
    // sign-in refused as for an unknown user, under the old name and the placeholder alike
    const unknown = await signIn(uniqueName("nobody"), player.password);
    for (const name of [player.user.username, closedUsername(player.user.id)]) {
      const again = await signIn(name, player.password);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(unknown.json());
    }

    const row = await userRow(player.user.id);
    expect(row).toMatchObject({
      username: closedUsername(player.user.id),
      firstName: null,
      lastName: null,
      email: null,
      emailVerifiedAt: null,
      phone: null,
      bio: null,
      verifiedName: null,
      calendarToken: null,
    });
    expect(row.closedAt).not.toBeNull();
    expect(await ctx.db.select().from(dataExports).where(eq(dataExports.userId, player.user.id))).toEqual([]);
    expect(await ctx.db.select().from(avatars).where(eq(avatars.userId, player.user.id))).toEqual([]);
    const [trail] = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectType, "user"), eq(trustTrail.subjectId, player.user.id), eq(trustTrail.action, "user.closed")));
    expect(trail).toBeDefined();
    expect(JSON.stringify(trail!.after)).not.toContain(player.user.username);

    // the money records stay, and the other party's statement still lists the stake, under "Closed account"
    expect(await ctx.db.select().from(payouts).where(eq(payouts.id, payout.id))).toHaveLength(1);
    expect(await ctx.db.select().from(investments).where(eq(investments.campaignId, campaign.id))).toHaveLength(1);
    const year = new Date().getUTCFullYear();
    const statement = await injectAs(ctx.app, investor, { method: "GET", url: `/api/statements?year=${year}` });
    expect(statement.statusCode).toBe(200);
    const line = statement.body.split("\r\n").find((l) => l.includes(`#${campaign.id} `));
    expect(line).toContain(`#${campaign.id} Closed account`);
    expect(line).toContain(",1000.00,50.00,0.00,3000.00,");

    // the public page: "Closed account", no picture, the settled record kept; the old name is no player any more
    const page = await ctx.app.inject({ method: "GET", url: `/api/players/${encodeURIComponent(closedUsername(player.user.id))}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ displayName: "Closed account", closed: true, openCampaigns: [] });
    expect(page.json().avatarUrl).toBeUndefined();
    expect(page.json().results).toHaveLength(1);
    expect(page.body).not.toContain("Reno grinder");
    expect((await ctx.app.inject({ method: "GET", url: `/api/players/${player.user.username}` })).statusCode).toBe(404);
    // the campaign's page and the investor's portfolio name them "Closed account" too
    const shown = await injectAs(ctx.app, investor, { method: "GET", url: `/api/campaigns/${campaign.id}` });
    expect(shown.json().playerName).toBe("Closed account");
  });

  it("gives back a seat in an upcoming event", async () => {
    const event = await createEvent(ctx.app, ctx.db, 0);
    const player = await registerAs(ctx.app, await createPlayer(ctx.db), event.id, "player");
    const res = await close(player, player.password);
    expect(res.statusCode, res.body).toBe(200);
    const [seat] = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, event.id), eq(tournamentRegistrations.userId, player.user.id)));
    expect(seat!.status).toBe("cancelled");
    // the host's event is a blocker for the host
    expect((await closing(event.sponsor)).json().summary).toBe("What is left: 1 event you host, not finished yet");
  });

  it("closes once when two requests race: the other is refused", async () => {
    const player = await createPlayer(ctx.db);
    const [a, b] = await Promise.all([close(player, player.password), close(player, player.password)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const trail = await ctx.db
      .select()
      .from(trustTrail)
      .where(and(eq(trustTrail.subjectId, player.user.id), eq(trustTrail.action, "user.closed")));
    expect(trail).toHaveLength(1);
  });
});
