import { queryClient } from "@client/lib/api";

export const tournamentsKey = ["/api/special-tournaments"] as const;
export const myTournamentsKey = ["/api/special-tournaments/my"] as const;

/** Every tournaments query (the public list, the sponsor's own) after any change. */
export function invalidateTournaments(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/special-tournaments") });
}
