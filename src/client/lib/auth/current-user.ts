import type { PublicUser } from "@core/contracts/auth";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { throwIfNotOk } from "@client/lib/api";
import { dataKey } from "@client/lib/data-key";

/** GET /api/auth/user; a 401 means no user (null), not an error, and not an ended session either. */
export async function getCurrentUser(): Promise<PublicUser | null> {
  const res = await fetch("/api/auth/user", { credentials: "include" });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as PublicUser;
}

export const getCurrentUserQueryOptions = () => queryOptions({ queryKey: dataKey("current-user"), queryFn: getCurrentUser, retry: false });

/** The signed-in user; `ask: false` reads the answer others asked for and never asks itself. */
export function useCurrentUser({ ask = true }: { ask?: boolean } = {}) {
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: ask });
}

/** Puts the user a call answered with (or null: signed out) where every screen reads it. */
export function setCurrentUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user);
}

/** The user this tab believes is signed in, without asking. */
export function cachedCurrentUser(queryClient: QueryClient): PublicUser | null | undefined {
  return queryClient.getQueryData(getCurrentUserQueryOptions().queryKey);
}
