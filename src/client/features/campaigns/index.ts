// What other features use of campaigns (the dashboard's sections); the router loads its pages directly.
export { DashboardCampaignActions, PlayerCampaignsSection, TrendingCampaignsSection } from "./dashboard-sections";
