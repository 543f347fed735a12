import type { OperatorUser } from "@core/contracts/operator";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/operator/users?q=: the exact username first, then those starting with it. */
export const searchUsersQueryOptions = (q: string) =>
  queryOptions({ queryKey: dataKey("operator", "users", q), queryFn: () => apiGet<OperatorUser[]>("/api/operator/users", { q }) });

export function useSearchUsers(q: string) {
  return useQuery({ ...searchUsersQueryOptions(q), enabled: q.trim().length > 0 });
}
