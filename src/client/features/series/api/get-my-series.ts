import type { SeriesSummary } from "@core/contracts/series";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/series/mine: the sponsor's own series, for the tournament form's select and My Tournaments. */
export const getMySeriesQueryOptions = () =>
  queryOptions({ queryKey: dataKey("tournaments", "my-series"), queryFn: () => apiGet<SeriesSummary[]>("/api/series/mine") });

export function useMySeries(enabled = true) {
  return useQuery({ ...getMySeriesQueryOptions(), enabled });
}
