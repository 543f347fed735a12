import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from "@core/contracts/mail";
import { buildApp } from "../../../src/server/app";
import { openDatabase } from "../../../src/server/db/client";
import { mailOutbox, passwordResetTokens, users } from "../../../src/server/db/schema/index";
import { unsubscribeUrl } from "../../../src/server/mail/links";
import { enqueueMail } from "../../../src/server/mail/outbox";
import { MAIL_MAX_ATTEMPTS, SENT_TOKEN } from "../../../src/server/mail/worker";
import { mailableAddress } from "../../../src/server/mail/recipient";
import { createUser, injectAs, testConfig, uniqueName, type TestContext } from "../helpers";

interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in this process; `rejectTo(address, n)` makes it refuse the next n mails to that address with a
 * 451. By address, not the next n of any: on PostgreSQL this file's worker also sends the mails other files queue.
 */
class TestSmtp {
  received: Received[] = [];
  private rejects = new Map<string, number>();
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const refused = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).find((a) => (this.rejects.get(a) ?? 0) > 0);
        if (refused) {
          this.rejects.set(refused, this.rejects.get(refused)! - 1);
          const err = Object.assign(new Error("Try again later"), { responseCode: 451 });
          return callback(err);
        }
        this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  port = 0;
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
  }
  close() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  rejectTo(address: string, times: number) {
    this.rejects.set(address.toLowerCase(), times);
  }
  clearRejects() {
    this.rejects.clear();
  }
  to(address: string) {
    return this.received.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }
}

/** The link in a received mail (quoted-printable soft breaks undone). */
function linkIn(raw: string, pathPrefix: string): string {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const m = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, "\\$&")}[^\\s"<>]*`).exec(text);
  if (!m) throw new Error(`no ${pathPrefix} link in mail`);
  return m[0];
}
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

const smtp = new TestSmtp();
const ctx = {} as TestContext;
const config = () => testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_POLL_MS: 0, PUBLIC_URL: "https://stakeline.test" });

beforeAll(async () => {
  await smtp.start();
  ctx.database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "memory://" });
  ctx.db = ctx.database.db;
  ctx.app = await buildApp({ config: config(), database: ctx.database, logger: false });
  await ctx.app.ready();
});
afterAll(async () => {
  await ctx.app?.close();
  await ctx.database?.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.clearRejects();
});

/**
 * Sends everything due, pass after pass: a pass claims at most a batch, and on PostgreSQL other files' mails queued
 * meanwhile may fill the first ones. Sent mails are not due again and refused ones wait for their backoff.
 */
const flush = async () => {
  const total = { sent: 0, failed: 0 };
  for (let pass = 0; pass < 50; pass++) {
    const { sent, failed } = await ctx.app.mail.worker.runOnce();
    total.sent += sent;
    total.failed += failed;
    if (sent + failed === 0) break;
  }
  return total;
};
const request = (login: string) => injectAs(ctx.app, null, { method: "POST", url: "/api/password-reset/request", payload: { login } });
const confirm = (token: string, newPassword: string) =>
  injectAs(ctx.app, null, { method: "POST", url: "/api/password-reset/confirm", payload: { token, newPassword } });
const login = (username: string, password: string) => injectAs(ctx.app, null, { method: "POST", url: "/api/login", payload: { username, password } });

