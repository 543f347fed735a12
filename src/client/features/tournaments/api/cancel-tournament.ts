import type { Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/special-tournaments/{id}/cancel (the owner, before the start). */
export function useCancelTournament() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<Tournament>("POST", `/api/special-tournaments/${id}/cancel`),
    onSuccess: () => refreshAfter(queryClient, "tournament-cancelled"),
  });
}
