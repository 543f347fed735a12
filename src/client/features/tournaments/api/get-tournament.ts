import type { Tournament } from "@core/contracts/tournaments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/special-tournaments/{id}: one tournament (a link to one the list no longer shows). */
export const getTournamentQueryOptions = (id: number) =>
  queryOptions({ queryKey: dataKey("tournaments", "detail", id), queryFn: () => apiGet<Tournament>(`/api/special-tournaments/${id}`) });

export function useTournament(id: number, enabled = true) {
  return useQuery({ ...getTournamentQueryOptions(id), enabled });
}
