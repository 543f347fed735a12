import type { LandingPlayers } from "@core/contracts/landing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/landing/players: the landing page's real top players and open campaigns (decision 210). */
export const getLandingPlayersQueryOptions = () =>
  queryOptions({ queryKey: dataKey("campaigns", "landing-players"), queryFn: () => apiGet<LandingPlayers>("/api/landing/players"), staleTime: 30_000 });

export function useLandingPlayers() {
  return useQuery(getLandingPlayersQueryOptions());
}
