import { formatEventDateTime } from "@core/format";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, notifications } from "../../../src/server/db/schema/index";
import type { Tx } from "../../../src/server/db/client";
import type { NotificationLine } from "../../../src/server/notifications/event-facts";
import { writeMessages } from "../../../src/server/notifications/record-event";

import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { bellStreams, createTournament, nextUnreadCount, notificationsOf, registerFor } from "./notifications-helpers";

const ctx = setupTestApp();

// one notification as the event writer writes it (its NOTIFY and mail included)
const notify = (tx: Tx, line: NotificationLine) => writeMessages(tx, { notifications: [line] });

const ping = (who: TestUser, title = "Ping") => notify(ctx.db, { userId: who.user.id, type: "refund", title, body: `${title} body`, link: "/portfolio" });

const markRead = (who: TestUser | null, payload: object) => injectAs(ctx.app, who, { method: "POST", url: "/api/notifications/read", payload });

describe("tournament events", () => {
  it("confirms a registration to the registrant, and tells every registrant of a cancelled tournament", async () => {
    const sponsor = await createSponsor(ctx.db);
    const player = await createPlayer(ctx.db);
    const investor = await createInvestor(ctx.db);
    const bystander = await createPlayer(ctx.db);
    const t = await createTournament(ctx.app, sponsor);

    await registerFor(ctx.app, player, t.id);
    const mine = await notificationsOf(ctx.app, player);
    expect(mine.unreadCount).toBe(1);
    expect(mine.items[0]).toMatchObject({
      type: "tournament_registered",
      title: "Tournament registration confirmed",
      body: `You are registered for ${t.name} on ${formatEventDateTime(t.date, "18:30")}.`,
      link: "/special-tournaments",
      read: false,
    });
    await registerFor(ctx.app, investor, t.id);

    const cancelled = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${t.id}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    for (const who of [player, investor]) {
      const page = await notificationsOf(ctx.app, who);
      expect(page.unreadCount).toBe(2);
      expect(page.items.map((n) => n.type)).toEqual(["tournament_cancelled", "tournament_registered"]);
      expect(page.items[0]!.body).toBe(
        `${t.name} on ${formatEventDateTime(t.date, "18:30")} has been cancelled by its sponsor. Your registration no longer holds a seat.`,
      );
    }
    // the sponsor's bell heard of both registrations, nothing of its own cancel (tests/api/notifications/second-walk-traps.test.ts)
    expect((await notificationsOf(ctx.app, sponsor)).items.map((n) => n.type)).toEqual(["tournament_registration", "tournament_registration"]);
    expect((await notificationsOf(ctx.app, bystander)).items).toEqual([]);
  });

  it("writes nothing when the registration is refused (the row is in the event's transaction)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const player = await createPlayer(ctx.db);
    const t = await createTournament(ctx.app, sponsor);
    await registerFor(ctx.app, player, t.id);
    const again = await injectAs(ctx.app, player, {
      method: "POST",
      url: "/api/special-tournaments/register",
      payload: { tournamentId: t.id, userRole: "player" },
    });
    expect(again.statusCode).toBe(409);
    expect((await notificationsOf(ctx.app, player)).items).toHaveLength(1);
  });
});

describe("GET /api/notifications", () => {
  it("lists one's own newest first, in pages, with the unread count of all of them", async () => {
    const me = await createInvestor(ctx.db);
    const other = await createInvestor(ctx.db);
    for (let i = 1; i <= 5; i++) await ping(me, `Ping ${i}`);
    await ping(other, "Not yours");

    const first = await notificationsOf(ctx.app, me, "?limit=2");
    expect(first.items.map((n) => n.title)).toEqual(["Ping 5", "Ping 4"]);
    expect(first.unreadCount).toBe(5);
    expect(first.nextBefore).toBe(first.items[1]!.id);
    const second = await notificationsOf(ctx.app, me, `?limit=2&before=${first.nextBefore}`);
    expect(second.items.map((n) => n.title)).toEqual(["Ping 3", "Ping 2"]);
    const last = await notificationsOf(ctx.app, me, `?limit=2&before=${second.nextBefore}`);
    expect(last.items.map((n) => n.title)).toEqual(["Ping 1"]);
    expect(last.nextBefore).toBeNull();
    expect((await notificationsOf(ctx.app, me)).items).toHaveLength(5);
  });

  it("401 signed out, 400 for a bad page", async () => {
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    const me = await createInvestor(ctx.db);
    for (const q of ["?limit=0", "?limit=51", "?before=abc", "?before=-1"]) {
      expect((await injectAs(ctx.app, me, { method: "GET", url: `/api/notifications${q}` })).statusCode).toBe(400);
    }
  });
});

