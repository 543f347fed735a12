import { toCents } from "@core/money";

/** One event row as typed. */
export interface PackageEventRowValues {
  name: string;
  /** "2026-12-05" from the date input */
  date: string;
  buyIn: string;
  /** one of the player's sponsored events (decision 241 addendum): its name, date and buy-in fill the row */
  specialTournamentId?: number;
}

/** A sponsored event a row may name, as the player's registered events list it. */
export interface SponsoredEventChoice {
  id: number;
  name: string;
  /** "2030-06-01" */
  date: string;
  buyIn: string;
}

/** The row once a sponsored event is chosen (its terms, read-only), or typed again ("" clears it). */
export function rowFromSponsored(row: PackageEventRowValues, event: SponsoredEventChoice | null): PackageEventRowValues {
  if (event === null) return { name: "", date: "", buyIn: "" };
  return { ...row, specialTournamentId: event.id, name: event.name, date: event.date, buyIn: event.buyIn };
}

export const emptyPackageEvent = (): PackageEventRowValues => ({ name: "", date: "", buyIn: "" });

/** What the rows add up to, for the campaign's own fields: the buy-ins' sum and the first date ("" while none is typed). */
export function packageTotals(rows: readonly PackageEventRowValues[]): { buyIn: string; firstDate: string; buyInCents: number } {
  const buyInCents = rows.reduce((s, r) => s + Math.max(0, toCents(r.buyIn.trim() || null) ?? 0), 0);
  const dates = rows.map((r) => r.date).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  return { buyIn: buyInCents > 0 ? (buyInCents / 100).toFixed(2) : "", firstDate: dates.sort()[0] ?? "", buyInCents };
}
