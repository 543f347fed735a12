import type { LiveNames } from "@core/live/schema/contracts";
import { withKnownNames } from "@core/live/views/state-view";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiRequest } from "@client/lib/api";
import { getLiveQueryOptions, type LiveData } from "./live";
import { clockMode } from "@core/live/schema/clock-mode";

/**
 * The console's view of the field: registrants every display shows as "Player N" (they gave no name) by the name
 * the sponsor deals with them by, their username (GET /api/live/:id/names, the clock's controller only). The live
 * state itself, shared with the spectator views and the event stream, keeps the public names. Asked again whenever
 * the registered entrants or their public names change (registrations before the start, late entries).
 */
export function useKnownNames(id: string, data: LiveData | undefined): LiveData | undefined {
  const field = data?.state.players.flatMap((p) => (p.userId !== null ? [`${p.id}=${p.name}`] : [])).join("|") ?? "";
  const enabled = !!data && data.canControl && clockMode(data.state).registeredField && field !== "";
  const names = useQuery({
    queryKey: [...getLiveQueryOptions(id).queryKey, "names", field] as const,
    queryFn: () => apiRequest<LiveNames>("GET", `/api/live/${encodeURIComponent(id)}/names`),
    enabled,
    // the names already known stay on screen while a changed field is asked for
    placeholderData: keepPreviousData,
  });
  const known = enabled ? names.data?.names : undefined;
  return useMemo(() => (data && known ? { ...data, state: withKnownNames(data.state, known) } : data), [data, known]);
}
