import type { RegisterTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, hasErrorCode, queryClient } from "@client/lib/api";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/special-tournaments/register; toasts per tournaments §8. */
export function useRegisterForTournament() {
  const once = useSubmitOnce();
  return once.guard(
    useMutation({
      mutationFn: (input: RegisterTournamentInput) =>
        apiRequest<{ message: string; tournament: Tournament } | null>("POST", "/api/special-tournaments/register", input, {
          idempotencyKey: once.key(),
        }).catch((err: unknown) => {
          // the seat is already the caller's (another tab, an earlier click): the goal is met
          if (hasErrorCode(err, "already_registered")) return null;
          throw err;
        }),
      onSuccess: async () => {
        toast({ title: "Registration Successful", description: "You have successfully registered for the tournament." });
        await refreshAfter(queryClient, "registered");
      },
      onError: async (err) => {
        toast({ title: "Registration Failed", description: errorMessage(err), variant: "destructive" });
        // the seat count may have changed under us (full, closed): show the current state
        await refreshAfter(queryClient, "registered");
      },
    }),
  );
}
