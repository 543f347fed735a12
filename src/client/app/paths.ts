/** Every route path, in one place (tournaments §2 route table). */
export const paths = {
  home: "/",
  dashboard: "/dashboard",
  auth: "/auth",
  demo: "/demo",
  stakingMain: "/staking-main",
  tournamentsMain: "/tournaments-main",
  invest: (id: number | string) => `/invest/${id}`,
  tournamentView: (id: number | string = "demo") => `/tournament/${id}/view`,
  tournamentControl: (id: number | string = "demo") => `/tournament/${id}/control`,
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
} as const;

export const authLink = (role?: "investor" | "player" | "sponsor", mode?: "login", next?: string) => {
  const params = new URLSearchParams();
  if (role) params.set("role", role);
  if (mode) params.set("mode", mode);
  if (next) params.set("next", next);
  const s = params.toString();
  return s ? `/auth?${s}` : "/auth";
};
