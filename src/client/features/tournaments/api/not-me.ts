import type { Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/special-tournaments/{id}/not-me: the seat the host registered under the caller's username is not theirs. */
export function useNotMe() {
  return useMutation({
    mutationFn: (tournamentId: number) => apiRequest<{ message: string; tournament: Tournament }>("POST", `/api/special-tournaments/${tournamentId}/not-me`),
    onSuccess: async (result) => {
      toast({ title: "Unregistered", description: result.message });
      await refreshAfter(queryClient, "unregistered");
    },
    onError: async (err) => {
      toast({ title: "Could Not Unregister", description: errorMessage(err), variant: "destructive" });
      await refreshAfter(queryClient, "unregistered");
    },
  });
}
