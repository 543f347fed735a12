import { formatMoney } from "./money";

/** "5 events, $5,000 in buy-ins": how a package (decision 241) shows on its page, its card and the dashboard. */
export function packageSummaryText(events: number, buyInCents: number): string {
  return `${events} events, ${formatMoney(buyInCents / 100)} in buy-ins`;
}

const ALL = ["", "one", "both", "all three", "all four", "all five", "all six", "all seven", "all eight", "all nine", "all ten"];

/** The invest dialog's line: a backer's share is of the package's total winnings, not of one event's. */
export function packageShareText(events: number): string {
  return `A package of ${events} events: your share is of the total winnings of ${ALL[events] ?? `all ${events}`}.`;
}
