import type { Activity, DashboardData, MyInvestment, PendingPayout, PerformanceData } from "@core/contracts/payouts";
import type { Campaign } from "@core/contracts/campaigns";
import { useQuery } from "@tanstack/react-query";

// query keys are the URLs (the default query function fetches them)
export const myInvestmentsKey = ["/api/investments/my"] as const;
export const dashboardKey = ["/api/dashboard"] as const;
export const activitiesKey = ["/api/activities"] as const;
export const performanceKey = ["/api/performance"] as const;
export const pendingPayoutsKey = ["/api/pending-payouts"] as const;
export const myCampaignsKey = ["/api/campaigns/my"] as const;

export const useMyInvestments = (enabled = true) => useQuery<MyInvestment[]>({ queryKey: myInvestmentsKey, enabled });
export const useDashboard = () => useQuery<DashboardData>({ queryKey: dashboardKey });
export const useActivities = () => useQuery<Activity[]>({ queryKey: activitiesKey });
export const usePerformance = () => useQuery<PerformanceData>({ queryKey: performanceKey });
export const usePendingPayouts = (enabled = true) => useQuery<PendingPayout[]>({ queryKey: pendingPayoutsKey, enabled });
export const useMyCampaigns = (enabled = true) => useQuery<Campaign[]>({ queryKey: myCampaignsKey, enabled });
