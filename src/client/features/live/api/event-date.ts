import type { Tournament } from "@core/contracts/tournaments";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/**
 * GET /api/special-tournaments/{id}, read by the console only for what its first Start asks (the event's date), under
 * the tournaments feature's own detail key so both share one cached answer. Only asked for a sponsor's event not yet
 * started; a numeric id only (the demo's ids are not events).
 */
export function useEventDate(liveId: string, enabled: boolean): string | null {
  const id = /^\d+$/.test(liveId) ? Number(liveId) : null;
  const query = useQuery({
    queryKey: dataKey("tournaments", "detail", id ?? 0),
    queryFn: () => apiGet<Tournament>(`/api/special-tournaments/${id}`),
    enabled: enabled && id !== null,
  });
  return query.data?.date ?? null;
}
