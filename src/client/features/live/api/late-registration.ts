import type { LiveAction } from "@core/live/schema/contracts";
import { queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { useSubmitOnce } from "@client/lib/use-submit-once";
import { useLiveAction } from "./live";

/**
 * Add Late Registration. One click, one entrant: a second click while the first runs would seat a second walk-in.
 * A registered user's entry is a tournament registration too, so the tournaments lists (registrants, seats) are
 * read again.
 */
export function useLateRegistration(id: string) {
  const once = useSubmitOnce();
  const action = once.guard(useLiveAction(id));
  return {
    ...action,
    mutate: (input: Extract<LiveAction, { type: "late-registration" }>, options?: Parameters<typeof action.mutate>[1]) =>
      action.mutate(input, {
        ...options,
        onSuccess: (...args) => {
          if (input.username) void refreshAfter(queryClient, "late-registered");
          options?.onSuccess?.(...args);
        },
      }),
  };
}
