import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailVerificationTokens, mailOutbox, users } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createUser, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { notificationsOf } from "../notifications/notifications-helpers";
import { action, back, createEvent, eliminateAllBut, fillField, linkedCampaign, registerAs, seatOf } from "../settlement/verified-helpers";

// decision 145: paying investors is never a dead end. An investor owed a payout without a payout method is
// asked for one; the player sees how to reach them (only an address they confirmed); sign-up offers an e-mail.
const ctx = setupTestApp();
const today = () => new Date().toISOString().slice(0, 10);
const ASK_TITLE = "Add a payout method";
const verifiedAddress = () => ({ email: `${uniqueName("inv")}@example.com`.toLowerCase(), emailVerifiedAt: new Date() });

const asksOf = async (who: TestUser) => (await notificationsOf(ctx.app, who)).items.filter((n) => n.title === ASK_TITLE);
const mailsTo = (to: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

async function closeWith(player: TestUser, campaignId: number, totalWinnings = "20000") {
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns/close",
    payload: { campaignId, finalPosition: totalWinnings === "0" ? 0 : 1, totalWinnings, closingDate: today() },
  });
  expect(res.statusCode).toBe(200);
}

describe("an investor owed a payout without a payout method is asked for one", () => {
  it("on a manual close: only the investors with no PayPal and no bank account, in the bell and (address verified) by mail", async () => {
    const player = await createPlayer(ctx.db, { firstName: "Pat", lastName: "Closer" });
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
    const noneVerified = await createInvestor(ctx.db, verifiedAddress());
    const noneUnverified = await createInvestor(ctx.db, { email: `${uniqueName("unv")}@example.com`.toLowerCase() });
    const paypal = await createInvestor(ctx.db, { ...verifiedAddress(), paypalEmail: "pays@paypal.example" });
    const bank = await createInvestor(ctx.db, { ...verifiedAddress(), bankAccount: "000123456789", routingNumber: "021000021" });
    for (const who of [noneVerified, noneUnverified, paypal, bank]) await createInvestment(ctx.db, campaign, who, "1000.00");
    await closeWith(player, campaign.id);

    for (const who of [noneVerified, noneUnverified]) {
      const asks = await asksOf(who);
      expect(asks).toHaveLength(1);
      expect(asks[0]).toMatchObject({ type: "campaign_closed", link: "/profile?tab=payment", read: false });
      expect(asks[0]!.body).toBe(
        `Pat Closer owes you a payout from ${campaign.tournament}, but you have not saved a payout method. Add a PayPal e-mail or a bank account under Payment Details in your Profile so they can pay you.`,
      );
    }
    for (const who of [paypal, bank]) expect(await asksOf(who)).toEqual([]);

    // mail only to a confirmed address, with the link to the payment details
    const mailed = (await mailsTo(noneVerified.user.email!)).filter((m) => m.subject === ASK_TITLE);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.textBody).toContain("/profile?tab=payment");
    expect((await mailsTo(noneUnverified.user.email!)).filter((m) => m.subject === ASK_TITLE)).toEqual([]);
    for (const who of [paypal, bank]) expect((await mailsTo(who.user.email!)).filter((m) => m.subject === ASK_TITLE)).toEqual([]);
  });

  it("asks once per campaign however many stakes, and not at all when nothing is owed", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
    const twice = await createInvestor(ctx.db, verifiedAddress());
    await createInvestment(ctx.db, campaign, twice, "500.00");
    await createInvestment(ctx.db, campaign, twice, "700.00");
    await closeWith(player, campaign.id);
    expect(await asksOf(twice)).toHaveLength(1);
    expect((await mailsTo(twice.user.email!)).filter((m) => m.subject === ASK_TITLE)).toHaveLength(1);

    const missed = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
    const unlucky = await createInvestor(ctx.db, verifiedAddress());
    await createInvestment(ctx.db, missed, unlucky, "1000.00");
    await closeWith(player, missed.id, "0");
    expect(await asksOf(unlucky)).toEqual([]);
  });

  it("when the verified clock settles the campaign (the payout's own type, clock_settled)", async () => {
    // 14 entrants at $1,000: a $14,000 pool, 3rd place wins 20% = $2,800
    const event = await createEvent(ctx.app, ctx.db, 2);
    await fillField(ctx.db, event.id, 12);
    const [alice, bob] = event.entrants;
    const asked = await createInvestor(ctx.db, verifiedAddress());
    const ready = await createInvestor(ctx.db, { ...verifiedAddress(), paypalEmail: "ready@paypal.example" });
    await registerAs(ctx.app, await createInvestor(ctx.db), event.id, "investor");
    const a = await linkedCampaign(ctx.db, alice, event);
    await linkedCampaign(ctx.db, bob, event);
    await back(ctx.app, asked, a.id, "300.00");
    await back(ctx.app, ready, a.id, "200.00");

    expect((await action(ctx.app, event.sponsor, event.id, { type: "start" })).statusCode).toBe(200);
    await eliminateAllBut(ctx.app, event.sponsor, event.id, [alice, bob]);
    expect(
      (await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: await seatOf(ctx.app, event.sponsor, event.id, alice) })).statusCode,
    ).toBe(200);

    const asks = await asksOf(asked);
    expect(asks).toHaveLength(1);
    expect(asks[0]).toMatchObject({ type: "clock_settled", link: "/profile?tab=payment" });
    expect((await mailsTo(asked.user.email!)).filter((m) => m.subject === ASK_TITLE)).toHaveLength(1);
    expect(await asksOf(ready)).toEqual([]);
  });
});

