import type { EmailSettings } from "@core/contracts/mail";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/profile/email-settings: the address's verification state and what the user is e-mailed about. */
export const getEmailSettingsQueryOptions = () =>
  queryOptions({ queryKey: dataKey("email-settings"), queryFn: () => apiGet<EmailSettings>("/api/profile/email-settings") });

export function useEmailSettings() {
  return useQuery(getEmailSettingsQueryOptions());
}