describe("POST /api/notifications/read", () => {
  it("marks the given ones read, then all; another user's ids change nothing", async () => {
    const me = await createPlayer(ctx.db);
    const other = await createPlayer(ctx.db);
    for (let i = 1; i <= 3; i++) await ping(me, `Ping ${i}`);
    await ping(other, "Theirs");
    const [theirs] = (await notificationsOf(ctx.app, other)).items;
    const items = (await notificationsOf(ctx.app, me)).items;

    const res = await markRead(me, { ids: [items[0]!.id, theirs!.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 2 });
    expect((await notificationsOf(ctx.app, me)).items.map((n) => n.read)).toEqual([true, false, false]);
    // the other user's notification is still unread
    expect(await notificationsOf(ctx.app, other)).toMatchObject({ unreadCount: 1, items: [{ read: false }] });

    expect((await markRead(me, { all: true })).json()).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(ctx.app, other)).unreadCount).toBe(1);
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(row!.readAt).toBeNull();
  });

  it("401 signed out; 400 for a body that is neither ids nor all: true, with no change", async () => {
    const me = await createPlayer(ctx.db);
    await ping(me);
    expect((await markRead(null, { all: true })).statusCode).toBe(401);
    for (const body of [{}, { ids: [] }, { ids: ["x"] }, { all: false }, { ids: [1], all: true }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const res = await markRead(me, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await notificationsOf(ctx.app, me)).unreadCount).toBe(1);
  });
});

describe("mail of an event", () => {
  it("is queued for a verified address with the topic on (with an unsubscribe link), and not otherwise", async () => {
    const verified = await createInvestor(ctx.db, { email: "v@example.com", emailVerifiedAt: new Date() });
    const unverified = await createInvestor(ctx.db, { email: "u@example.com" });
    const optedOut = await createInvestor(ctx.db, { email: "o@example.com", emailVerifiedAt: new Date(), emailMoneyEvents: false });
    for (const who of [verified, unverified, optedOut]) {
      await notify(ctx.db, {
        userId: who.user.id,
        type: "refund",
        title: "Refund issued",
        body: "Your $10.00 was refunded.",
        link: "/portfolio",
        eventKey: `test:${who.user.id}`,
      });
      // the same event again: one mail
      await notify(ctx.db, {
        userId: who.user.id,
        type: "refund",
        title: "Refund issued",
        body: "Your $10.00 was refunded.",
        link: "/portfolio",
        eventKey: `test:${who.user.id}`,
      });
    }
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, ["v@example.com", "u@example.com", "o@example.com"]));
    const mine = mails.filter((m) => m.dedupeKey.endsWith(`:${verified.user.id}`));
    expect(mine).toHaveLength(1);
    expect(mails.filter((m) => m.dedupeKey.endsWith(`:${unverified.user.id}`) || m.dedupeKey.endsWith(`:${optedOut.user.id}`))).toEqual([]);
    expect(mine[0]).toMatchObject({ toAddress: "v@example.com", subject: "Refund issued" });
    expect(mine[0]!.textBody).toContain("Your $10.00 was refunded.");
    expect(mine[0]!.textBody).toMatch(/\/portfolio/);
    expect(mine[0]!.textBody).toMatch(/\/api\/mail\/unsubscribe\?token=/);
  });
});

describe("GET /api/notifications/events", () => {
  const bells = bellStreams(ctx);
  const open = bells.open;
  const countOf = nextUnreadCount;

  it("sends the unread count at once, then each change of it, to that user's streams only", async () => {
    const me = await createPlayer(ctx.db);
    const other = await createPlayer(ctx.db);
    await ping(me);
    const a = await open(me);
    expect(a.res.status).toBe(200);
    expect(a.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(await countOf(a.next)).toBe(1);
    const b = await open(other);
    expect(await countOf(b.next)).toBe(0);

    const sponsor = await createSponsor(ctx.db);
    const t = await createTournament(ctx.app, sponsor);
    await registerFor(ctx.app, me, t.id);
    expect(await countOf(a.next)).toBe(2);

    await markRead(me, { all: true });
    expect(await countOf(a.next)).toBe(0);
    // the other user's stream heard nothing of it: its next count is its own new one
    await ping(other);
    expect(await countOf(b.next)).toBe(1);
  });

  it("401 signed out, before any stream", async () => {
    const res = await fetch(bells.url());
    expect(res.status).toBe(401);
  });
});
