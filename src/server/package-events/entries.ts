import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { packageEvents } from "../db/schema/index";

export const PACKAGE_CANCEL_AFTER_RESULTS = "This package has results entered: it completes when its last event is entered, and can no longer be cancelled";

/**
 * Whether any event of the campaign has its result or skip entered (decision 241). Such a package is no longer
 * cancelled whole: a skip's part of each stake is refunded already, and a cancel would refund the whole charge again.
 * Its own file so that the payouts (cancel) depend on no more of the packages than this.
 */
export async function hasPackageEntries(tx: Tx, campaignId: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(packageEvents)
    .where(and(eq(packageEvents.campaignId, campaignId), inArray(packageEvents.status, ["played", "skipped"])));
  return (row?.n ?? 0) > 0;
}

export const PACKAGE_CLOSES_BY_RESULTS = "This campaign is a package: it closes when the last of its events' results is entered";

/** Whether the campaign is a package: it is closed by its events' results, never by one typed close. */
export async function isPackage(tx: Tx, campaignId: number): Promise<boolean> {
  const [row] = await tx.select({ id: packageEvents.id }).from(packageEvents).where(eq(packageEvents.campaignId, campaignId)).limit(1);
  return row !== undefined;
}
