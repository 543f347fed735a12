import { campaignPath } from "@core/campaign-path";
import type { PublicUser } from "@core/contracts/auth";

/**
 * Every route path, in one place (tournaments §2 route table). It lives below the features and the router, so
 * a page links to another page without importing the router that loads it.
 */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  auth: "/auth",
  demo: "/demo",
  stakingMain: "/staking-main",
  tournamentsMain: "/tournaments-main",
  invest: campaignPath,
  tournamentView: (id: number | string = "demo") => `/tournament/${id}/view`,
  tournamentControl: (id: number | string = "demo") => `/tournament/${id}/control`,
  /** the console's printable seat cards */
  seatCards: (id: number | string) => `/tournament/${id}/seat-cards`,
  browse: "/browse",
  createCampaign: "/create-campaign",
  portfolio: "/portfolio",
  openInvestments: "/open-investments",
  payInvestors: "/pay-investors",
  tournaments: "/tournaments",
  sponsoredTournaments: "/sponsored-tournaments",
  createTournament: "/create-tournament",
  specialTournaments: "/special-tournaments",
  profile: "/profile",
  staking: "/staking",
  /** the operator console (decision 202): for accounts with operator rights only */
  operator: "/operator",
} as const;

export const authLink = (role?: "investor" | "player" | "sponsor", mode?: "login", next?: string) => {
  const params = new URLSearchParams();
  if (role) params.set("role", role);
  if (mode) params.set("mode", mode);
  if (next) params.set("next", next);
  const s = params.toString();
  return s ? `/auth?${s}` : "/auth";
};

/** What the router gives a signed-in page. */
export interface PageProps {
  user: PublicUser;
}
