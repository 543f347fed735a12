import type { Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** DELETE /api/special-tournaments/{id}/registration: gives the caller's seat back. */
export function useCancelRegistration() {
  return useMutation({
    mutationFn: (tournamentId: number) =>
      apiRequest<{ message: string; tournament: Tournament }>("DELETE", `/api/special-tournaments/${tournamentId}/registration`),
    onSuccess: async () => {
      toast({ title: "Registration Cancelled", description: "Your seat has been released." });
      await refreshAfter(queryClient, "unregistered");
    },
    onError: async (err) => {
      toast({ title: "Cancellation Failed", description: errorMessage(err), variant: "destructive" });
      await refreshAfter(queryClient, "unregistered");
    },
  });
}
