import type { SandboxCompleteInput } from "@core/contracts/identity";
import type { IdentityStatus } from "@core/identity";
import { useMutation } from "@tanstack/react-query";
import { apiRequest, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";

/** POST /api/identity/sandbox/complete: the sandbox's stand-in for Stripe's hosted flow, with a test outcome. */
export function useCompleteSandboxVerification() {
  return useMutation({
    mutationFn: (body: SandboxCompleteInput) => apiRequest<{ status: IdentityStatus }>("POST", "/api/identity/sandbox/complete", body),
    onSettled: () => refreshAfter(queryClient, "identity-changed"),
  });
}
