import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import { investments } from "../db/schema/index";

/** Everyone who holds a stake in the campaign now (a refunded stake holds none): who hears it is funded. */
export async function backersOf(tx: Tx, campaignId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ investorId: investments.investorId })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), inArray(investments.status, ["active", "pending", "completed"])));
  return rows.map((r) => r.investorId);
}