describe("the player's payout list shows only an e-mail address the investor confirmed", () => {
  it("verified: as the e-mail and the contact; unverified: nowhere, not even in place of a name", async () => {
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { buyIn: "10000.00", targetAmount: "5000.00", playerOfferedPercentage: 50 });
    const confirmed = await createInvestor(ctx.db, { firstName: "Val", lastName: "Id", ...verifiedAddress() });
    const unconfirmedEmail = `${uniqueName("typo")}@example.com`.toLowerCase();
    const unconfirmed = await createInvestor(ctx.db, { email: unconfirmedEmail, phone: "+1 555 0199" });
    for (const who of [confirmed, unconfirmed]) await createInvestment(ctx.db, campaign, who, "1000.00");
    await closeWith(player, campaign.id);

    const res = await injectAs(ctx.app, player, { method: "GET", url: "/api/pending-payouts" });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      investorName: string;
      investorEmail: string | null;
      paymentMethod: string | null;
      investorContact: { email: string | null; phone: string | null };
    }>;
    const mine = list.filter((p) => p.investorName === "Val Id" || p.investorName === unconfirmed.user.username);
    expect(mine).toHaveLength(2);
    expect(mine.find((p) => p.investorName === "Val Id")).toMatchObject({
      investorEmail: confirmed.user.email,
      paymentMethod: null,
      investorContact: { email: confirmed.user.email, phone: null },
    });
    // with no name of their own the username stands in, never the unconfirmed address
    expect(mine.find((p) => p.investorName === unconfirmed.user.username)).toMatchObject({
      investorEmail: null,
      paymentMethod: null,
      investorContact: { email: null, phone: "+1 555 0199" },
    });
    expect(res.body).not.toContain(unconfirmedEmail);
  });
});

