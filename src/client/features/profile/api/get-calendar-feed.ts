import type { CalendarFeedAddress } from "@core/contracts/calendar-feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/profile/calendar: the private calendar feed's address (its secret made on the first ask). Kept under the
 * user's id: the address is a credential, and the current user's keys outlive a sign-out in this tab.
 */
export const getCalendarFeedQueryOptions = (userId: number) =>
  queryOptions({ queryKey: dataKey("current-user", "calendar-feed", userId), queryFn: () => apiGet<CalendarFeedAddress>("/api/profile/calendar") });

export function useCalendarFeed(userId: number) {
  return useQuery(getCalendarFeedQueryOptions(userId));
}
