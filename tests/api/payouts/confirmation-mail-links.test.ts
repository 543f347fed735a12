import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, payoutDisputes, users } from "../../../src/server/db/schema/index";
import { payoutLinkToken, unsubscribeToken } from "../../../src/server/mail/links";
import { injectAs, setupTestApp } from "../helpers";
import { markedPaidPayout, payoutRow } from "./confirmation-helpers";

// Issue 39 item 1 (decision 200): the mail of a payout marked paid carries signed one-click Confirm / "I was not paid"
// links. A GET only shows the page (mail scanners prefetch links); the page's button POSTs; forged tokens do nothing.
const ctx = setupTestApp({ PUBLIC_URL: "https://stakeline.example" });

const linkOf = (text: string, label: string) => {
  const m = new RegExp(`${label}: https://stakeline\\.example(/api/mail/payout\\?token=\\S+)`).exec(text);
  expect(m, text).not.toBeNull();
  return m![1]!;
};
const form = (reason: string) => ({ payload: `reason=${encodeURIComponent(reason)}`, headers: { "content-type": "application/x-www-form-urlencoded" } });

describe("the payout mail's signed links", () => {
  it("the mail links Confirm: GET shows a page and changes nothing; its button's POST confirms; again is refused", async () => {
    const { investor, payout } = await markedPaidPayout(ctx.app, ctx.db);
    const [mail] = await ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, investor.user.email!), eq(mailOutbox.subject, "Payout marked as paid")));
    expect(mail).toBeDefined();
    const url = linkOf(mail!.textBody, "Confirm I was paid");
    linkOf(mail!.textBody, "I was not paid");

    const page = await injectAs(ctx.app, null, { method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Confirm you were paid?");
    expect(page.body).toMatch(/<form method="post"/);
    expect((await payoutRow(ctx.db, payout.id)).confirmation).toBe("awaiting");

    const done = await injectAs(ctx.app, null, { method: "POST", url });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain("payout confirmed");
    expect((await payoutRow(ctx.db, payout.id)).confirmation).toBe("confirmed");

    const again = await injectAs(ctx.app, null, { method: "POST", url });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("Nothing was changed");
  });

  it("the I was not paid link shows a reason form; a short reason is shown again with the message; a good one opens the dispute", async () => {
    const { investor, payout } = await markedPaidPayout(ctx.app, ctx.db);
    const url = `/api/mail/payout?token=${encodeURIComponent(payoutLinkToken(ctx.app.config, payout.id, investor.user.id, "dispute"))}`;
    const page = await injectAs(ctx.app, null, { method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="reason"');

    const short = await injectAs(ctx.app, null, { method: "POST", url, ...form("no") });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain("at least 10 characters");
    expect((await payoutRow(ctx.db, payout.id)).confirmation).toBe("awaiting");

    const res = await injectAs(ctx.app, null, { method: "POST", url, ...form("Nothing <b>arrived</b> at all.") });
    expect(res.statusCode, res.body).toBe(200);
    expect((await payoutRow(ctx.db, payout.id)).confirmation).toBe("disputed");
    const [dispute] = await ctx.db.select().from(payoutDisputes).where(eq(payoutDisputes.payoutId, payout.id));
    expect(dispute!.reason).toBe("Nothing <b>arrived</b> at all.");
  });

  it("a suspended investor's link changes nothing (403)", async () => {
    const { investor, payout } = await markedPaidPayout(ctx.app, ctx.db);
    await ctx.db.update(users).set({ suspendedAt: new Date(), suspendedReason: "Test suspension reason" }).where(eq(users.id, investor.user.id));
    const url = `/api/mail/payout?token=${encodeURIComponent(payoutLinkToken(ctx.app.config, payout.id, investor.user.id, "confirm"))}`;
    const res = await injectAs(ctx.app, null, { method: "POST", url });
    expect(res.statusCode).toBe(403);
    expect((await payoutRow(ctx.db, payout.id)).confirmation).toBe("awaiting");
  });

  it("refuses a forged, tampered or other-purpose token with 400 and changes nothing", async () => {
    const { investor, payout } = await markedPaidPayout(ctx.app, ctx.db);
    const good = payoutLinkToken(ctx.app.config, payout.id, investor.user.id, "confirm");
    const [id, who, action, sig] = good.split(".");
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    const bad = [
      `${id}.${who}.${action}.${flip(sig!)}`,
      // another payout or investor under the same signature
      `${Number(id) + 1}.${who}.${action}.${sig}`,
      `${id}.${Number(who) + 1}.${action}.${sig}`,
      // the confirm signature reused for a dispute
      `${id}.${who}.dispute.${sig}`,
      // an unsubscribe token is not a payout token
      unsubscribeToken(ctx.app.config, investor.user.id, "money"),
      `${id}.${who}.${action}.${"x".repeat(43)}`,
      "",
      "garbage",
    ];
    for (const token of bad) {
      for (const method of ["GET", "POST"] as const) {
        const res = await injectAs(ctx.app, null, {
          method,
          url: `/api/mail/payout?token=${encodeURIComponent(token)}`,
          ...(method === "POST" ? form("Nothing arrived here at all.") : {}),
        });
        expect(res.statusCode, `${method} ${token}`).toBe(400);
        expect(res.body).toContain("This link is invalid.");
      }
    }
    expect((await payoutRow(ctx.db, payout.id)).confirmation).toBe("awaiting");
    expect(await ctx.db.select().from(payoutDisputes).where(eq(payoutDisputes.payoutId, payout.id))).toEqual([]);
  });
});
