import type { CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/special-tournaments (sponsors). */
export function useCreateTournament() {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (input: CreateTournamentInput) => apiRequest<Tournament>("POST", "/api/special-tournaments", input, { idempotencyKey: once.key() }),
      onSuccess: () => refreshAfter(queryClient, "tournament-created"),
    }),
  );
}
