import type { PlayerProfile } from "@core/contracts/players";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/players/{username}: the public player page's one read. */
export const getPlayerQueryOptions = (username: string) =>
  queryOptions({
    queryKey: dataKey("campaigns", "player", username.toLowerCase()),
    queryFn: () => apiGet<PlayerProfile>(`/api/players/${encodeURIComponent(username)}`),
  });

export function usePlayer(username: string) {
  return useQuery(getPlayerQueryOptions(username));
}
