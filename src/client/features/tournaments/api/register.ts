import type { RegisterResult, RegisterTournamentInput } from "@core/contracts/tournaments";
import { alternateLabel } from "@core/tournament-rules";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, hasErrorCode, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { toast } from "@client/lib/use-toast";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { seatChangeCallbacks } from "./seat-change";

const DONE = { title: "Registration Successful", description: "You have successfully registered for the tournament." };

/**
 * POST /api/special-tournaments/register; toasts per tournaments §8. A full event answers a place on its alternate
 * list instead (decision 236): the toast names the number, "Alternate #3", with the server's explanation.
 */
export function useRegisterForTournament() {
  const once = useSubmitOnce();
  const callbacks = seatChangeCallbacks("registered", DONE, "Registration Failed");
  return once.guard(
    useMutation({
      mutationFn: (input: RegisterTournamentInput) =>
        apiRequest<RegisterResult | null>("POST", "/api/special-tournaments/register", input, {
          idempotencyKey: once.key(),
        }).catch((err: unknown) => {
          // the seat (or the place on the list) is already the caller's (another tab, an earlier click): the goal is met
          if (hasErrorCode(err, "already_registered")) return null;
          throw err;
        }),
      onSuccess: async (result: RegisterResult | null) => {
        if (result?.status !== "alternate" || result.alternate === null) return callbacks.onSuccess();
        toast({ title: alternateLabel(result.alternate), description: result.message });
        await refreshAfter(queryClient, "registered");
      },
      onError: callbacks.onError,
    }),
  );
}
