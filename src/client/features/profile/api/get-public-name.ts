import type { PublicNameSettings } from "@core/contracts/public-name";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/profile/public-name (kept with the current user: a profile change renames it): the name public screens show and whether the player appears as "Player N" instead. */
export const getPublicNameQueryOptions = () =>
  queryOptions({ queryKey: dataKey("current-user", "public-name"), queryFn: () => apiGet<PublicNameSettings>("/api/profile/public-name") });

export function usePublicName(enabled = true) {
  return useQuery({ ...getPublicNameQueryOptions(), enabled });
}
