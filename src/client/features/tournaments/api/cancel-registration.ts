import type { Tournament } from "@core/contracts/tournaments";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@client/lib/api";
import { seatChangeCallbacks } from "./seat-change";

/** DELETE /api/special-tournaments/{id}/registration: gives the caller's seat back. */
export function useCancelRegistration() {
  return useMutation({
    mutationFn: (tournamentId: number) =>
      apiRequest<{ message: string; tournament: Tournament }>("DELETE", `/api/special-tournaments/${tournamentId}/registration`),
    ...seatChangeCallbacks("unregistered", { title: "Registration Cancelled", description: "Your seat has been released." }, "Cancellation Failed"),
  });
}
