import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activities, campaigns, investments, paymentIntents } from "../../../src/server/db/schema/index";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { placeHold, recordDirectly } from "./investing-helpers";

// The database functions of drizzle/functions called directly, with another investor's live hold in place:
// the API tests reach them only through the early checks in TypeScript, which would hide a function that
// forgot the others' holds.
const ctx = setupTestApp();

async function lapse(id: string) {
  await ctx.db
    .update(paymentIntents)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(paymentIntents.id, id));
}
async function campaignRow(id: number) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

describe("place_payment_hold", () => {
  it("counts another investor's live hold as taken, and not once it has lapsed", async () => {
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
    const a = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const theirs = await placeHold(ctx.db, { campaignId: c.id, investorId: b.user.id, amount: "800" });
    expect(theirs.placed).toBe(true);

    const refused = await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "300" });
    expect(refused).toMatchObject({ placed: false, held: "800.00" });
    const [kept] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, refused.id));
    expect(kept).toBeUndefined();
    expect((await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "200" })).placed).toBe(true);

    await lapse(theirs.id);
    const c2 = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
    const other = await placeHold(ctx.db, { campaignId: c2.id, investorId: b.user.id, amount: "1000" });
    await lapse(other.id);
    expect(await placeHold(ctx.db, { campaignId: c2.id, investorId: a.user.id, amount: "1000" })).toMatchObject({ placed: true, held: "0" });
  });

  it("refuses a 4th live hold of one investor, but replaces the hold on the same campaign", async () => {
    const player = await createPlayer(ctx.db);
    const list = await Promise.all(Array.from({ length: 4 }, () => createCampaign(ctx.db, player)));
    const a = await createInvestor(ctx.db);
    for (const c of list.slice(0, 3)) expect((await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "100" })).placed).toBe(true);
    expect(await placeHold(ctx.db, { campaignId: list[3].id, investorId: a.user.id, amount: "100" })).toMatchObject({ placed: false, open_holds: 3 });
    expect(await placeHold(ctx.db, { campaignId: list[0].id, investorId: a.user.id, amount: "200" })).toMatchObject({ placed: true, open_holds: 2 });
  });
});

describe("record_investment", () => {
  it("refuses a lapsed payment whose room another investor now holds, and records it beside a smaller hold", async () => {
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
    const late = await createInvestor(ctx.db);
    const b = await createInvestor(ctx.db);
    const lapsed = await placeHold(ctx.db, { campaignId: c.id, investorId: late.user.id, amount: "600" });
    await lapse(lapsed.id);
    const theirs = await placeHold(ctx.db, { campaignId: c.id, investorId: b.user.id, amount: "500" });
    expect(theirs.placed).toBe(true);

    expect(await recordDirectly(ctx.db, lapsed.id)).toBe("no_room");
    expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "0.00", status: "active" });
    expect(await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id))).toHaveLength(0);
    const [hold] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, lapsed.id));
    expect(hold.status).toBe("refunded");

    // the control: room for it beside the other hold
    const fits = await placeHold(ctx.db, { campaignId: c.id, investorId: late.user.id, amount: "400" });
    await lapse(fits.id);
    expect(await recordDirectly(ctx.db, fits.id)).toBe("recorded");
    expect((await campaignRow(c.id)).currentAmount).toBe("400.00");
  });

  it("refuses a payment for a campaign that is no longer active, though it has room", async () => {
    for (const status of ["funded", "completed", "cancelled"] as const) {
      const c = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "1000.00" });
      const a = await createInvestor(ctx.db);
      const hold = await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "300" });
      expect(hold.placed).toBe(true);
      await ctx.db.update(campaigns).set({ status }).where(eq(campaigns.id, c.id));

      expect(await recordDirectly(ctx.db, hold.id), status).toBe("no_room");
      expect(await campaignRow(c.id)).toMatchObject({ currentAmount: "0.00", status });
      expect(await ctx.db.select().from(investments).where(eq(investments.campaignId, c.id))).toHaveLength(0);
      const [row] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, hold.id));
      expect(row.status).toBe("refunded");
    }
  });

  it("still takes the older three-argument call (an instance on the previous code during a rolling deploy), with its line", async () => {
    const player = await createPlayer(ctx.db);
    const c = await createCampaign(ctx.db, player, { targetAmount: "1000.00" });
    const a = await createInvestor(ctx.db);
    const hold = await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "300" });
    const result = await ctx.db.execute(sql`select outcome from record_investment(${hold.id}, 1::numeric, ${"Old instance line"})`);
    expect((result as unknown as { rows: { outcome: string }[] }).rows[0].outcome).toBe("recorded");
    const lines = await ctx.db.select().from(activities).where(eq(activities.userId, player.user.id));
    expect(lines.map((l) => l.description)).toEqual(["Old instance line"]);
    // today's two-argument call writes no line in SQL: the caller's recordEvent does
    const b = await createInvestor(ctx.db);
    const next = await placeHold(ctx.db, { campaignId: c.id, investorId: b.user.id, amount: "200" });
    expect(await recordDirectly(ctx.db, next.id)).toBe("recorded");
    expect(await ctx.db.select().from(activities).where(eq(activities.userId, player.user.id))).toHaveLength(1);
  });
});

// payment_fits is the one room-and-cap check: record_investment refuses with it (above), and the card step's hold
// extension asks it too, so a payment the card step lets through is one record_investment will take.
describe("the card step asks payment_fits", () => {
  const HOLD_LAPSED = "Your reservation expired and this campaign no longer has room for this amount. Please start again.";

  it("cancels a hold that would take its investor past the cap, as record_investment would refuse it", async () => {
    // cap: 10% of the winnings on a $10,000 buy-in at 1.00 = $1,000
    const c = await createCampaign(ctx.db, await createPlayer(ctx.db), { targetAmount: "5000.00", maxPerInvestor: 10 });
    const a = await createInvestor(ctx.db);
    // a second tab replaced the first payment, which the provider then charged anyway: recorded, $600 owned
    const first = await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "600" });
    const second = await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "600" });
    expect(second.placed).toBe(true);
    expect(await recordDirectly(ctx.db, first.id)).toBe("recorded");

    const res = await injectAs(ctx.app, a, { method: "POST", url: "/api/payments/card-step", payload: { paymentIntentId: second.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: HOLD_LAPSED });
    const [row] = await ctx.db.select().from(paymentIntents).where(eq(paymentIntents.id, second.id));
    expect(row.status).toBe("canceled");

    // the control: within the cap, the card step keeps the hold
    const within = await placeHold(ctx.db, { campaignId: c.id, investorId: a.user.id, amount: "400" });
    const ok = await injectAs(ctx.app, a, { method: "POST", url: "/api/payments/card-step", payload: { paymentIntentId: within.id } });
    expect(ok.statusCode).toBe(200);
  });
});
