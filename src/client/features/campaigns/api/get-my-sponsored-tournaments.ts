import { useQuery } from "@tanstack/react-query";
import { getTournamentsQueryOptions } from "@client/features/tournaments";

/**
 * The upcoming sponsored tournaments the signed-in player holds a seat in: the ones a campaign can stake
 * (GET /api/special-tournaments already tells each caller whether they are registered). The tournaments feature's
 * own query, so both share one cache entry and its refreshes.
 */
export function useMySponsoredTournaments(enabled = true) {
  const query = useQuery({ ...getTournamentsQueryOptions(), enabled });
  const events = (query.data ?? []).filter((t) => t.isRegistered && t.status === "upcoming");
  return { ...query, events };
}
