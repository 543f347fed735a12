import { toCents } from "@core/money";

/** One event row as typed. */
export interface PackageEventRowValues {
  name: string;
  /** "2026-12-05" from the date input */
  date: string;
  buyIn: string;
}

export const emptyPackageEvent = (): PackageEventRowValues => ({ name: "", date: "", buyIn: "" });

/** What the rows add up to, for the campaign's own fields: the buy-ins' sum and the first date ("" while none is typed). */
export function packageTotals(rows: readonly PackageEventRowValues[]): { buyIn: string; firstDate: string; buyInCents: number } {
  const buyInCents = rows.reduce((s, r) => s + Math.max(0, toCents(r.buyIn.trim() || null) ?? 0), 0);
  const dates = rows.map((r) => r.date).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  return { buyIn: buyInCents > 0 ? (buyInCents / 100).toFixed(2) : "", firstDate: dates.sort()[0] ?? "", buyInCents };
}
