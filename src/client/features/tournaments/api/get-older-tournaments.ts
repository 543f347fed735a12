import { HAS_MORE_HEADER } from "@core/contracts/campaign-paging";
import { olderTournamentsUrl } from "@core/contracts/tournament-list";
import type { Tournament } from "@core/contracts/tournaments";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

interface Page {
  items: Tournament[];
  hasMore: boolean;
}

async function getOlderTournaments(before: number): Promise<Page> {
  const res = await fetch(olderTournamentsUrl(before), { credentials: "include" });
  await throwIfNotOk(res);
  return { items: (await res.json()) as Tournament[], hasMore: res.headers.get(HAS_MORE_HEADER) === "true" };
}

/** GET /api/special-tournaments?before=<id>: finished tournaments older than the list's last one, a page per click. */
export const getOlderTournamentsQueryOptions = (after: number | null) =>
  infiniteQueryOptions({
    queryKey: dataKey("tournaments", "older", after),
    queryFn: ({ pageParam }) => getOlderTournaments(pageParam),
    initialPageParam: after ?? 0,
    getNextPageParam: (last: Page) => (last.hasMore && last.items.length > 0 ? last.items[last.items.length - 1].id : undefined),
  });

/** Nothing is fetched until the first "Older tournaments" click (`enabled`). */
export function useOlderTournaments(after: number | null, enabled: boolean) {
  const query = useInfiniteQuery({ ...getOlderTournamentsQueryOptions(after), enabled: enabled && after !== null });
  return { ...query, tournaments: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
