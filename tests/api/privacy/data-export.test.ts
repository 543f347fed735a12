import { unzipSync, strFromU8 } from "fflate";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DATA_EXPORT_MESSAGES } from "../../../src/core/contracts/privacy";
import { dataExports, mailOutbox, notifications } from "../../../src/server/db/schema/index";
import { deleteExpiredExports, runDataExports } from "../../../src/server/privacy/worker";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";

const ctx = setupTestApp();

const ask = (who: TestUser | null) => injectAs(ctx.app, who, { method: "POST", url: "/api/profile/data-export" });
const latest = (who: TestUser | null) => injectAs(ctx.app, who, { method: "GET", url: "/api/profile/data-export" });
const download = (who: TestUser | null, id: number) => injectAs(ctx.app, who, { method: "GET", url: `/api/profile/data-export/${id}/download` });
const run = (ids: number[], now?: Date) => runDataExports({ db: ctx.db, config: ctx.app.config, log: ctx.app.log }, { ids, now });

/** A player with a verified address, a sold stake and a notification, asking for their data; the export built. */
async function readyExport() {
  const player = await createPlayer(ctx.db, { email: `${uniqueName("me")}@example.com`, emailVerifiedAt: new Date(), bio: "Grinder from Reno" });
  const backer = await createInvestor(ctx.db);
  const campaign = await createCampaign(ctx.db, player);
  await createInvestment(ctx.db, campaign, backer, "100.00");
  const asked = await ask(player);
  expect(asked.statusCode, asked.body).toBe(202);
  const job = asked.json();
  expect(job).toMatchObject({ status: "pending", readyAt: null, downloadUrl: null });
  expect(await run([job.id])).toEqual({ built: 1, failed: 0 });
  return { player, backer, campaign, id: job.id as number };
}

describe("Download my data", () => {
  it("is built in the background: pending, then ready with its size, a notification and a mail to the verified address", async () => {
    const { player, id } = await readyExport();
    const res = await latest(player);
    expect(res.statusCode).toBe(200);
    const shown = res.json().export;
    expect(shown).toMatchObject({ id, status: "ready", downloadUrl: `/api/profile/data-export/${id}/download` });
    expect(shown.sizeBytes).toBeGreaterThan(100);
    const days = (Date.parse(shown.expiresAt) - Date.parse(shown.readyAt)) / 86_400_000;
    expect(days).toBe(7);

    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, player.user.id));
    expect(told.map((n) => [n.type, n.title, n.link])).toEqual([["data_export_ready", "Your data is ready", "/profile?tab=privacy"]]);
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `data_export:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(player.user.email);
    expect(mails[0]!.textBody).toContain("/profile?tab=privacy");
  });

  it("downloads as a ZIP of data.json (no password hash, no session) and a statement per year", async () => {
    const { player, campaign, id } = await readyExport();
    const res = await download(player, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="stakeline-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const year = new Date().getUTCFullYear();
    expect(Object.keys(files).sort()).toEqual(["README.txt", "data.json", `statements/${year}.csv`]);
    const data = JSON.parse(strFromU8(files["data.json"]!));
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(["profile", "identity", "campaigns", "stakes", "payouts", "refunds", "swaps", "reviews", "notifications", "registrations"]),
    );
    expect(data.profile).toMatchObject({ id: player.user.id, username: player.user.username, bio: "Grinder from Reno", emailVerified: true });
    expect(data.identity).toMatchObject({ status: "verified" });
    expect(data.campaigns.map((c: { id: number }) => c.id)).toEqual([campaign.id]);
    expect(data.payouts).toEqual({ owedByYou: [], owedToYou: [] });
    expect(data.reviews).toEqual({ written: [], received: [] });
    const text = strFromU8(files["data.json"]!);
    expect(text).not.toContain(player.user.passwordHash);
    expect(text).not.toMatch(/passwordHash|password_hash|idHash|calendarToken/);
    const csv = strFromU8(files[`statements/${year}.csv`]!).split("\r\n");
    expect(csv[0]).toBe("Date,Campaign,Event,Backer,Amount,Fee,Refunds,Payout owed,Due date,Paid date,Status");
    expect(csv[1]).toContain(",100.00,5.00,");
  });

  it("answers the pending one again while it is built, and a new one once it is ready", async () => {
    const me = await createInvestor(ctx.db);
    const first = (await ask(me)).json();
    const again = await ask(me);
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(first.id);
    await run([first.id]);
    const fresh = (await ask(me)).json();
    expect(fresh.id).not.toBe(first.id);
    expect((await latest(me)).json().export).toMatchObject({ id: fresh.id, status: "pending" });
  });

  it("is limited per account", async () => {
    const me = await createInvestor(ctx.db);
    for (let i = 0; i < 3; i++) {
      const res = await ask(me);
      expect(res.statusCode).toBe(202);
      await run([res.json().id]);
    }
    const res = await ask(me);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/asked for your data too often/);
  });

  it("is its owner's only: someone else's is 404, as one not ready yet, and signed out is 401", async () => {
    const { player, id } = await readyExport();
    const other = await createInvestor(ctx.db);
    const theirs = await download(other, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(DATA_EXPORT_MESSAGES.notFound);
    expect((await latest(other)).json()).toEqual({ export: null });
    expect((await download(null, id)).statusCode).toBe(401);
    expect((await ask(null)).statusCode).toBe(401);
    expect((await latest(null)).statusCode).toBe(401);
    const pending = (await ask(player)).json();
    expect((await download(player, pending.id)).statusCode).toBe(404);
  });

  it("expires: 404 past its date, and the worker deletes the ZIP", async () => {
    const { player, id } = await readyExport();
    await ctx.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, id));
    expect((await download(player, id)).statusCode).toBe(404);
    expect((await latest(player)).json()).toEqual({ export: null });
    expect(await deleteExpiredExports(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
  });

  it("mails nobody without a verified address, and tells the bell all the same", async () => {
    const me = await createInvestor(ctx.db, { email: `${uniqueName("unverified")}@example.com` });
    const job = (await ask(me)).json();
    await run([job.id]);
    expect(
      await ctx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `data_export:${job.id}`)),
    ).toEqual([]);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(told).toHaveLength(1);
  });
});
