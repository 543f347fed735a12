import { centsToDecimal, toCents } from "@core/money";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { campaigns, investments, type CampaignRow, type InvestmentRow } from "../../src/server/db/schema/index";
import { uniqueName, type TestUser } from "./helpers";

/** A campaign straight in the database (not through the API), for tests of what comes after creation. */
export async function createCampaign(db: Db, player: TestUser, overrides: Partial<typeof campaigns.$inferInsert> = {}): Promise<CampaignRow> {
  const [row] = await db
    .insert(campaigns)
    .values({
      playerId: player.user.id,
      playerName: [player.user.firstName, player.user.lastName].filter(Boolean).join(" ") || player.user.username,
      tournament: uniqueName("Tournament"),
      tournamentDate: new Date(Date.now() + 14 * 86_400_000),
      buyIn: "10000.00",
      minStake: "100.00",
      targetAmount: "5000.00",
      playerOfferedPercentage: 50,
      description: "Test campaign",
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * An investment straight in the database, raising the campaign's currentAmount the same way the real flow does.
 * paymentIntentId defaults to a unique fake id: use the real payment flow where the gateway must know it.
 */
export async function createInvestment(
  db: Db,
  campaign: CampaignRow,
  investor: TestUser,
  amount: string,
  overrides: Partial<typeof investments.$inferInsert> = {},
): Promise<InvestmentRow> {
  const cents = toCents(amount)!;
  const buyIn = toCents(campaign.buyIn)!;
  const fee = Math.max(500, Math.round(cents * 0.05));
  const [row] = await db
    .insert(investments)
    .values({
      campaignId: campaign.id,
      investorId: investor.user.id,
      amount: centsToDecimal(cents),
      platformFee: centsToDecimal(fee),
      percentage: ((cents / buyIn) * 100).toFixed(4),
      paymentIntentId: uniqueName("pi_test"),
      ...overrides,
    })
    .returning();
  await db
    .update(campaigns)
    .set({ currentAmount: sql`${campaigns.currentAmount} + ${centsToDecimal(cents)}::numeric` })
    .where(eq(campaigns.id, campaign.id));
  return row;
}
