import { useQuery } from "@tanstack/react-query";
import type { Tournament } from "@core/contracts/tournaments";
import { getTournamentsQueryOptions } from "@client/features/tournaments";

/**
 * The upcoming sponsored tournaments the signed-in player holds a seat in: the ones a campaign can stake
 * (GET /api/special-tournaments already tells each caller whether they are registered). The tournaments feature's
 * own query, so both share one cache entry and its refreshes. `flightsAsEvent` (a linked campaign): a multi-flight
 * event stands for its flights (decision 242, addendum): it is listed once the player holds a seat in one of them,
 * and the flights, which take no campaign, are not.
 */
export function useMySponsoredTournaments(enabled = true, flightsAsEvent = false) {
  const query = useQuery({ ...getTournamentsQueryOptions(), enabled });
  const list = query.data ?? [];
  const events = flightsAsEvent ? stakeableEvents(list) : list.filter((t) => t.isRegistered && t.status === "upcoming");
  return { ...query, events };
}

function stakeableEvents(list: readonly Tournament[]): Tournament[] {
  const seated = new Set(list.filter((t) => t.isRegistered).map((t) => t.id));
  return list.filter((t) => t.status === "upcoming" && !t.flightOf && (t.isRegistered || !!t.flights?.some((f) => seated.has(f.id))));
}
