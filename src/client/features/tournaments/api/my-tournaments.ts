import type { Tournament } from "@core/contracts/tournaments";
import { useQuery } from "@tanstack/react-query";
import { myTournamentsKey } from "./keys";

/** GET /api/special-tournaments/my: the sponsor's own tournaments with their registrations. */
export function useMyTournaments(enabled = true) {
  return useQuery<Tournament[]>({ queryKey: myTournamentsKey, enabled });
}
