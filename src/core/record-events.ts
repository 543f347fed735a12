import type { Cents } from "./money";

/** One event as a player's record counts it: what went in, what came out. */
export interface RecordEvent {
  buyInCents: Cents;
  winningsCents: Cents;
}

/** A package's event as entered (decision 241). */
export interface PackageEventEntry {
  status: "upcoming" | "played" | "skipped";
  buyInCents: Cents;
  /** what it cashed; null until played */
  cashCents: Cents | null;
}

/**
 * A closed campaign's events for the record: the one rule behind the player page's record, the rating, the ROI (and so
 * the browse card, the campaign page, the invest dialog, the landing page, the rating sort) and the player's
 * Performance Overview (docs/decisions/241-packages.md, addendum "the rating and ROI count each event").
 *
 * - A campaign is one event: its buy-in in, its winnings out (the caller's `campaign`, e.g. the funded entries for the ROI).
 * - A package is each PLAYED event on its own buy-in and cash; a skipped event is not counted (its part of every stake
 *   went back to the backers), so a package whose every event was skipped has no event at all.
 *
 * Its SQL twin is drizzle/functions/campaign_record_events.sql (the ratings, the rating sort's keys and the ROI sums
 * read it per campaign); tests/api/players/package-record.test.ts checks every screen shows the same figures.
 */
export function campaignRecordEvents<E extends PackageEventEntry>(
  campaign: RecordEvent,
  packageEvents: readonly E[] | null | undefined,
): Array<RecordEvent & { packageEvent: E | null }> {
  if (!packageEvents || packageEvents.length === 0) return [{ ...campaign, packageEvent: null }];
  return packageEvents.filter((e) => e.status === "played").map((e) => ({ buyInCents: e.buyInCents, winningsCents: e.cashCents ?? 0, packageEvent: e }));
}
