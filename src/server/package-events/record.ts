import { toCents } from "@core/money";
import type { ClosedEvent } from "@core/player-record";
import type { PlayerResult } from "@core/contracts/players";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { packageEvents, type PackageEventRow } from "../db/schema/index";

const cents = (v: string | null) => toCents(v) ?? 0;

/**
 * Which of these campaigns are packages, each with its played events (a skipped event was never played: it is not
 * counted; a package whose every event was skipped has none).
 */
export async function playedPackageEventsOf(db: Db, campaignIds: readonly number[]): Promise<Map<number, PackageEventRow[]>> {
  const out = new Map<number, PackageEventRow[]>();
  if (campaignIds.length === 0) return out;
  const rows = await db
    .select()
    .from(packageEvents)
    .where(inArray(packageEvents.campaignId, [...campaignIds]))
    .orderBy(asc(packageEvents.campaignId), asc(packageEvents.position));
  for (const r of rows) out.set(r.campaignId, [...(out.get(r.campaignId) ?? []), ...(r.status === "played" ? [r] : [])]);
  return out;
}

/**
 * A completed package on the player's page (decision 241): each played event counts in the record as an event of its
 * own (its buy-in, what it cashed), as a campaign does, so 5 events played are 5 events and their cashes, not one.
 * What the backers staked and were owed is the package's, counted once (on its first played event).
 */
export function packageRecordParts(
  played: readonly PackageEventRow[],
  pkg: { tournament: string; staked: string; paidBack: string },
): { events: ClosedEvent[]; results: PlayerResult[] } {
  return {
    events: played.map((e, i) => ({
      verified: false,
      buyInCents: cents(e.buyIn),
      winningsCents: cents(e.cash),
      stakedCents: i === 0 ? cents(pkg.staked) : 0,
      paidBackCents: i === 0 ? cents(pkg.paidBack) : 0,
    })),
    results: played.map((e) => ({
      date: e.eventDate.toISOString().slice(0, 10),
      event: `${e.name} (${pkg.tournament})`,
      fieldSize: null,
      finish: null,
      prize: e.cash ?? "0.00",
      buyIn: e.buyIn,
      verified: false,
    })),
  };
}