describe("password reset", () => {
  it("answers the same for an existing, an unknown and an address-less account, and mails only the first", async () => {
    const email = `${uniqueName("m")}@example.com`;
    const withMail = await createUser(ctx.db, { email });
    const without = await createUser(ctx.db);
    const answers = await Promise.all([request(withMail.user.username), request(uniqueName("nobody")), request(without.user.username)]);
    for (const a of answers) {
      expect(a.statusCode).toBe(202);
      expect(a.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    }
    await flush();
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(email)[0]!.raw).toContain("Subject: Reset your StakeLine password");
  });

  it("goes to an unverified address too, found by the address as well as the username", async () => {
    const email = `${uniqueName("M")}@Example.com`;
    await createUser(ctx.db, { email, emailVerifiedAt: null });
    expect((await request(email.toLowerCase())).statusCode).toBe(202);
    await flush();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("sets the new password once, signs out every session, and refuses the link afterwards", async () => {
    const email = `${uniqueName("m")}@example.com`;
    const u = await createUser(ctx.db, { email });
    await request(u.user.username);
    await flush();
    const link = linkIn(smtp.to(email)[0]!.raw, "/auth/reset?token=");
    expect(link.startsWith("https://stakeline.test/auth/reset?token=")).toBe(true);
    const token = tokenOf(link);
    // only the hash is stored
    const stored = await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.user.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const res = await confirm(token, "a-brand-new-pass");
    expect(res.statusCode).toBe(200);
    expect((await injectAs(ctx.app, u, { method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await login(u.user.username, "a-brand-new-pass")).statusCode).toBe(200);
    expect((await login(u.user.username, u.password)).statusCode).toBe(401);

    const again = await confirm(token, "another-new-pass");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_INVALID_MESSAGE);
  });

  it("refuses an unknown or expired link with the same message and changes nothing", async () => {
    const email = `${uniqueName("m")}@example.com`;
    const u = await createUser(ctx.db, { email });
    await request(u.user.username);
    await flush();
    const token = tokenOf(linkIn(smtp.to(email)[0]!.raw, "/auth/reset?token="));
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, u.user.id));
    for (const t of [token, "not-a-token"]) {
      const res = await confirm(t, "a-brand-new-pass");
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RESET_INVALID_MESSAGE);
    }
    expect((await login(u.user.username, u.password)).statusCode).toBe(200);
  });

  it("applies the password rules of the password change", async () => {
    const short = await confirm("whatever", "abc");
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("Password must be at least 6 characters long.");
    const common = await confirm("whatever", "password123");
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toContain("too common");
  });

  it("sends one account at most 3 links an hour, with the same answer", async () => {
    const email = `${uniqueName("m")}@example.com`;
    const u = await createUser(ctx.db, { email });
    for (let i = 0; i < 5; i++) expect((await request(u.user.username)).json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await flush();
    expect(smtp.to(email)).toHaveLength(3);
  });
});

describe("no usable link token stays in the outbox (decision 141b)", () => {
  const storedOf = async (to: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!;

  it("a sent reset mail keeps its link without the token, in the same update that marks it sent", async () => {
    const email = `${uniqueName("s")}@example.com`;
    const u = await createUser(ctx.db, { email });
    await request(u.user.username);
    const queued = await storedOf(email);
    const token = tokenOf(linkIn(queued.textBody, "/auth/reset?token="));
    expect(queued.htmlBody).toContain(token);
    await flush();
    // the mail went out with the token
    expect(tokenOf(linkIn(smtp.to(email)[0]!.raw, "/auth/reset?token="))).toBe(token);
    const sent = await storedOf(email);
    expect(sent.sentAt).not.toBeNull();
    for (const body of [sent.textBody, sent.htmlBody]) {
      expect(body).not.toContain(token);
      expect(body).toContain(`/auth/reset?token=${SENT_TOKEN}`);
    }
    // and the link still works for its owner
    expect((await confirm(token, "a-brand-new-pass")).statusCode).toBe(200);
  });

  it("a sent verification mail too; other mails keep their bodies", async () => {
    const u = await createUser(ctx.db);
    const email = `${uniqueName("s")}@example.com`;
    await injectAs(ctx.app, u, { method: "PATCH", url: "/api/profile", payload: { email } });
    const token = tokenOf(linkIn((await storedOf(email)).textBody, "/auth/verify?token="));
    const plain = `${uniqueName("n")}@example.com`;
    const unsubscribe = unsubscribeUrl(ctx.app.config, u.user.id, "money");
    await enqueueMail(ctx.db, {
      dedupeKey: uniqueName("k"),
      to: plain,
      subject: "Notice",
      text: `See https://x.test/portfolio\nStop these e-mails: ${unsubscribe}\n`,
      html: "<p>hi</p>",
    });
    await flush();
    const sent = await storedOf(email);
    expect(sent.textBody).not.toContain(token);
    expect(sent.htmlBody).not.toContain(token);
    expect(sent.textBody).toContain(`/auth/verify?token=${SENT_TOKEN}`);
    expect((await storedOf(plain)).textBody).toContain(unsubscribe);
    expect((await injectAs(ctx.app, null, { method: "POST", url: "/api/email-verification/confirm", payload: { token } })).statusCode).toBe(200);
  });

  it("a reset mail given up after its last attempt is scrubbed too", async () => {
    const email = `${uniqueName("g")}@example.com`;
    const u = await createUser(ctx.db, { email });
    await request(u.user.username);
    const token = tokenOf(linkIn((await storedOf(email)).textBody, "/auth/reset?token="));
    const [row] = await ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    // one attempt left, due now
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, row!.id));
    smtp.rejectTo(email, 1_000);
    await flush();
    const given = await storedOf(email);
    expect(given.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect(given.sentAt).toBeNull();
    expect(given.textBody).not.toContain(token);
    expect(given.htmlBody).not.toContain(token);
    expect(given.textBody).toContain(`/auth/reset?token=${SENT_TOKEN}`);
  });

  it("a failed attempt that is retried keeps the token, so the retry still carries a working link", async () => {
    const email = `${uniqueName("t")}@example.com`;
    const u = await createUser(ctx.db, { email });
    await request(u.user.username);
    const token = tokenOf(linkIn((await storedOf(email)).textBody, "/auth/reset?token="));
    smtp.rejectTo(email, 1);
    await flush();
    expect((await storedOf(email)).textBody).toContain(token);
    await ctx.app.mail.worker.runOnce(new Date(Date.now() + 5 * 60_000));
    expect(tokenOf(linkIn(smtp.to(email)[0]!.raw, "/auth/reset?token="))).toBe(token);
  });
});

describe("password reset rate limit per address", () => {
  it("answers 429 after the limit", async () => {
    const app = await buildApp({ config: testConfig({ AUTH_RATE_LIMIT_MAX: 3, MAIL_POLL_MS: 0 }), database: ctx.database, logger: false });
    try {
      const who = uniqueName("x");
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await app.inject({ method: "POST", url: "/api/password-reset/request", payload: { login: who }, remoteAddress: "10.9.8.7" })).statusCode);
      }
      expect(codes).toEqual([202, 202, 202, 429]);
    } finally {
      await app.close();
    }
  });
});

