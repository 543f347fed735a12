import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { investments } from "../../../src/server/db/schema/index";
import { createInvestor, injectAs, setupTestApp, usingPostgres } from "../helpers";
import { placeHold, recordDirectly } from "../investing/investing-helpers";
import { action, back, campaignRow, createEvent, fillField, linkedCampaign, liveState, payoutsOf } from "./verified-helpers";

const ctx = setupTestApp();
const ROUNDS = 4;

const open: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.end()));
});

async function connection() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  open.push(client);
  return client;
}

/** Settles to "waiting" if `run` has not finished after 300 ms (it is blocked on a lock). */
const stillWaiting = (run: Promise<unknown>) => Promise.race([run.then(() => "done"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 300))]);

/**
 * 8 entrants at $1,000, two paid places ($5,000 and $3,000). Alice and Bob are staked; the other six are out,
 * so eliminating Alice settles her 2nd and Bob 1st in one action.
 */
async function headsUp(beforeStart?: (a: { id: number }) => Promise<void>) {
  const event = await createEvent(ctx.app, ctx.db, 2);
  await fillField(ctx.db, event.id, 6);
  const [alice, bob] = event.entrants;
  const x = await createInvestor(ctx.db);
  const a = await linkedCampaign(ctx.db, alice, event);
  const b = await linkedCampaign(ctx.db, bob, event);
  await back(ctx.app, x, a.id, "300.00");
  await back(ctx.app, x, b.id, "100.00");
  await beforeStart?.(a);
  await action(ctx.app, event.sponsor, event.id, { type: "start" });
  const { state } = await liveState(ctx.app, event.sponsor, event.id);
  for (const p of state.players.filter((p) => p.userId !== alice.user.id && p.userId !== bob.user.id)) {
    expect((await action(ctx.app, event.sponsor, event.id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);
  }
  const aliceSeat = state.players.find((p) => p.userId === alice.user.id)!.id;
  return { ...event, alice, bob, x, a, b, aliceSeat };
}

// row locks only mean something on a real PostgreSQL with concurrent connections; PGlite runs one statement at a time
describe.skipIf(!usingPostgres)("settlement races (PostgreSQL)", () => {
  it("a settlement racing manual close attempts leaves one result: the clock's", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const e = await headsUp();
      const close = () =>
        injectAs(ctx.app, e.alice, {
          method: "POST",
          url: "/api/campaigns/close",
          payload: { campaignId: e.a.id, finalPosition: 1, totalWinnings: "50000", closingDate: new Date().toISOString().slice(0, 10) },
        });
      const [settled, ...closes] = await Promise.all([
        action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.aliceSeat }),
        close(),
        close(),
        close(),
      ]);
      expect(settled.statusCode).toBe(200);
      expect(closes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
      expect(await campaignRow(ctx.db, e.a.id)).toMatchObject({ status: "completed", finalPosition: 2, totalWinnings: "3000.00" });
      expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: "5000.00" });
      // 30% of $3,000 and 10% of $5,000, written once each
      expect((await payoutsOf(ctx.db, e.a.id)).map((p) => p.amount)).toEqual(["900.00"]);
      expect((await payoutsOf(ctx.db, e.b.id)).map((p) => p.amount)).toEqual(["500.00"]);
    }
  });

  it("a settlement racing an investment being recorded: the stake is either in the settlement or refused, never lost", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const y = await createInvestor(ctx.db);
      // held before the start (staking closes when play begins, decision 080): its payment arrives during the settlement
      let hold = { placed: false, id: "" };
      const e = await headsUp(async (a) => {
        hold = await placeHold(ctx.db, { campaignId: a.id, investorId: y.user.id, amount: "100.00" });
      });
      expect(hold.placed).toBe(true);
      const [settled, outcome] = await Promise.all([
        action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.aliceSeat }),
        recordDirectly(ctx.db, hold.id),
      ]);
      expect(settled.statusCode).toBe(200);
      outcomes.add(outcome ?? "none");
      const [stake] = await ctx.db.select().from(investments).where(eq(investments.paymentIntentId, hold.id));
      const payouts = await payoutsOf(ctx.db, e.a.id);
      if (outcome === "recorded") {
        // recorded first: settled with the others, 10% of $3,000
        expect(stake).toMatchObject({ status: "closed", payout: "300.00" });
        expect(payouts.map((p) => p.amount)).toEqual(["900.00", "300.00"]);
      } else {
        // play had begun, or the campaign was already completed: the payment is refused (and refunded by the caller)
        expect(["event_started", "no_room"]).toContain(outcome);
        expect(stake).toBeUndefined();
        expect(payouts.map((p) => p.amount)).toEqual(["900.00"]);
      }
      expect((await campaignRow(ctx.db, e.a.id)).status).toBe("completed");
    }
    expect([...outcomes].every((o) => o === "recorded" || o === "no_room" || o === "event_started")).toBe(true);
  });

  // deterministic: another connection is half-way through recording a stake (campaign updated, investment
  // inserted, not committed), as record_investment does under the campaign's row lock
  it("a settlement waits for a stake being recorded, then settles it with the others", async () => {
    const e = await headsUp();
    const y = await createInvestor(ctx.db);
    const holder = await connection();
    await holder.query("BEGIN");
    await holder.query("UPDATE campaigns SET current_amount = current_amount + 100, updated_at = now() WHERE id = $1", [e.a.id]);
    await holder.query(
      "INSERT INTO investments (campaign_id, investor_id, amount, platform_fee, percentage, payment_intent_id) VALUES ($1, $2, 100, 5, 10, $3)",
      [e.a.id, y.user.id, `pi_race_${e.a.id}`],
    );
    const settling = action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: e.aliceSeat });
    expect(await stillWaiting(settling)).toBe("waiting");
    await holder.query("COMMIT");
    expect((await settling).statusCode).toBe(200);
    const [stake] = await ctx.db
      .select()
      .from(investments)
      .where(eq(investments.paymentIntentId, `pi_race_${e.a.id}`));
    expect(stake).toMatchObject({ status: "closed", payout: "300.00" });
    expect((await payoutsOf(ctx.db, e.a.id)).map((p) => p.amount)).toEqual(["900.00", "300.00"]);
  });
});
