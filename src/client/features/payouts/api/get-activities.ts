import type { Activity } from "@core/contracts/payouts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/activities: the user's Recent Activity lines. */
export const getActivitiesQueryOptions = () => queryOptions({ queryKey: dataKey("activities"), queryFn: () => apiGet<Activity[]>("/api/activities") });

export function useActivities() {
  return useQuery(getActivitiesQueryOptions());
}
