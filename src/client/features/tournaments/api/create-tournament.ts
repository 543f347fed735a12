import type { CreateTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { invalidateTournaments } from "./keys";

/** POST /api/special-tournaments (sponsors). */
export function useCreateTournament() {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (input: CreateTournamentInput) => apiRequest<Tournament>("POST", "/api/special-tournaments", input, { idempotencyKey: once.key() }),
      onSuccess: () => invalidateTournaments(),
    }),
  );
}
