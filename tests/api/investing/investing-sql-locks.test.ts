import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { campaigns, paymentIntents } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, setupTestApp, usingPostgres } from "../helpers";
import { placeHold, recordDirectly } from "./investing-helpers";

// PostgreSQL only: locks mean something only between connections (PGlite has one). Deterministic, no timing
// races: one connection holds a lock, the function runs on another with a short lock_timeout and must give up
// with lock_not_available (55P03), or is seen waiting until the first one commits.
const ctx = setupTestApp();

const open: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.end()));
});

/** A connection of its own, with drizzle over it for the shared helpers. */
async function connection(lockTimeout?: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  open.push(client);
  if (lockTimeout) await client.query(`SET lock_timeout = '${lockTimeout}'`);
  return { client, db: drizzle(client) };
}

/** drizzle wraps the driver's error: PostgreSQL's code is on its cause. */
async function lockNotAvailable(run: Promise<unknown>) {
  await expect(run).rejects.toMatchObject({ cause: { code: "55P03" } });
}

/** Settles to "waiting" if `run` has not finished after 300 ms (it is blocked on a lock). */
async function stillWaiting(run: Promise<unknown>) {
  return Promise.race([run.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))]);
}

// The holder changes the campaign row the way recording an investment does (an UPDATE: a FOR NO KEY UPDATE row
// lock, which the foreign-key check of a new hold does not wait for; only the functions' own FOR UPDATE does).
describe.skipIf(!usingPostgres)("the investing functions wait for the campaign's row lock", () => {
  it("place_payment_hold gives up with lock_not_available while another transaction changes the campaign", async () => {
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db));
    const investor = await createInvestor(ctx.db);
    const holder = await connection();
    const caller = await connection("200ms");
    await holder.client.query("BEGIN");
    await holder.client.query("UPDATE campaigns SET updated_at = now() WHERE id = $1", [c.id]);
    await lockNotAvailable(placeHold(caller.db, { campaignId: c.id, investorId: investor.user.id, amount: "100" }));
    await holder.client.query("ROLLBACK");
    expect((await placeHold(caller.db, { campaignId: c.id, investorId: investor.user.id, amount: "100" })).placed).toBe(true);
  });

  it("place_payment_hold waits for an investment being recorded, then sees the campaign funded", async () => {
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
    const investor = await createInvestor(ctx.db);
    const holder = await connection();
    const caller = await connection();
    await holder.client.query("BEGIN");
    await holder.client.query("UPDATE campaigns SET current_amount = target_amount, status = 'funded' WHERE id = $1", [c.id]);
    const hold = placeHold(caller.db, { campaignId: c.id, investorId: investor.user.id, amount: "100" });
    expect(await stillWaiting(hold)).toBe("waiting");
    await holder.client.query("COMMIT");
    expect(await hold).toMatchObject({ placed: false, campaign_status: "funded" });
  });

  it("record_investment waits for another investment being recorded, then finds no room instead of overselling", async () => {
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
    const investor = await createInvestor(ctx.db);
    const paid = await placeHold(ctx.db, { campaignId: c.id, investorId: investor.user.id, amount: "600" });
    await ctx.db
      .update(paymentIntents)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(paymentIntents.id, paid.id));
    const holder = await connection();
    const caller = await connection();
    await holder.client.query("BEGIN");
    await holder.client.query("UPDATE campaigns SET current_amount = current_amount + 600 WHERE id = $1", [c.id]);
    const recording = recordDirectly(caller.db, paid.id);
    expect(await stillWaiting(recording)).toBe("waiting");
    await holder.client.query("COMMIT");
    expect(await recording).toBe("no_room");
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row.currentAmount).toBe("600.00");
  });

  it("record_investment gives up with lock_not_available while another transaction changes the campaign", async () => {
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db));
    const investor = await createInvestor(ctx.db);
    const hold = await placeHold(ctx.db, { campaignId: c.id, investorId: investor.user.id, amount: "100" });
    const holder = await connection();
    const caller = await connection("200ms");
    await holder.client.query("BEGIN");
    await holder.client.query("UPDATE campaigns SET updated_at = now() WHERE id = $1", [c.id]);
    await lockNotAvailable(recordDirectly(caller.db, hold.id));
    await holder.client.query("ROLLBACK");
    expect(await recordDirectly(caller.db, hold.id)).toBe("recorded");
  });
});

describe.skipIf(!usingPostgres)("one investor's racing holds are counted under the investor's lock", () => {
  it("a hold on another campaign waits for the investor's uncommitted 3rd hold, then is refused", async () => {
    const player = await createPlayer(ctx.db);
    const list = await Promise.all(Array.from({ length: 4 }, () => createCampaign(ctx.db, player)));
    const investor = await createInvestor(ctx.db);
    for (const c of list.slice(0, 2)) expect((await placeHold(ctx.db, { campaignId: c.id, investorId: investor.user.id, amount: "100" })).placed).toBe(true);

    const first = await connection();
    const second = await connection();
    await first.client.query("BEGIN");
    expect((await placeHold(first.db, { campaignId: list[2].id, investorId: investor.user.id, amount: "100" })).placed).toBe(true);
    // a different campaign: only the investor's lock can make it wait
    const fourth = placeHold(second.db, { campaignId: list[3].id, investorId: investor.user.id, amount: "100" });
    expect(await stillWaiting(fourth)).toBe("waiting");
    await first.client.query("COMMIT");
    expect(await fourth).toMatchObject({ placed: false, open_holds: 3 });
    const rows = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.investorId, investor.user.id));
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(3);
  });

  it("the investor's lock is per investor: another investor's hold does not wait for it", async () => {
    const player = await createPlayer(ctx.db);
    const [c1, c2] = await Promise.all([createCampaign(ctx.db, player), createCampaign(ctx.db, player)]);
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const first = await connection();
    const second = await connection("200ms");
    await first.client.query("BEGIN");
    expect((await placeHold(first.db, { campaignId: c1.id, investorId: a.user.id, amount: "100" })).placed).toBe(true);
    expect((await placeHold(second.db, { campaignId: c2.id, investorId: b.user.id, amount: "100" })).placed).toBe(true);
    await first.client.query("ROLLBACK");
  });
});
