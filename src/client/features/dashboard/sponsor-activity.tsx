import { formatAge } from "@core/format";
import { useQueries } from "@tanstack/react-query";
import { CheckCircle2, Eye, Play, Trophy, UserPlus, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { getLiveQueryOptions } from "@client/features/live";
import { useActivities } from "@client/features/payouts";
import { useMyTournaments } from "@client/features/tournaments";
import { eventsWithClocks, sponsorActivity, type EventClock, type SponsorActivityKind } from "./sponsor-activity-items";

const ICONS: Record<SponsorActivityKind, LucideIcon> = {
  registration: UserPlus,
  rsvp: Eye,
  started: Play,
  finished: Trophy,
  activity: CheckCircle2,
};

/**
 * A sponsor's Recent Activity (marketplace §2, every role has one): their events' registrations and RSVPs, when
 * each clock started and who finished on top, with their own activity lines (sponsor-activity-items.ts).
 */
export function SponsorRecentActivity() {
  const tournaments = useMyTournaments(true);
  const activities = useActivities();
  const started = eventsWithClocks(tournaments.data ?? []);
  const clockQueries = useQueries({
    queries: started.map((t) => getLiveQueryOptions(String(t.id))),
  });
  const clocks = new Map<number, EventClock>();
  started.forEach((t, i) => {
    const state = clockQueries[i]?.data?.state;
    if (state) clocks.set(t.id, state);
  });
  const loading = tournaments.isLoading || activities.isLoading || clockQueries.some((q) => q.isLoading);
  const items = sponsorActivity(tournaments.data ?? [], clocks, activities.data ?? []);
  const now = new Date();

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>Registrations, starts and results of your tournaments</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : tournaments.isError ? (
          <p className="text-sm text-muted-foreground">Activity could not be loaded.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet. Registrations for your tournaments, their starts and results show here.</p>
        ) : (
          <ul className="space-y-3" aria-label="Tournament activity">
            {items.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={item.key} className="flex gap-3">
                  <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon className="h-4 w-4" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm leading-snug wrap-anywhere">{item.text}</p>
                    <p className="text-xs text-muted-foreground">
                      <time dateTime={item.at}>{formatAge(item.at, now)}</time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
