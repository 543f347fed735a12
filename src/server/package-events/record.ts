import { toCents } from "@core/money";
import type { PackageEventEntry } from "@core/record-events";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { packageEvents, type PackageEventRow } from "../db/schema/index";

const cents = (v: string | null) => toCents(v) ?? 0;

/** A package event as the record reads it (campaignRecordEvents, src/core/record-events.ts), with its row. */
export type RecordPackageEvent = PackageEventEntry & { row: PackageEventRow };

/**
 * Which of these campaigns are packages, each with all its events in their order (campaignRecordEvents keeps the
 * played ones: a skipped event was never played; a package whose every event was skipped has none). One read.
 */
export async function packageEventsForRecord(db: Db, campaignIds: readonly number[]): Promise<Map<number, RecordPackageEvent[]>> {
  const out = new Map<number, RecordPackageEvent[]>();
  if (campaignIds.length === 0) return out;
  const rows = await db
    .select()
    .from(packageEvents)
    .where(inArray(packageEvents.campaignId, [...new Set(campaignIds)]))
    .orderBy(asc(packageEvents.campaignId), asc(packageEvents.position));
  for (const r of rows) {
    const list = out.get(r.campaignId) ?? [];
    list.push({ status: r.status, buyInCents: cents(r.buyIn), cashCents: r.cash === null ? null : cents(r.cash), row: r });
    out.set(r.campaignId, list);
  }
  return out;
}