describe("sign-up with an optional e-mail address", () => {
  const register = (payload: Record<string, unknown>) => ctx.app.inject({ method: "POST", url: "/api/register", payload });
  const base = () => ({ username: uniqueName("su"), password: "Lantern-Harbor-42", role: "investor" });
  const userNamed = async (username: string) => (await ctx.db.select().from(users).where(eq(users.username, username)))[0];
  const linksTo = async (email: string) =>
    (
      await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(emailVerificationTokens)
        .where(eq(sql`lower(${emailVerificationTokens.email})`, email.toLowerCase()))
    )[0]!.n;

  it("without one: the account has no address and nothing is mailed (a blank one is the same)", async () => {
    for (const extra of [{}, { email: "" }, { email: "   " }, { email: null }]) {
      const body = base();
      const res = await register({ ...body, ...extra });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ username: body.username, email: null });
      const row = await userNamed(body.username);
      expect(row).toMatchObject({ email: null, emailVerifiedAt: null });
      expect((await ctx.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, row!.id))).length).toBe(0);
    }
  });

  it("with one: stored unverified (trimmed) and a verification link is mailed to it, as Profile does", async () => {
    const body = base();
    const email = `${uniqueName("new")}@example.com`.toLowerCase();
    const res = await register({ ...body, email: `  ${email} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email });
    expect(await userNamed(body.username)).toMatchObject({ email, emailVerifiedAt: null });
    expect(await linksTo(email)).toBe(1);
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.dedupeKey, "verify:%")));
    expect(mail).toMatchObject({ subject: "Confirm your e-mail address" });
    expect(mail!.textBody).toMatch(/\/auth\/verify\?token=/);

    // the link confirms it
    const token = /\/auth\/verify\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1];
    expect((await ctx.app.inject({ method: "POST", url: "/api/email-verification/confirm", payload: { token } })).statusCode).toBe(200);
    expect((await userNamed(body.username))!.emailVerifiedAt).not.toBeNull();
  });

  it("two sign-ups racing for one name, with an address or without: one account, the other a 409", async () => {
    for (const withEmail of [false, true]) {
      const body = base();
      const tries = await Promise.all([1, 2].map((n) => register({ ...body, ...(withEmail ? { email: `${uniqueName(`race${n}`)}@example.com` } : {}) })));
      expect(tries.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(tries.find((r) => r.statusCode === 409)!.json().message).toBe("Username already taken");
    }
  });

  it("an invalid one is a 400 naming the field, and no account is made", async () => {
    for (const email of ["not-an-address", "a@b", `${"x".repeat(250)}@example.com`, 42]) {
      const body = base();
      const res = await register({ ...body, email });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Email /);
      expect(await userNamed(body.username)).toBeUndefined();
    }
  });

  it("respects the verification-mail limits: an address another account verified (409) or one over its hourly mails (429) makes no account", async () => {
    const owned = `${uniqueName("own")}@example.com`.toLowerCase();
    await createUser(ctx.db, { email: owned, emailVerifiedAt: new Date() });
    const taken = base();
    const res = await register({ ...taken, email: owned.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This e-mail address is already in use by another account.");
    expect(await userNamed(taken.username)).toBeUndefined();

    // 3 mails an hour to one address, whichever accounts ask: a 4th sign-up with it is refused
    const flooded = `${uniqueName("flood")}@example.com`.toLowerCase();
    for (let i = 0; i < 3; i++) expect((await register({ ...base(), email: flooded })).statusCode).toBe(201);
    const fourth = base();
    const refused = await register({ ...fourth, email: flooded });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many verification e-mails have been sent to this address. Please try again in an hour.");
    expect(await userNamed(fourth.username)).toBeUndefined();
    expect(await linksTo(flooded)).toBe(3);
    // without the address the same person signs up at once
    expect((await register(fourth)).statusCode).toBe(201);
  });
});

describe("forgot password keeps its one answer", () => {
  it("an account without an address, one with an address and an unknown name all get the same 202", async () => {
    const without = await createInvestor(ctx.db);
    const withOne = await createInvestor(ctx.db, verifiedAddress());
    const answers = await Promise.all(
      [without.user.username, withOne.user.username, uniqueName("nobody")].map((login) =>
        ctx.app.inject({ method: "POST", url: "/api/password-reset/request", payload: { login } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
  });
});
