import { toCsv, type CsvCell } from "@core/csv";
import { centsToDecimal } from "@core/money";
import { rebuyLabel, type CashierLine, type CashierReport } from "./cashier-report";

/**
 * The cashier's report as CSV (decision 237): the same lines the page shows, one per row, amounts as decimal
 * dollars. Section says which part of the report a line belongs to; Bounty is filled only for a place paid.
 */
export function cashierCsv(report: CashierReport): string {
  const money = centsToDecimal;
  const rows: CsvCell[][] = [["Section", "Line", "Count", "Amount", "Bounty"]];
  const collected = (name: string, l: CashierLine | null) => {
    if (l) rows.push(["Collected", `${name} at ${money(l.eachCents)}`, l.count, money(l.amountCents), null]);
  };
  collected("Entries", report.entries);
  collected(rebuyLabel(report.rebuyKind), report.rebuys);
  collected("Add-ons", report.addOns);
  collected("Fees", report.fees);
  rows.push(["Collected", "Total collected", null, money(report.collectedCents), null]);
  rows.push(["Pool", "Fees (kept apart from the prize pool)", null, money(report.fees?.amountCents ?? 0), null]);
  rows.push(["Pool", "From the entries", null, money(report.entriesPoolCents), null]);
  if (report.guaranteeOverlayCents > 0) rows.push(["Pool", "Guarantee overlay (added by the sponsor)", null, money(report.guaranteeOverlayCents), null]);
  rows.push(["Pool", "Prize pool", null, money(report.prizePoolCents), null]);
  if (report.bounties) {
    rows.push(["Bounties", "Bounties put up", null, money(report.bounties.putUpCents), null]);
    rows.push(["Bounties", "Bounties paid", null, money(report.bounties.paidCents), null]);
    if (report.bounties.unclaimedCents > 0) rows.push(["Bounties", "Bounties unclaimed", null, money(report.bounties.unclaimedCents), null]);
  }
  if (report.deal) rows.push(["Paid", `Deal of ${report.deal.players} players: left to play for`, null, money(report.deal.playForCents), null]);
  for (const p of report.places) rows.push(["Paid", `${p.label} ${p.name}`, null, money(p.totalCents), money(p.bountyCents)]);
  rows.push(["Paid", "Total paid", null, money(report.paidCents), null]);
  rows.push(["Balance", "Difference", null, money(report.differenceCents), null]);
  return toCsv(rows);
}