describe("outbox", () => {
  it("retries a mail the server refuses, with backoff, and then delivers it once", async () => {
    const email = `${uniqueName("r")}@example.com`;
    await ctx.db.transaction((tx) => enqueueMail(tx, { dedupeKey: uniqueName("k"), to: email, subject: "Hi", text: "hello", html: "<p>hello</p>" }));
    smtp.rejectTo(email, 2);
    expect((await flush()).failed).toBeGreaterThanOrEqual(1);
    // not due again until its backoff has passed
    await flush();
    expect(smtp.to(email)).toHaveLength(0);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row!.attempts).toBe(1);
    expect(row!.lastError).toContain("451");
    const later = (min: number) => ctx.app.mail.worker.runOnce(new Date(Date.now() + min * 60_000));
    await later(1);
    expect(smtp.to(email)).toHaveLength(0);
    await later(5);
    expect(smtp.to(email)).toHaveLength(1);
    await later(120);
    expect(smtp.to(email)).toHaveLength(1);
    const [sent] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.attempts).toBe(3);
  });

  it("sends a mail enqueued in the same millisecond as the pass (the database stamps microseconds)", async () => {
    const email = `${uniqueName("ms")}@example.com`;
    await enqueueMail(ctx.db, { dedupeKey: uniqueName("k"), to: email, subject: "Now", text: "t", html: "h" });
    await ctx.db.execute(sql`update mail_outbox set next_attempt_at = '2026-11-29T12:00:00.123456Z' where to_address = ${email}`);
    const { sent } = await ctx.app.mail.worker.runOnce(new Date("2026-11-29T12:00:00.123Z"));
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("keeps one mail per dedupe key", async () => {
    const email = `${uniqueName("d")}@example.com`;
    const dedupeKey = uniqueName("k");
    for (let i = 0; i < 3; i++) await enqueueMail(ctx.db, { dedupeKey, to: email, subject: "Once", text: "t", html: "h" });
    await flush();
    await flush();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it("neither loses nor repeats a mail across a restart", async () => {
    const database = ctx.database;
    {
      const first = await buildApp({ config: config(), database, logger: false });
      await first.ready();
      const a = `${uniqueName("a")}@example.com`;
      const b = `${uniqueName("b")}@example.com`;
      await enqueueMail(database.db, { dedupeKey: uniqueName("k"), to: a, subject: "Before", text: "t", html: "h" });
      await first.mail.worker.runOnce();
      await enqueueMail(database.db, { dedupeKey: uniqueName("k"), to: b, subject: "Queued", text: "t", html: "h" });
      await first.close();

      const second = await buildApp({ config: config(), database, logger: false });
      await second.ready();
      await second.mail.worker.runOnce();
      await second.mail.worker.runOnce();
      await second.close();
      expect(smtp.to(a)).toHaveLength(1);
      expect(smtp.to(b)).toHaveLength(1);
    }
  });

  it("lets two instances share the outbox without sending a mail twice", async () => {
    const other = await buildApp({ config: config(), database: ctx.database, logger: false });
    await other.ready();
    try {
      const addresses = Array.from({ length: 6 }, () => `${uniqueName("p")}@example.com`);
      for (const to of addresses) await enqueueMail(ctx.db, { dedupeKey: uniqueName("k"), to, subject: "Par", text: "t", html: "h" });
      await Promise.all([flush(), other.mail.worker.runOnce(), flush(), other.mail.worker.runOnce()]);
      for (const to of addresses) expect(smtp.to(to)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("writes .eml files under DATA_DIR/outbox without SMTP_URL", async () => {
    const database = ctx.database;
    const app = await buildApp({ config: testConfig({ MAIL_POLL_MS: 0 }), database, logger: false });
    try {
      const to = `${uniqueName("f")}@example.com`;
      await enqueueMail(database.db, { dedupeKey: uniqueName("k"), to, subject: "On disk", text: "offline", html: "<p>offline</p>" });
      // on PostgreSQL the outbox is every test file's: passes until it is empty, as flush does (one pass claims the
      // oldest 20, which need not include this mail)
      for (let pass = 0; pass < 50; pass++) {
        const { sent, failed } = await app.mail.worker.runOnce();
        if (sent + failed === 0) break;
      }
      const dir = app.mail.transport.outboxDir!;
      const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
      expect(files.some((f) => readFileSync(`${dir}/${f}`, "utf8").includes(`To: ${to}`))).toBe(true);
    } finally {
      await app.close();
    }
  });

  // On PostgreSQL every test file's app shares this outbox: an app that polled on its own would send (as an
  // .eml file) the mails another file waits for at its SMTP server. So the tests' config polls never; this holds it.
  it("an app built from the tests' config leaves the outbox to the test that runs it", async () => {
    const app = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
    try {
      const to = `${uniqueName("p")}@example.com`;
      await enqueueMail(ctx.database.db, { dedupeKey: uniqueName("k"), to, subject: "Mine", text: "t", html: "h" });
      // longer than the default poll (1 s) of a running instance
      await new Promise((r) => setTimeout(r, 1500));
      const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(row!.attempts).toBe(0);
      expect(row!.sentAt).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe("e-mail verification and settings", () => {
  it("mails a link on an address change; the link verifies that address once", async () => {
    const u = await createUser(ctx.db);
    const email = `${uniqueName("v")}@example.com`;
    const res = await injectAs(ctx.app, u, { method: "PATCH", url: "/api/profile", payload: { email } });
    expect(res.statusCode).toBe(200);
    const settings = await injectAs(ctx.app, u, { method: "GET", url: "/api/profile/email-settings" });
    expect(settings.json()).toEqual({ email, verified: false, moneyEvents: true, tournamentEvents: true });
    await flush();
    const token = tokenOf(linkIn(smtp.to(email)[0]!.raw, "/auth/verify?token="));
    const ok = await injectAs(ctx.app, null, { method: "POST", url: "/api/email-verification/confirm", payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect((await injectAs(ctx.app, u, { method: "GET", url: "/api/profile/email-settings" })).json().verified).toBe(true);
    // opened again: the address is already verified, which is not an error (decision 143)
    const again = await injectAs(ctx.app, null, { method: "POST", url: "/api/email-verification/confirm", payload: { token } });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe("This e-mail address is already verified.");

    // a new address is unverified again; an old link does not verify it
    await injectAs(ctx.app, u, { method: "PATCH", url: "/api/profile", payload: { email: `${uniqueName("w")}@example.com` } });
    expect((await injectAs(ctx.app, u, { method: "GET", url: "/api/profile/email-settings" })).json().verified).toBe(false);
  });

  it("resends a link for an unverified address, refuses it without one or once verified", async () => {
    const email = `${uniqueName("v")}@example.com`;
    const u = await createUser(ctx.db, { email });
    expect((await injectAs(ctx.app, u, { method: "POST", url: "/api/email-verification/resend" })).statusCode).toBe(202);
    await flush();
    expect(smtp.to(email)).toHaveLength(1);
    const none = await createUser(ctx.db);
    expect((await injectAs(ctx.app, none, { method: "POST", url: "/api/email-verification/resend" })).statusCode).toBe(400);
    const done = await createUser(ctx.db, { email: `${uniqueName("v")}@example.com`, emailVerifiedAt: new Date() });
    expect((await injectAs(ctx.app, done, { method: "POST", url: "/api/email-verification/resend" })).statusCode).toBe(400);
    expect((await injectAs(ctx.app, null, { method: "POST", url: "/api/email-verification/resend" })).statusCode).toBe(401);
  });

  it("mails events only to a verified address with the topic on", () => {
    const base = { email: "a@b.c", emailVerifiedAt: new Date(), emailMoneyEvents: true, emailTournamentEvents: false };
    expect(mailableAddress(base, "money")).toBe("a@b.c");
    expect(mailableAddress(base, "tournaments")).toBeNull();
    expect(mailableAddress({ ...base, emailVerifiedAt: null }, "money")).toBeNull();
  });

  it("saves the e-mail settings; bad input is a 400 and changes nothing", async () => {
    const u = await createUser(ctx.db);
    const res = await injectAs(ctx.app, u, { method: "PATCH", url: "/api/profile/email-settings", payload: { moneyEvents: false } });
    expect(res.json()).toMatchObject({ moneyEvents: false, tournamentEvents: true });
    const bad = await injectAs(ctx.app, u, { method: "PATCH", url: "/api/profile/email-settings", payload: { tournamentEvents: "no" } });
    expect(bad.statusCode).toBe(400);
    expect((await injectAs(ctx.app, null, { method: "PATCH", url: "/api/profile/email-settings", payload: {} })).statusCode).toBe(401);
  });

  it("unsubscribes in one click without a sign-in; a forged link changes nothing", async () => {
    const u = await createUser(ctx.db, { email: `${uniqueName("u")}@example.com`, emailVerifiedAt: new Date() });
    const url = new URL(unsubscribeUrl(ctx.app.config, u.user.id, "tournaments"));
    const path = `${url.pathname}${url.search}`;
    const page = await ctx.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Stop e-mails about tournaments?");
    const [still] = await ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(still!.emailTournamentEvents).toBe(true);

    const forged = path.replace(`${u.user.id}.tournaments`, `${u.user.id + 1}.tournaments`);
    expect((await ctx.app.inject({ method: "POST", url: forged })).statusCode).toBe(400);

    const done = await ctx.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    const [after] = await ctx.db.select().from(users).where(eq(users.id, u.user.id));
    expect(after!.emailTournamentEvents).toBe(false);
    expect(after!.emailMoneyEvents).toBe(true);
  });
});
