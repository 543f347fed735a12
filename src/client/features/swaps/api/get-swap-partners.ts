import type { SwapPartners } from "@core/contracts/swaps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/swaps/partners?tournamentId=: the players the caller may swap with in one event, and the room left. */
export const getSwapPartnersQueryOptions = (tournamentId: number) =>
  queryOptions({ queryKey: dataKey("swaps", "partners", tournamentId), queryFn: () => apiGet<SwapPartners>("/api/swaps/partners", { tournamentId }) });

export function useSwapPartners(tournamentId: number, enabled = true) {
  return useQuery({ ...getSwapPartnersQueryOptions(tournamentId), enabled });
}
