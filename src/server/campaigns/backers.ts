import type { CampaignBacker } from "@core/contracts/campaign-backers";
import { centsToDecimal, toCents } from "@core/money";
import { knownAsName } from "@core/user-display";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, investments, users, type UserRow } from "../db/schema/index";
import { forbidden, notFound } from "../errors";

/**
 * The campaign's backers for its player only: investors have not agreed to be shown to each other. The player deals
 * with them, so each is named as they go by (knownAsName: the name they gave, else their username, never "User");
 * e-mail addresses never leave. Refunded stakes are no longer backing anything and are left out.
 */
export async function campaignBackers(db: Db, campaignId: number, viewer: UserRow): Promise<CampaignBacker[]> {
  const [campaign] = await db.select({ playerId: campaigns.playerId }).from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound("Campaign not found");
  if (campaign.playerId !== viewer.id) throw forbidden("Only the campaign's player can see its backers");
  const rows = await db
    .select({
      investorId: investments.investorId,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      amount: sql<string>`sum(${investments.amount})::text`,
      percentage: sql<string>`sum(${investments.percentage})::text`,
      stakes: sql<number>`count(*)::int`,
    })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.investorId))
    .where(and(eq(investments.campaignId, campaignId), ne(investments.status, "refunded")))
    .groupBy(investments.investorId, users.firstName, users.lastName, users.username)
    .orderBy(sql`sum(${investments.amount}) desc`, investments.investorId);
  return rows.map((r) => ({
    name: knownAsName(r),
    amount: centsToDecimal(toCents(r.amount) ?? 0),
    percentage: Number(r.percentage).toFixed(2),
    stakes: r.stakes,
  }));
}
