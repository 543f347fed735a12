import type { CampaignBacker } from "@core/contracts/campaign-backers";
import { centsToDecimal, toCents } from "@core/money";
import { displayName } from "@core/user-display";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, investments, users, type UserRow } from "../db/schema/index";
import { forbidden, notFound } from "../errors";

/**
 * The campaign's backers for its player only: investors have not agreed to be shown to each other. Names are
 * display names built from first and last name alone (no e-mail fallback), so usernames and e-mails never leave.
 * Refunded stakes are no longer backing anything and are left out.
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
      amount: sql<string>`sum(${investments.amount})::text`,
      percentage: sql<string>`sum(${investments.percentage})::text`,
      stakes: sql<number>`count(*)::int`,
    })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.investorId))
    .where(and(eq(investments.campaignId, campaignId), ne(investments.status, "refunded")))
    .groupBy(investments.investorId, users.firstName, users.lastName)
    .orderBy(sql`sum(${investments.amount}) desc`, investments.investorId);
  return rows.map((r) => ({
    name: displayName({ firstName: r.firstName, lastName: r.lastName }),
    amount: centsToDecimal(toCents(r.amount) ?? 0),
    percentage: Number(r.percentage).toFixed(2),
    stakes: r.stakes,
  }));
}
