import type { QueryClient } from "@tanstack/react-query";
import { authPathWithNext } from "@core/safe-next";
import { toast } from "@client/lib/use-toast";
import { refreshAfter } from "@client/lib/changes";
import { cachedCurrentUser, setCurrentUser } from "@client/lib/auth/current-user";

// spec (marketplace §9): unauthorized redirect after 500 ms
export const SESSION_EXPIRED_REDIRECT_MS = 500;

/**
 * What the app does with a 401 from any call. Only a tab that believed it was signed in reacts: a 401 while
 * signed out is an answer (a wrong password, the sign-in check), not a session that ended. The page keeps
 * its data during the 500 ms so the toast is read over what the user was looking at, then everything the
 * old session fetched is dropped and the user lands on /auth, which brings them back to the page they were on.
 */
export function sessionExpiryHandler(
  queryClient: QueryClient,
  navigate: (to: string) => void,
  currentPath: () => string = () => `${window.location.pathname}${window.location.search}`,
): () => void {
  let pending = false;
  return () => {
    if (pending || !cachedCurrentUser(queryClient)) return;
    pending = true;
    // pinned: the calls failing with it would otherwise replace it with their own error toasts
    toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" }, { pinMs: SESSION_EXPIRED_REDIRECT_MS });
    setTimeout(() => {
      // the user first: /auth redirects a cached user back to /
      setCurrentUser(queryClient, null);
      void refreshAfter(queryClient, "signed-out");
      navigate(authPathWithNext(currentPath()));
      pending = false;
    }, SESSION_EXPIRED_REDIRECT_MS);
  };
}
