import type { PublicUser } from "@core/contracts/auth";
import { formatDate, formatInteger } from "@core/format";
import { formatTime } from "@core/tournament-rules";
import { CalendarClock, Plus, Trophy, Users } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { paths } from "@client/lib/routes";
import { useMyTournaments } from "./api/get-my-tournaments";
import { backersAttending, splitRegistrations } from "./components/registrants";

/** The tournaments feature's part of the sponsor's dashboard: what is coming up and who registered. */
export function SponsorDashboardSection({ user }: { user: PublicUser }) {
  const { data, isLoading } = useMyTournaments(user.role === "sponsor");
  const upcoming = (data ?? []).filter((t) => t.status === "upcoming");
  const live = (data ?? []).filter((t) => t.status !== "cancelled");
  // seats are for players: investors' RSVPs are counted apart
  const totalRegistrations = live.reduce((sum, t) => sum + t.registeredPlayers, 0);
  const totalRsvps = live.reduce((sum, t) => sum + splitRegistrations(t).rsvps.length, 0);
  // a tournament whose clock runs comes first: it is what the sponsor is busy with
  const running = (data ?? []).find((t) => t.status === "active");
  const next = running ?? [...upcoming].sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))[0];

  return (
    <Card aria-labelledby="sponsor-summary-title">
      {/* wraps: the title and both buttons need about 470 px, more than a phone has */}
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle id="sponsor-summary-title">Your Tournaments</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link href={paths.tournaments}>View All</Link>
          </Button>
          <Button size="sm" asChild>
            <Link href={paths.createTournament}>
              <Plus /> Create Tournament
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-20" />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <div className="rounded-lg border bg-background/40 p-4">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Trophy className="h-4 w-4" /> Upcoming Tournaments
              </dt>
              <dd className="mt-1 text-2xl font-bold">{formatInteger(upcoming.length)}</dd>
            </div>
            <div className="rounded-lg border bg-background/40 p-4">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Users className="h-4 w-4" /> Players Registered
              </dt>
              <dd className="mt-1 text-2xl font-bold">{formatInteger(totalRegistrations)}</dd>
              {totalRsvps > 0 && <dd className="text-sm text-muted-foreground">{backersAttending(totalRsvps)}</dd>}
            </div>
            <div className="rounded-lg border bg-background/40 p-4">
              <dt className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <CalendarClock className="h-4 w-4" /> {running ? "Running Now" : "Next Tournament"}
              </dt>
              <dd className="mt-1 truncate font-semibold" title={next?.name}>
                {next ? next.name : "None scheduled"}
              </dd>
              {next && (
                <dd className="text-sm text-muted-foreground">
                  {formatDate(next.date)} · {formatTime(next.time)} · {next.registeredPlayers}/{next.maxSeats} seats
                </dd>
              )}
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
