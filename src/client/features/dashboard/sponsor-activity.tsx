import { useQueries } from "@tanstack/react-query";
import { CheckCircle2, Eye, Play, Trophy, UserPlus, type LucideIcon } from "lucide-react";
import { getLiveQueryOptions } from "@client/features/live";
import { RecentActivityCard, useActivities } from "@client/features/payouts";
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

  return (
    <RecentActivityCard
      description="Registrations, starts and results of your tournaments"
      loading={loading}
      failed={tournaments.isError}
      lines={items.map((item) => ({ key: item.key, icon: ICONS[item.kind], text: item.text, at: item.at }))}
      emptyText="No activity yet. Registrations for your tournaments, their starts and results show here."
      label="Tournament activity"
    />
  );
}
