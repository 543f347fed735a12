import type { ClosingState } from "@core/contracts/privacy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/profile/closing: whether the account can close now, and if not what is left. */
export const getAccountCloseStateQueryOptions = () =>
  // read each time the tab opens: a payout settled on another page changes it
  queryOptions({ queryKey: dataKey("privacy", "closing"), queryFn: () => apiGet<ClosingState>("/api/profile/closing"), staleTime: 0 });

export function useAccountCloseState() {
  return useQuery(getAccountCloseStateQueryOptions());
}
