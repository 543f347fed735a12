import { campaignFundedBuyInCents } from "@core/bullets";
import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { stakePercentage } from "@core/stake";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { investments, type CampaignRow } from "../db/schema/index";

/**
 * What the signed-in viewer owns of this campaign (decision 174: "You own 3.0% for $300"): their stakes not refunded,
 * added up, and the share of that sum at the campaign's terms (the same rule as each stake's). Null for anyone
 * without a stake in it.
 */
export async function myStakeIn(db: Db, row: CampaignRow, viewer: { id: number } | undefined): Promise<{ amount: string; percentage: string } | null> {
  if (!viewer) return null;
  const [own] = await db
    .select({ total: sql<string | null>`sum(${investments.amount})::text` })
    .from(investments)
    .where(and(eq(investments.campaignId, row.id), eq(investments.investorId, viewer.id), ne(investments.status, "refunded")));
  const cents = toCents(own?.total ?? null) ?? 0;
  if (cents <= 0) return null;
  const basis = campaignFundedBuyInCents(row);
  return { amount: centsToDecimal(cents), percentage: stakePercentage(cents, basis, 1, markupHundredthsOf(row.markup)) };
}
