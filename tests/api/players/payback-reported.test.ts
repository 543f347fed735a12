import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { payoutDisputes, payouts } from "../../../src/server/db/schema/index";
import { autoConfirmPayouts } from "../../../src/server/payouts/auto-confirm";
import { createInvestor, createPlayer, injectAs, setupTestApp, type TestUser } from "../helpers";
import { markedPaidPayout, paidDaysAgo } from "../payouts/confirmation-helpers";
import { payback } from "./payback-helpers";

// Issue 39 item 5 (decision 200, replacing decision 196's "reported paid"): Mark as Paid is the player's word; the
// record counts as paid on time only payouts the backer confirmed, auto-confirmed ones and ones ruled paid, by the
// date the player marked them, and shows what was disputed or ruled unpaid.
const ctx = setupTestApp();

const paybackOf = async (p: TestUser) =>
  (await injectAs(ctx.app, null, { method: "GET", url: `/api/players/${encodeURIComponent(p.user.username)}` })).json().payback;
const REASON = "Nothing arrived in my account.";

describe("GET /api/players/:username payback", () => {
  it("a payout only marked paid awaits confirmation and is not paid on time; confirmed, auto-confirmed and ruled paid are", async () => {
    const player = await createPlayer(ctx.db);
    const awaiting = await markedPaidPayout(ctx.app, ctx.db, { player });
    expect(await paybackOf(player)).toEqual(payback({ markedPaid: 1, awaitingConfirmation: 1 }));

    // the backer confirms: paid on time (marked paid long before its due date)
    expect((await injectAs(ctx.app, awaiting.investor, { method: "POST", url: `/api/payouts/${awaiting.payout.id}/confirm` })).statusCode).toBe(200);
    expect(await paybackOf(player)).toEqual(payback({ paidOnTime: 1, markedPaid: 1, confirmed: 1 }));

    // a second one left unanswered for 15 days: auto-confirmed, paid on time by the date it was marked
    const silent = await markedPaidPayout(ctx.app, ctx.db, { player, paidDaysAgo: 15 });
    await ctx.db
      .update(payouts)
      .set({ createdAt: new Date(Date.now() - 16 * 86_400_000), dueAt: new Date(Date.now() - 9 * 86_400_000) })
      .where(eq(payouts.id, silent.payout.id));
    expect(await autoConfirmPayouts(ctx.db)).toContain(silent.payout.id);
    expect(await paybackOf(player)).toEqual(payback({ paidOnTime: 2, markedPaid: 2, confirmed: 1, autoConfirmed: 1 }));

    // a third disputed: neither paid nor overdue while the operator decides; then ruled paid, it counts as paid
    const disputed = await markedPaidPayout(ctx.app, ctx.db, { player });
    expect(
      (await injectAs(ctx.app, disputed.investor, { method: "POST", url: `/api/payouts/${disputed.payout.id}/dispute`, payload: { reason: REASON } }))
        .statusCode,
    ).toBe(200);
    expect(await paybackOf(player)).toEqual(payback({ paidOnTime: 2, markedPaid: 3, confirmed: 1, autoConfirmed: 1, disputed: 1 }));
    await ctx.db.update(payouts).set({ ruling: "paid" }).where(eq(payouts.id, disputed.payout.id));
    await ctx.db.update(payoutDisputes).set({ status: "ruled", outcome: "paid" }).where(eq(payoutDisputes.payoutId, disputed.payout.id));
    expect(await paybackOf(player)).toEqual(payback({ paidOnTime: 3, markedPaid: 3, confirmed: 1, autoConfirmed: 1, disputed: 1 }));

    // a fourth ruled unpaid (as the operator's ruling leaves it): owed again, overdue from its due date
    const unpaid = await markedPaidPayout(ctx.app, ctx.db, { player });
    expect(
      (await injectAs(ctx.app, unpaid.investor, { method: "POST", url: `/api/payouts/${unpaid.payout.id}/dispute`, payload: { reason: REASON } })).statusCode,
    ).toBe(200);
    await ctx.db
      .update(payouts)
      .set({ status: "pending", paidAt: null, confirmation: null, ruling: "unpaid", dueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(payouts.id, unpaid.payout.id));
    const record = await paybackOf(player);
    expect(record).toEqual(payback({ paidOnTime: 3, markedPaid: 3, confirmed: 1, autoConfirmed: 1, disputed: 2, ruledUnpaid: 1, overdue: 1 }));
  });

  it("a payout marked paid after its due date and confirmed counts as paid late, by the date the player marked it", async () => {
    const player = await createPlayer(ctx.db);
    const late = await markedPaidPayout(ctx.app, ctx.db, { player, investor: await createInvestor(ctx.db), paidDaysAgo: 1 });
    // settled 10 days ago, due 3 days ago, marked paid a day ago (2 days late), confirmed today
    await ctx.db
      .update(payouts)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000), dueAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(payouts.id, late.payout.id));
    await paidDaysAgo(ctx.db, late.payout.id, 1);
    expect((await injectAs(ctx.app, late.investor, { method: "POST", url: `/api/payouts/${late.payout.id}/confirm` })).statusCode).toBe(200);
    expect(await paybackOf(player)).toEqual(payback({ paidLate: 1, averageDaysLate: 2, markedPaid: 1, confirmed: 1 }));
  });
});
