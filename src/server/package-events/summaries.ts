import { packageSummaryText } from "@core/package-texts";
import { toCents } from "@core/money";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { packageEvents } from "../db/schema/index";

// every campaign list reads it: built and planned once per database, not per request
const preparedSummaries = preparedPerDatabase((db) =>
  db
    .select({
      campaignId: packageEvents.campaignId,
      events: sql<number>`count(*)::int`,
      buyIns: sql<string>`sum(${packageEvents.buyIn})::text`,
      entered: sql<number>`(count(*) filter (where ${packageEvents.status} <> 'upcoming'))::int`,
    })
    .from(packageEvents)
    .where(sql`${packageEvents.campaignId} = any(${sql.placeholder("ids")}::int[])`)
    .groupBy(packageEvents.campaignId)
    .prepare("package_summaries"),
);

/**
 * Which of these campaigns are packages (decision 241), with each one's event count, summary and results entered ("5 events, $5,000 in
 * buy-ins"), in one grouped read over package_events_position_idx. Its own file: every campaign list reads it.
 */
export async function packageSummariesFor(db: Db, campaignIds: readonly number[]): Promise<Map<number, { events: number; summary: string; entered: number }>> {
  const out = new Map<number, { events: number; summary: string; entered: number }>();
  if (campaignIds.length === 0) return out;
  const rows = await preparedSummaries(db).execute({ ids: [...new Set(campaignIds)] });
  for (const r of rows) out.set(r.campaignId, { events: r.events, summary: packageSummaryText(r.events, toCents(r.buyIns) ?? 0), entered: r.entered });
  return out;
}
