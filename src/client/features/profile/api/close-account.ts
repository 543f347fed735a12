import type { CloseAccountInput } from "@core/contracts/privacy";
import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { apiRequest, hasErrorCode, queryClient } from "@client/lib/api";
import { setCurrentUser } from "@client/lib/auth/current-user";
import { refreshAfter } from "@client/lib/changes";
import { toast } from "@client/lib/use-toast";
import { getAccountCloseStateQueryOptions } from "./get-account-close-state";

/**
 * POST /api/profile/close. Closed: the server ended every session, so this tab is signed out like a sign-out and
 * lands on the landing page with a toast. Refused because something is left (409): the list is read again.
 */
export function useCloseAccount(onRefused: (err: unknown) => void) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (body: CloseAccountInput) => apiRequest<{ message: string }>("POST", "/api/profile/close", body),
    onSuccess: (answer) => {
      setCurrentUser(queryClient, null);
      void refreshAfter(queryClient, "signed-out");
      navigate("/");
      toast({ title: "Account closed", description: answer.message });
    },
    onError: (err) => {
      if (hasErrorCode(err, "conflict")) void queryClient.invalidateQueries({ queryKey: getAccountCloseStateQueryOptions().queryKey });
      onRefused(err);
    },
  });
}
