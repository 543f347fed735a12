import { useCurrentUser } from "@client/lib/auth/current-user";

/** Signed in when the current-user call returns data; a 401 means no user, not an error. */
export function useAuth() {
  const { data, isLoading } = useCurrentUser();
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: !!user };
}
