// What other features use of payouts: the dashboard's sections and lists, the campaign owner's close and cancel.
export { useActivities } from "./api/get-activities";
export { useCampaignBackers } from "./api/get-campaign-backers";
export { useMyCampaigns } from "./api/get-my-campaigns";
export { useMyInvestments } from "./api/get-my-investments";
export { CancelCampaignButton } from "./components/cancel-campaign-button";
export { CloseCampaignDialog } from "./components/lazy-close-campaign-dialog";
export { RecentActivityCard } from "./components/recent-activity-card";
export { PerformanceOverviewSection, RecentActivitySection, RoleSummarySection } from "./dashboard-sections";
