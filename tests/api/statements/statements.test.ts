import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STATEMENT_ROLE_MESSAGE } from "../../../src/core/contracts/statements";
import { investments, payouts, refunds } from "../../../src/server/db/schema/index";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { selfReported } from "../players/player-helpers";

const ctx = setupTestApp();

const statement = (who: TestUser | null, year: string | number) => injectAs(ctx.app, who, { method: "GET", url: `/api/statements?year=${year}` });
const lines = (csv: string) => csv.trimEnd().split("\r\n");

describe("GET /api/statements (yearly CSV)", () => {
  it("an investor's year: every stake with its fee, refunds, payout and paid date; other years apart", async () => {
    const investor = await createInvestor(ctx.db);
    const player = await createPlayer(ctx.db, { firstName: "Nora", lastName: "Kim" });
    // closed by the player: 2nd for $30,000 on a $10,000 buy-in, so a $1,000 stake is owed $3,000
    const closed = await selfReported(ctx.app, ctx.db, player, investor, "1000.00", 2, "30000");
    // a stake refunded in full ($100 and its $5 fee)
    const other = await createCampaign(ctx.db, player, { tournament: "Sunday Million" });
    const refunded = await createInvestment(ctx.db, other, investor, "100.00", { status: "refunded" });
    await ctx.db.insert(refunds).values({
      paymentIntentId: refunded.paymentIntentId,
      investmentId: refunded.id,
      campaignId: other.id,
      investorId: investor.user.id,
      amountCents: 10500,
      reason: "campaign_cancelled",
      status: "succeeded",
    });
    // last year's stake
    const old = await createInvestment(ctx.db, other, investor, "50.00");
    await ctx.db
      .update(investments)
      .set({ createdAt: new Date("2025-06-01T12:00:00Z") })
      .where(eq(investments.id, old.id));

    const res = await statement(investor, 2026);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="stakeline-investments-2026.csv"');
    const rows = lines(res.body);
    expect(rows[0]).toBe("Date,Campaign,Event,Player,Amount,Fee,Refunds,Payout,Paid date,Status");
    expect(rows).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows[1]).toBe(`${today},#${closed.id} Nora Kim,${closed.tournament} (2026-03-01),Nora Kim,1000.00,50.00,0.00,3000.00,,Owed`);
    expect(rows[2]).toBe(
      `${today},#${other.id} Nora Kim,Sunday Million (${other.tournamentDate!.toISOString().slice(0, 10)}),Nora Kim,100.00,5.00,105.00,,,Refunded`,
    );

    const last = lines((await statement(investor, 2025)).body);
    expect(last).toHaveLength(2);
    expect(last[1]).toContain("2025-06-01,");
    expect(last[1]).toContain(",50.00,5.00,");

    const years = await injectAs(ctx.app, investor, { method: "GET", url: "/api/statements/years" });
    expect(years.json()).toEqual({ years: [2026, 2025] });
  });

  it("a player's year lists the stakes sold, by backer, with what is owed, its due date and when it was paid", async () => {
    const player = await createPlayer(ctx.db);
    const backer = await createInvestor(ctx.db, { firstName: "Dana", lastName: "Backer" });
    const campaign = await selfReported(ctx.app, ctx.db, player, backer, "500.00", 1, "20000");
    const paid = await injectAs(ctx.app, player, { method: "GET", url: "/api/pending-payouts" });
    const payoutId = paid.json()[0].id;
    expect((await injectAs(ctx.app, player, { method: "PATCH", url: `/api/payouts/${payoutId}/mark-paid` })).statusCode).toBe(200);

    const res = await statement(player, 2026);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="stakeline-sales-2026.csv"');
    const rows = lines(res.body);
    expect(rows[0]).toBe("Date,Campaign,Event,Backer,Amount,Fee,Refunds,Payout owed,Due date,Paid date,Status");
    expect(rows).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const [payout] = await ctx.db.select().from(payouts).where(eq(payouts.id, payoutId));
    const due = payout.dueAt ? payout.dueAt.toISOString().slice(0, 10) : "";
    // 5% of $20,000 is $1,000; a $500 stake paid a $25 fee
    expect(rows[1]).toBe(
      `${today},#${campaign.id} ${campaign.playerName},${campaign.tournament} (2026-03-01),Dana Backer,500.00,25.00,0.00,1000.00,${due},${today},Paid`,
    );
  });

  it("names that look like formulas are written as text, and commas and quotes are quoted", async () => {
    const investor = await createInvestor(ctx.db);
    const player = await createPlayer(ctx.db);
    const campaign = await createCampaign(ctx.db, player, { playerName: '=HYPERLINK("http://x")', tournament: 'Main, "Day 1"' });
    await createInvestment(ctx.db, campaign, investor, "100.00");
    const row = lines((await statement(investor, 2026)).body)[1];
    expect(row).toContain(`"#${campaign.id} =HYPERLINK(""http://x"")"`);
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(`"Main, ""Day 1"" (`);
  });

  it("only the signed-in user's own stakes: another investor's year is empty", async () => {
    const mine = await createInvestor(ctx.db);
    const someone = await createInvestor(ctx.db);
    await createInvestment(ctx.db, await createCampaign(ctx.db, await createPlayer(ctx.db)), someone, "100.00");
    expect(lines((await statement(mine, 2026)).body)).toHaveLength(1);
    expect((await injectAs(ctx.app, mine, { method: "GET", url: "/api/statements/years" })).json()).toEqual({ years: [] });
  });

  it("403 for a sponsor, 401 signed out, 400 for a year that is not one", async () => {
    const sponsor = await createSponsor(ctx.db);
    const refused = await statement(sponsor, 2026);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(STATEMENT_ROLE_MESSAGE);
    expect((await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/statements/years" })).statusCode).toBe(403);
    expect((await statement(null, 2026)).statusCode).toBe(401);
    const investor = await createInvestor(ctx.db);
    for (const [year, message] of [
      ["abc", "Year must be a number"],
      ["1999", "Year must be 2000 or later"],
      ["2026.5", "Year must be a whole number"],
      ["2101", "Year must be 2100 or earlier"],
      ["99999999999999999999", "Year must be a whole number"],
    ]) {
      const res = await statement(investor, year);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await injectAs(ctx.app, investor, { method: "GET", url: "/api/statements" })).statusCode).toBe(400);
  });
});
