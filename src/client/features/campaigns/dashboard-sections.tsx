import type { PublicUser } from "@core/contracts/auth";

/** The campaigns feature's parts of the dashboard (header action, player's campaigns, trending). */
export function DashboardCampaignActions(_props: { user: PublicUser }) {
  return null;
}
export function PlayerCampaignsSection(_props: { user: PublicUser }) {
  return null;
}
export function TrendingCampaignsSection(_props: { user: PublicUser }) {
  return null;
}
