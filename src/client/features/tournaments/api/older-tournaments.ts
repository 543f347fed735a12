import { HAS_MORE_HEADER } from "@core/contracts/campaign-paging";
import { olderTournamentsUrl } from "@core/contracts/tournament-list";
import type { Tournament } from "@core/contracts/tournaments";
import { useInfiniteQuery } from "@tanstack/react-query";
import { throwIfNotOk } from "@client/lib/api";
import { tournamentsKey } from "./keys";

interface Page {
  items: Tournament[];
  hasMore: boolean;
}

async function fetchOlder(before: number): Promise<Page> {
  const res = await fetch(olderTournamentsUrl(before), { credentials: "include" });
  await throwIfNotOk(res);
  return { items: (await res.json()) as Tournament[], hasMore: res.headers.get(HAS_MORE_HEADER) === "true" };
}

/**
 * GET /api/special-tournaments?before=<id>: finished tournaments older than the list's last one, a page per
 * "Older tournaments" click. Nothing is fetched until the first click (`enabled`).
 */
export function useOlderTournaments(after: number | null, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: [...tournamentsKey, "older", after],
    queryFn: ({ pageParam }) => fetchOlder(pageParam),
    initialPageParam: after ?? 0,
    getNextPageParam: (last) => (last.hasMore && last.items.length > 0 ? last.items[last.items.length - 1].id : undefined),
    enabled: enabled && after !== null,
  });
  return { ...query, tournaments: query.data?.pages.flatMap((p) => p.items) ?? [] };
}
