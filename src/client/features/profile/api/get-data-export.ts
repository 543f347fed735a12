import type { LatestDataExport } from "@core/contracts/privacy";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** How often the Privacy tab asks again while the ZIP is being built. */
export const DATA_EXPORT_POLL_MS = 2000;

/** GET /api/profile/data-export: the newest copy of the user's data, or none. */
export const getDataExportQueryOptions = () =>
  queryOptions({ queryKey: dataKey("privacy", "data-export"), queryFn: () => apiGet<LatestDataExport>("/api/profile/data-export") });

/** The newest export; asked again every DATA_EXPORT_POLL_MS while it is being built, then no more. */
export function useDataExport() {
  return useQuery({
    ...getDataExportQueryOptions(),
    refetchInterval: (query) => (query.state.data?.export?.status === "pending" ? DATA_EXPORT_POLL_MS : false),
  });
}
