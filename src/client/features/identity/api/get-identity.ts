import type { IdentityState } from "@core/contracts/identity";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/identity/verification: the caller's status and their open campaigns' targets. Read again whenever a
 * screen showing it mounts (staleTime 0): a campaign created or cancelled elsewhere moves the open targets.
 */
export const getIdentityQueryOptions = () =>
  queryOptions({ queryKey: dataKey("identity"), queryFn: () => apiGet<IdentityState>("/api/identity/verification"), staleTime: 0 });

export function useIdentity(enabled = true) {
  return useQuery({ ...getIdentityQueryOptions(), enabled });
}
