import { centsToDecimal, formatMoney2 } from "./money";
import { MEMBER_PAGES } from "./routes";

/**
 * What keeps an account from closing (decision 229): money still owed either way, or something still running that
 * money hangs on. Each kind is counted by the server (src/server/privacy/closing-blockers.ts) and worded here, so the
 * Privacy tab, the 409 and the tests say the same thing.
 */
export const CLOSING_BLOCKER_KINDS = [
  /** payouts the player owes backers and has not marked paid */
  "payouts_you_owe",
  /** payouts the player marked paid that their backers have not confirmed yet (or disputed, awaiting a ruling) */
  "payouts_awaiting_confirmation",
  /** payouts owed to the investor, paid or not, until they confirm them (or the 14 days pass, or an operator rules) */
  "payouts_owed_to_you",
  /** refunds on their way back to the investor's card */
  "refunds_owed_to_you",
  /** the player's campaigns still selling or waiting for their event */
  "open_campaigns",
  /** the investor's stakes in campaigns not settled yet */
  "open_stakes",
  /** swaps settled by the clock whose net amount the player owes and has not paid */
  "swaps_you_owe",
  /** swaps settled by the clock whose net amount is owed to the player and not paid yet */
  "swaps_owed_to_you",
  /** swaps accepted for an event that has not been settled yet */
  "open_swaps",
  /** events the sponsor hosts that have not finished (upcoming or running) */
  "hosted_events",
  /** events whose clock runs with the player in a seat */
  "events_in_play",
] as const;
export type ClosingBlockerKind = (typeof CLOSING_BLOCKER_KINDS)[number];

export interface ClosingBlockerCount {
  kind: ClosingBlockerKind;
  count: number;
  /** the money at stake in cents; null where the kind has none to add up (a campaign with nothing sold) */
  amountCents: number | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each kind in words, for a count; the amount follows in brackets. */
const WORDS: Readonly<Record<ClosingBlockerKind, (n: number) => string>> = {
  payouts_you_owe: (n) => `${plural(n, "payout", "payouts")} you owe`,
  payouts_awaiting_confirmation: (n) => `${plural(n, "payout", "payouts")} you marked paid, not confirmed yet`,
  payouts_owed_to_you: (n) => `${plural(n, "payout", "payouts")} owed to you, not confirmed yet`,
  refunds_owed_to_you: (n) => `${plural(n, "refund", "refunds")} on the way to your card`,
  open_campaigns: (n) => `${plural(n, "campaign", "campaigns")} still open`,
  open_stakes: (n) => `${plural(n, "stake", "stakes")} in campaigns not settled yet`,
  swaps_you_owe: (n) => `${plural(n, "swap", "swaps")} you owe`,
  swaps_owed_to_you: (n) => `${plural(n, "swap", "swaps")} owed to you`,
  open_swaps: (n) => `${plural(n, "swap", "swaps")} in events not settled yet`,
  hosted_events: (n) => `${plural(n, "event", "events")} you host, not finished yet`,
  events_in_play: (n) => `${plural(n, "event", "events")} you are playing in`,
};

/** Where each kind is settled. */
const WHERE: Readonly<Record<ClosingBlockerKind, string>> = {
  payouts_you_owe: MEMBER_PAGES.payInvestors.path,
  payouts_awaiting_confirmation: MEMBER_PAGES.payInvestors.path,
  payouts_owed_to_you: MEMBER_PAGES.portfolio.path,
  refunds_owed_to_you: MEMBER_PAGES.portfolio.path,
  open_campaigns: MEMBER_PAGES.dashboard.path,
  open_stakes: MEMBER_PAGES.portfolio.path,
  swaps_you_owe: MEMBER_PAGES.tournaments.path,
  swaps_owed_to_you: MEMBER_PAGES.tournaments.path,
  open_swaps: MEMBER_PAGES.tournaments.path,
  hosted_events: MEMBER_PAGES.sponsoredTournaments.path,
  events_in_play: MEMBER_PAGES.tournaments.path,
};

/** One blocker as the page lists it: "2 payouts you owe ($150.00)". */
export function closingBlockerLine(b: ClosingBlockerCount): string {
  const words = WORDS[b.kind](b.count);
  return b.amountCents !== null && b.amountCents > 0 ? `${words} (${formatMoney2(centsToDecimal(b.amountCents))})` : words;
}

export const closingBlockerLink = (kind: ClosingBlockerKind): string => WHERE[kind];

/** The blockers that count (a zero count is none), in the order of CLOSING_BLOCKER_KINDS. */
export function closingBlockers(counts: readonly ClosingBlockerCount[]): ClosingBlockerCount[] {
  const order = (k: ClosingBlockerKind) => CLOSING_BLOCKER_KINDS.indexOf(k);
  return counts.filter((c) => c.count > 0).sort((a, b) => order(a.kind) - order(b.kind));
}

/** "What is left: 2 payouts you owe ($150.00), 1 campaign still open"; "" when nothing is. */
export function whatIsLeft(counts: readonly ClosingBlockerCount[]): string {
  const left = closingBlockers(counts);
  return left.length === 0 ? "" : `What is left: ${left.map(closingBlockerLine).join(", ")}`;
}

export { CLOSED_ACCOUNT_NAME } from "./user-display";
