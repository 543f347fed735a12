import { errorMessage, queryClient } from "@client/lib/api";
import { refreshAfter } from "@client/lib/changes";
import { toast } from "@client/lib/use-toast";

/**
 * What taking or giving back a seat tells (tournaments §8) and refreshes: a toast either way, then the seats are read
 * again, on failure too, because the event may have filled or closed under us and the current state should show.
 */
export function seatChangeCallbacks(change: "registered" | "unregistered", done: { title: string; description: string }, failedTitle: string) {
  return {
    onSuccess: async () => {
      toast(done);
      await refreshAfter(queryClient, change);
    },
    onError: async (err: Error) => {
      toast({ title: failedTitle, description: errorMessage(err), variant: "destructive" });
      await refreshAfter(queryClient, change);
    },
  };
}
