import { DEMO_ID } from "@core/live/initial-state";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";

export const demoClockKey = ["/api/live/demo/mine"] as const;

/**
 * The live id a page shows: the route's, except that the demo's routes (/tournament/demo/..., /tournament-control,
 * /tournament-view) open the visitor's own demo clock, which the server keys by a day-long cookie. Asked once per
 * page load: the same cookie always answers the same id.
 */
export function useLiveId(routeId: string | undefined): { id: string | null; isLoading: boolean; error: unknown } {
  const isDemo = routeId === undefined || routeId === DEMO_ID;
  const mine = useQuery({
    queryKey: demoClockKey,
    queryFn: () => apiRequest<{ id: string }>("POST", "/api/live/demo/mine"),
    enabled: isDemo,
  });
  if (!isDemo) return { id: routeId, isLoading: false, error: null };
  return { id: mine.data?.id ?? null, isLoading: mine.isLoading, error: mine.error };
}
