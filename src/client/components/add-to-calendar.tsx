import { subscribeUrl } from "@core/calendar-paths";
import { CalendarPlus, Rss } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";

/**
 * "Add to calendar" (decision 228), on the event's details and the series page (shared here: the tournaments feature
 * imports the series one, which may not import it back): a link to an event's or a series' ICS file, which a phone or a desktop opens in
 * its calendar app; with `subscribe`, also the same feed as a webcal:// subscription, which the calendar app checks
 * again by itself (a series gains events and changes times after it is added).
 */
export function AddToCalendar({ feedPath, subscribe = false, className }: { feedPath: string; subscribe?: boolean; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button asChild variant="outline" size="sm">
        <a href={feedPath}>
          <CalendarPlus /> Add to calendar
        </a>
      </Button>
      {subscribe && (
        <Button asChild variant="ghost" size="sm">
          <a href={subscribeUrl(new URL(feedPath, window.location.href).href)}>
            <Rss /> Subscribe
          </a>
        </Button>
      )}
    </div>
  );
}
