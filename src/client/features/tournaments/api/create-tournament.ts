import type { CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { invalidateTournaments } from "./keys";

/** POST /api/special-tournaments (sponsors). */
export function useCreateTournament() {
  return useMutation({
    mutationFn: (input: CreateTournamentInput) => apiRequest<Tournament>("POST", "/api/special-tournaments", input),
    onSuccess: () => invalidateTournaments(),
  });
}
