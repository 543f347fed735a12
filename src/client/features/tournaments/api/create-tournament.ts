import type { CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { usePostOnce } from "@client/lib/use-post-once";

/** POST /api/special-tournaments (sponsors). */
export function useCreateTournament() {
  return usePostOnce<CreateTournamentInput, Tournament>("/api/special-tournaments", "tournament-created");
}
