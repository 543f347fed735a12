import type { RegisterTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/components/ui/use-toast";
import { apiRequest, errorMessage } from "@client/lib/api";
import { invalidateTournaments } from "./keys";

/** POST /api/special-tournaments/register; toasts per tournaments §8. */
export function useRegisterForTournament() {
  return useMutation({
    mutationFn: (input: RegisterTournamentInput) =>
      apiRequest<{ message: string; tournament: Tournament }>("POST", "/api/special-tournaments/register", input),
    onSuccess: async () => {
      toast({ title: "Registration Successful", description: "You have successfully registered for the tournament." });
      await invalidateTournaments();
    },
    onError: async (err) => {
      toast({ title: "Registration Failed", description: errorMessage(err), variant: "destructive" });
      // the seat count may have changed under us (full, closed): show the current state
      await invalidateTournaments();
    },
  });
}
