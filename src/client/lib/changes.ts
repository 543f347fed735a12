import type { QueryClient } from "@tanstack/react-query";
import type { DataRoot } from "./data-key";

// what a campaign's money moving touches: its lists and pages, the backers' stakes, both sides' dashboards,
// activity lines, returns, and the player's payouts to make
const MONEY: readonly DataRoot[] = ["campaigns", "investments", "dashboard", "activities", "performance", "pending-payouts"];

/**
 * The one map from what a user did to the cached data it makes stale. Every mutation refreshes through it
 * (refreshAfter), so two screens showing the same thing can no longer disagree about when it changed.
 */
const REFRESHES = {
  invested: ["campaigns", "investments", "dashboard", "activities", "performance"],
  "campaign-created": ["campaigns", "dashboard", "activities"],
  // a Day-2 campaign (decision 170): the tournament card's offer shows the campaign instead
  "day-two-created": ["tournaments", "campaigns", "dashboard", "activities"],
  "campaign-closed": MONEY,
  "campaign-cancelled": MONEY,
  "payout-paid": MONEY,
  // a console action seen on a live stream closed staking on linked campaigns, settled or reopened one, or ended the event
  "clock-settled": ["tournaments", "swaps", ...MONEY],
  registered: ["tournaments"],
  // a player's seat given back (or disowned) cancels and refunds their campaigns staked on it
  unregistered: ["tournaments", ...MONEY],
  "late-registered": ["tournaments"],
  "tournament-created": ["tournaments"],
  "tournament-updated": ["tournaments"],
  // cancelling an event cancels and refunds every campaign staked on it
  "tournament-cancelled": ["tournaments", ...MONEY],
  // a swap offered, answered, cancelled or marked paid: both players' Swaps sections, and the 100% room it holds
  "swap-changed": ["swaps"],
  // the operator console (decision 202): a ruling moves a payout, a suspension cancels and refunds campaigns
  "dispute-ruled": ["operator", ...MONEY],
  "user-suspended": ["operator", ...MONEY],
  "email-changed": ["email-settings"],
  // identity verification started or completed (decision 204): the Identity tab and the Create Campaign step
  "identity-changed": ["identity"],
  notified: ["notifications"],
  "notifications-read": ["notifications"],
} as const satisfies Record<string, readonly DataRoot[]>;

/** Changes after which nothing cached is the user's any more: only the signed-in user (or null) is kept. */
const NEW_SESSION = ["role-changed", "signed-out"] as const;

export type Change = keyof typeof REFRESHES | (typeof NEW_SESSION)[number];

/** What `change` makes stale: the data sets to read again, or "everything" but the signed-in user. */
export function staleAfter(change: Change): readonly DataRoot[] | "everything" {
  return (NEW_SESSION as readonly Change[]).includes(change) ? "everything" : REFRESHES[change as keyof typeof REFRESHES];
}

/**
 * Marks what `change` made stale: the screens showing it read again (resolves when they have); after a new
 * session everything but the user is dropped, so nothing the old session or role fetched is shown again.
 */
export function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  const stale = staleAfter(change);
  if (stale === "everything") {
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ("current-user" satisfies DataRoot) });
    return Promise.resolve();
  }
  const roots: readonly unknown[] = stale;
  return queryClient.invalidateQueries({ predicate: (q) => roots.includes(q.queryKey[0]) });
}
