import type { CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** PATCH /api/special-tournaments/{id} (the owner, before the start). */
export function useUpdateTournament() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: Partial<CreateTournamentInput> }) =>
      apiRequest<Tournament>("PATCH", `/api/special-tournaments/${id}`, input),
    onSuccess: () => refreshAfter(queryClient, "tournament-updated"),
  });
}
