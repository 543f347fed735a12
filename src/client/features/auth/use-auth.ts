import type { PublicUser } from "@core/contracts/auth";
import { useQuery } from "@tanstack/react-query";
import { getQueryFn } from "@client/lib/api";

export const currentUserKey = ["/api/auth/user"] as const;

/** Signed in when the current-user call returns data; a 401 means no user, not an error. */
export function useAuth() {
  const { data, isLoading } = useQuery<PublicUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: !!user };
}
