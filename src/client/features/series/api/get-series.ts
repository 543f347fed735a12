import type { Series } from "@core/contracts/series";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/series/{id}: the public series page's one read. Under "tournaments": an event's change refreshes it. */
export const getSeriesQueryOptions = (id: number) =>
  queryOptions({ queryKey: dataKey("tournaments", "series", id), queryFn: () => apiGet<Series>(`/api/series/${id}`) });

export function useSeries(id: number, enabled = true) {
  return useQuery({ ...getSeriesQueryOptions(id), enabled });
}
