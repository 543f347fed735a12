import type { CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { invalidateTournaments } from "./keys";

/** PATCH /api/special-tournaments/{id} (the owner, before the start). */
export function useUpdateTournament() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<CreateTournamentInput> }) => apiRequest<Tournament>("PATCH", `/api/special-tournaments/${id}`, input),
    onSuccess: () => invalidateTournaments(),
  });
}
