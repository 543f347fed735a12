import type { VisitorDemoResponse } from "@core/live/schema/contracts";
import { DEMO_ID } from "@core/live/actions/initial-state";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";
import { receiveLive } from "./live";

const demoClockKey = dataKey("live", "visitor-demo");

/**
 * The live id a page shows: the route's, except that the demo's routes (/tournament/demo/..., /tournament-control,
 * /tournament-view) open the visitor's own demo clock, which the server keys by a day-long cookie. Asked once per
 * page load: the same cookie always answers the same id. The answer carries the clock's state too, which goes
 * straight into the live query, so the page shows the clock without a second call (two rounds
 * after the HTML) and its event stream only brings what changes next.
 */
export function useLiveId(routeId: string | undefined): { id: string | null; isLoading: boolean; error: unknown } {
  const isDemo = routeId === undefined || routeId === DEMO_ID;
  const mine = useQuery({
    queryKey: demoClockKey,
    queryFn: async () => {
      const { id, ...live } = await apiRequest<VisitorDemoResponse>("POST", "/api/live/demo/mine");
      receiveLive(id, live);
      return { id };
    },
    enabled: isDemo,
  });
  if (!isDemo) return { id: routeId, isLoading: false, error: null };
  return { id: mine.data?.id ?? null, isLoading: mine.isLoading, error: mine.error };
}
