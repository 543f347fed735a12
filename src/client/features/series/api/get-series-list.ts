import type { SeriesPage } from "@core/contracts/series";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/series?page=N: the public list, current and upcoming first, a page at a time. */
export const getSeriesListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: dataKey("tournaments", "series-list"),
    queryFn: ({ pageParam }) => apiGet<SeriesPage>(`/api/series?page=${pageParam}`),
    initialPageParam: 1,
    getNextPageParam: (last: SeriesPage, pages: SeriesPage[]) => (last.hasMore ? pages.length + 1 : undefined),
  });

export function useSeriesList() {
  return useInfiniteQuery(getSeriesListQueryOptions());
}
