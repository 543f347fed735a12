import type { CalendarFeedAddress } from "@core/contracts/calendar-feed";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest, errorMessage, queryClient } from "@client/lib/api";
import { getCalendarFeedQueryOptions } from "./get-calendar-feed";

/** POST /api/profile/calendar/reset: a new secret address; the answer replaces the cached one, the old one stops working. */
export function useResetCalendarFeed(userId: number) {
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedAddress>("POST", "/api/profile/calendar/reset"),
    onSuccess: (next) => {
      queryClient.setQueryData(getCalendarFeedQueryOptions(userId).queryKey, next);
      toast({ title: "New calendar link", description: "The old link no longer works: subscribe to the new one in your calendar app." });
    },
    onError: (err) => toast({ title: "Not reset", description: errorMessage(err), variant: "destructive" }),
  });
}
