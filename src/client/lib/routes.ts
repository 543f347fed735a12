import { campaignPath } from "@core/campaign-path";
import { FIXED_PATHS, PAGES, pathTo } from "@core/routes";
import type { PublicUser } from "@core/contracts/auth";

/**
 * Links to every page, from the page table (src/core/routes.ts). It lives below the features and the router, so a
 * page links to another page without importing the router that loads it.
 */
export const paths = {
  home: "/",
  ...FIXED_PATHS,
  invest: campaignPath,
  tournamentView: (id: number | string = "demo") => pathTo(PAGES.tournamentView, id),
  tournamentControl: (id: number | string = "demo") => pathTo(PAGES.tournamentControl, id),
  /** the console's printable seat cards */
  seatCards: (id: number | string) => pathTo(PAGES.seatCards, id),
  /** the console's printable cashier's report (decision 237) */
  cashier: (id: number | string) => pathTo(PAGES.cashier, id),
  /** the console's printable payout slips */
  payoutSlips: (id: number | string) => pathTo(PAGES.payoutSlips, id),
};

export const authLink = (role?: "investor" | "player" | "sponsor", mode?: "login", next?: string) => {
  const params = new URLSearchParams();
  if (role) params.set("role", role);
  if (mode) params.set("mode", mode);
  if (next) params.set("next", next);
  const s = params.toString();
  return s ? `${PAGES.auth.path}?${s}` : PAGES.auth.path;
};

/** What the router gives a signed-in page. */
export interface PageProps {
  user: PublicUser;
}
