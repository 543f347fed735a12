import type { EmailSettings } from "@core/contracts/mail";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { getEmailSettingsQueryOptions } from "./get-email-settings";

/** PATCH /api/profile/email-settings; the answer replaces the cached settings. */
export function useUpdateEmailSettings() {
  return useMutation({
    mutationFn: (body: Partial<Pick<EmailSettings, "moneyEvents" | "tournamentEvents">>) =>
      apiRequest<EmailSettings>("PATCH", "/api/profile/email-settings", body),
    onSuccess: (next) => queryClient.setQueryData(getEmailSettingsQueryOptions().queryKey, next),
    onError: (err) => toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" }),
  });
}
