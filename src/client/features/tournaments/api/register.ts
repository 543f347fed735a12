import type { RegisterTournamentInput, Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, hasErrorCode } from "@client/lib/api";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { seatChangeCallbacks } from "./seat-change";

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
      ...seatChangeCallbacks(
        "registered",
        { title: "Registration Successful", description: "You have successfully registered for the tournament." },
        "Registration Failed",
      ),
    }),
  );
}
