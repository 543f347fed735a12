import type { Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { invalidateTournaments } from "./keys";

/** POST /api/special-tournaments/{id}/cancel (the owner, before the start). */
export function useCancelTournament() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<Tournament>("POST", `/api/special-tournaments/${id}/cancel`),
    onSuccess: () => invalidateTournaments(),
  });
}
