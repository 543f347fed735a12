import type { Tournament } from "@core/contracts/tournaments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/special-tournaments/my: the sponsor's own tournaments with their registrations. */
export const getMyTournamentsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("tournaments", "mine"), queryFn: () => apiGet<Tournament[]>("/api/special-tournaments/my") });

export function useMyTournaments(enabled = true) {
  return useQuery({ ...getMyTournamentsQueryOptions(), enabled });
}
