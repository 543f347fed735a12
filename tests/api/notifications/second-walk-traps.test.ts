import { formatEventDateTime } from "@core/format";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VERIFY_INVALID_MESSAGE } from "@core/contracts/mail";
import { emailVerificationTokens, mailOutbox, users } from "../../../src/server/db/schema/index";
import { newLinkToken } from "../../../src/server/mail/tokens";
import { createInvestor, createPlayer, createSponsor, createUser, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { createTournament, notificationsOf, registerFor } from "./notifications-helpers";

const ctx = setupTestApp();

const ALREADY = "This e-mail address is already verified.";
const confirm = (token: string) => injectAs(ctx.app, null, { method: "POST", url: "/api/email-verification/confirm", payload: { token } });

/** A verification link for `email` as the app would have mailed it; `expired` makes it one past its 48 hours. */
async function linkFor(who: TestUser, email: string, expired = false): Promise<string> {
  const { token, hash } = newLinkToken();
  await ctx.db
    .insert(emailVerificationTokens)
    .values({ tokenHash: hash, userId: who.user.id, email, expiresAt: expired ? sql`now() - interval '1 hour'` : sql`now() + interval '1 hour'` });
  return token;
}

describe("a verification link opened again (decision 143)", () => {
  it("says the address is already verified instead of an error", async () => {
    const email = `${uniqueName("again")}@example.com`;
    const u = await createUser(ctx.db, { email });
    const token = await linkFor(u, email);
    const first = await confirm(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: "Your e-mail address is verified." });
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: ALREADY });
  });

  it("an expired link for an address its account verified meanwhile says the same", async () => {
    const email = `${uniqueName("late")}@example.com`;
    const u = await createUser(ctx.db, { email, emailVerifiedAt: new Date() });
    const res = await confirm(await linkFor(u, email, true));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ALREADY });
  });

  it("stays the invalid-link error for an unverified address, a replaced address and an unknown link", async () => {
    const email = `${uniqueName("unv")}@example.com`;
    const u = await createUser(ctx.db, { email });
    const expired = await confirm(await linkFor(u, email, true));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(VERIFY_INVALID_MESSAGE);

    // verified, then the address changed: the old link speaks for an address the account no longer has
    const token = await linkFor(u, email);
    expect((await confirm(token)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ email: `${uniqueName("new")}@example.com`, emailVerifiedAt: null })
      .where(eq(users.id, u.user.id));
    const replaced = await confirm(token);
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().message).toBe(VERIFY_INVALID_MESSAGE);

    expect((await confirm("not-a-token")).statusCode).toBe(400);
  });
});

describe("the sponsor's bell on registrations (decision 143)", () => {
  it("tells the sponsor of each registration and RSVP, with the seats taken, in the bell only", async () => {
    const sponsorEmail = `${uniqueName("host")}@example.com`;
    const sponsor = await createSponsor(ctx.db, { email: sponsorEmail, emailVerifiedAt: new Date() });
    const playerEmail = `${uniqueName("reg")}@example.com`;
    const player = await createPlayer(ctx.db, { firstName: "Ana", lastName: "Diaz", email: playerEmail, emailVerifiedAt: new Date() });
    const investor = await createInvestor(ctx.db, { firstName: "Ivo", lastName: "Grant" });
    const t = await createTournament(ctx.app, sponsor);

    await registerFor(ctx.app, player, t.id);
    await registerFor(ctx.app, investor, t.id);

    const bell = await notificationsOf(ctx.app, sponsor);
    expect(bell.unreadCount).toBe(2);
    expect(bell.items).toMatchObject([
      {
        type: "tournament_registration",
        title: "New RSVP for your tournament",
        body: `Ivo Grant (investor) RSVP'd to ${t.name} on ${formatEventDateTime(t.date, "18:30")}. 1/40 seats taken.`,
        link: "/tournaments",
        read: false,
      },
      {
        type: "tournament_registration",
        title: "New registration for your tournament",
        body: `Ana Diaz registered for ${t.name} on ${formatEventDateTime(t.date, "18:30")}. 1/40 seats taken.`,
        link: "/tournaments",
        read: false,
      },
    ]);

    // no mail flood: the registrant's confirmation is mailed (its topic is on), the sponsor's registrations are not
    const mailedTo = async (to: string) => (await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
    expect(await mailedTo(playerEmail)).toBe(1);
    expect(await mailedTo(sponsorEmail)).toBe(0);

    // the registrants hear only of their own registration
    expect((await notificationsOf(ctx.app, player)).items.map((n) => n.type)).toEqual(["tournament_registered"]);
  });

  it("a refused registration tells the sponsor nothing (it is in the registration's transaction)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const player = await createPlayer(ctx.db);
    const t = await createTournament(ctx.app, sponsor);
    await registerFor(ctx.app, player, t.id);
    const twice = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/special-tournaments/register",
      payload: { tournamentId: t.id, userRole: "player" },
    });
    expect(twice.statusCode).toBe(409);
    expect((await notificationsOf(ctx.app, sponsor)).items).toHaveLength(1);
  });
});
