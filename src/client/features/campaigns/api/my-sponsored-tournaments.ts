import type { Tournament } from "@core/contracts/tournaments";
import { useQuery } from "@tanstack/react-query";

// the tournaments feature's key for the same call, so both share one cache entry and its invalidations
const tournamentsKey = ["/api/special-tournaments"] as const;

/**
 * The upcoming sponsored tournaments the signed-in player holds a seat in: the ones a campaign can stake
 * (GET /api/special-tournaments already tells each caller whether they are registered).
 */
export function useMySponsoredTournaments(enabled = true) {
  const query = useQuery<Tournament[]>({ queryKey: tournamentsKey, enabled });
  const events = (query.data ?? []).filter((t) => t.isRegistered && t.status === "upcoming");
  return { ...query, events };
}
