import type { Tournament } from "@core/contracts/tournaments";
import { useQuery } from "@tanstack/react-query";
import { tournamentsKey } from "./keys";

/** GET /api/special-tournaments: public; signed-in callers also learn whether they hold a seat. */
export function useTournaments() {
  return useQuery<Tournament[]>({ queryKey: tournamentsKey });
}
