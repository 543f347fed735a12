import { subscribeUrl } from "@core/calendar-paths";
import { CalendarPlus, Copy, RefreshCw } from "lucide-react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction, AlertDialogTrigger } from "@client/components/ui/alert-dialog";
import { Button, buttonVariants } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { useAuth } from "@client/lib/auth/use-auth";
import { copyLink } from "@client/lib/copy-link";
import { useCalendarFeed } from "../api/get-calendar-feed";
import { useResetCalendarFeed } from "../api/reset-calendar-feed";

/**
 * The private calendar feed (decision 228): its secret address to subscribe to, copied or opened in the calendar app,
 * and a reset that replaces it when it got out.
 */
export function CalendarFeedCard() {
  const { user } = useAuth();
  if (!user) return null;
  return <CalendarFeed userId={user.id} />;
}

function CalendarFeed({ userId }: { userId: number }) {
  const { data, isError } = useCalendarFeed(userId);
  const reset = useResetCalendarFeed(userId);
  return (
    <Card data-testid="calendar-feed">
      <CardHeader>
        <CardTitle className="text-lg">Calendar feed</CardTitle>
        <CardDescription>
          Your events in Google Calendar, Apple Calendar or Outlook: the tournaments you registered for, host, or have a stake riding on. Your calendar app
          checks the feed by itself, so new events, changed times and cancellations follow.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {isError ? (
          <p className="text-destructive">Your feed&apos;s address could not be loaded. Reload the page to try again.</p>
        ) : (
          <>
            <div className="flex gap-2">
              <Input
                aria-label="Calendar feed URL"
                readOnly
                value={data?.url ?? ""}
                placeholder="Loading…"
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 font-mono text-xs"
              />
              <Button
                type="button"
                variant="outline"
                disabled={!data}
                onClick={() => data && copyLink(data.url, 'Paste it into your calendar app\'s "subscribe by URL" (Google: Other calendars, From URL).')}
              >
                <Copy /> Copy
              </Button>
            </div>
            <p className="text-muted-foreground">
              Anyone with this address can see these events, so keep it to yourself. If it got out, reset it: the old address stops working and you subscribe to
              the new one.
            </p>
          </>
        )}
        <div className="flex flex-wrap gap-2">
          {data && (
            <Button asChild variant="outline" size="sm">
              <a href={subscribeUrl(data.url)}>
                <CalendarPlus /> Open in calendar app
              </a>
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <AlertDialogTrigger asChild>
                <Button type="button" variant="ghost" size="sm" disabled={!data || reset.isPending}>
                  <RefreshCw /> Reset link
                </Button>
              </AlertDialogTrigger>
            }
            title="Reset your calendar link?"
            description="The current address stops working at once: calendars subscribed to it stop getting your events. You get a new address to subscribe to."
            cancelLabel="Keep it"
            pending={reset.isPending}
            action={
              <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={() => reset.mutate()}>
                Reset link
              </AlertDialogAction>
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
