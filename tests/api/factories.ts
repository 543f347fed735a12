import { fundedBuyInCents } from "@core/bullets";
import { createCampaignInput } from "@core/contracts/campaigns";
import { platformFeeCents } from "@core/fees";
import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { stakePercentage } from "@core/stake";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { campaigns, investments, type CampaignRow, type InvestmentRow } from "../../src/server/db/schema/index";
import { campaignBody } from "../../src/server/seed/builders";
import { uniqueName, type TestUser } from "./helpers";

/**
 * A campaign straight in the database (not through the API), for tests of what comes after creation: the body
 * builder's defaults (src/server/seed/builders.ts), so it is one a player could have created.
 */
export async function createCampaign(db: Db, player: TestUser, overrides: Partial<typeof campaigns.$inferInsert> = {}): Promise<CampaignRow> {
  const body = createCampaignInput.parse(campaignBody({ tournament: uniqueName("Tournament") }));
  const [row] = await db
    .insert(campaigns)
    .values({
      playerId: player.user.id,
      playerName: [player.user.firstName, player.user.lastName].filter(Boolean).join(" ") || player.user.username,
      ...body,
      tournamentDate: new Date(Date.now() + 14 * 86_400_000),
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
  // a campaign funding several bullets sells its share of all of them (fundedBuyInCents), as recordInvestment stores it
  const buyIn = fundedBuyInCents(toCents(campaign.buyIn)!, campaign.bullets);
  const [row] = await db
    .insert(investments)
    .values({
      campaignId: campaign.id,
      investorId: investor.user.id,
      amount: centsToDecimal(cents),
      // the real rules' fee and share (at the campaign's markup), as recordInvestment stores them
      platformFee: centsToDecimal(platformFeeCents(cents)),
      percentage: stakePercentage(cents, buyIn, 4, markupHundredthsOf(campaign.markup)),
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
