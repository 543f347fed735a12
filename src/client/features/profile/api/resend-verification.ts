import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage } from "@client/lib/api";

/** POST /api/email-verification/resend: a new link to the unverified address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/email-verification/resend"),
    onSuccess: (r) => toast({ title: "Verification sent", description: r.message }),
    onError: (err) => toast({ title: "Not sent", description: errorMessage(err), variant: "destructive" }),
  });
}
