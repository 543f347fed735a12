import type { Tournament } from "@core/contracts/tournaments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/special-tournaments: public; signed-in callers also learn whether they hold a seat. */
export const getTournamentsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("tournaments", "list"), queryFn: () => apiGet<Tournament[]>("/api/special-tournaments") });

export function useTournaments() {
  return useQuery(getTournamentsQueryOptions());
}
