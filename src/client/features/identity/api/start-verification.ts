import type { StartedVerification } from "@core/contracts/identity";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/identity/verification: with Stripe the browser goes on to the hosted flow's url; the sandbox shows its step. */
export function useStartVerification() {
  return useMutation({
    mutationFn: () => apiRequest<StartedVerification>("POST", "/api/identity/verification"),
    onSuccess: (started) => {
      if (started.url) window.location.assign(started.url);
      else void refreshAfter(queryClient, "identity-changed");
    },
  });
}
