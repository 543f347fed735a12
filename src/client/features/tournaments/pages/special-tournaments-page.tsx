import { FINISHED_PAGE_SIZE } from "@core/contracts/tournament-list";
import type { Tournament } from "@core/contracts/tournaments";
import { formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import { tournamentStats } from "@core/tournament-rules";
import { ArrowLeft, CalendarCheck, DollarSign, Trophy, UserX, Users } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link, useSearch } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { SkeletonList } from "@client/components/skeleton-list";
import { paths, type PageProps } from "@client/lib/routes";
import { errorMessage } from "@client/lib/api";
import { SeriesSection } from "@client/features/series";
import { useTournament } from "../api/get-tournament";
import { useTournaments } from "../api/get-tournaments";
import { useNotMe } from "../api/not-me";
import { useOlderTournaments } from "../api/get-older-tournaments";
import { TournamentCard } from "../components/tournament-card";
import { TournamentDetailsDialog } from "../components/tournament-details-dialog";

function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between gap-3 p-4 sm:p-5">
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
          <p className="mt-1 truncate text-xl font-bold sm:text-2xl">{value}</p>
        </div>
        <div className="hidden rounded-full bg-primary/10 p-3 text-primary sm:block [&_svg]:h-5 [&_svg]:w-5">{icon}</div>
      </CardContent>
    </Card>
  );
}

/** The tournament a "registered by the host" notification links to (?notMe=<id>), or null. */
function notMeId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get("notMe"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * "Not me: unregister": the host of a running tournament added a late entry under this account's username (their
 * notification links here). The seat stays in play for whoever bought in; this account is taken off it.
 */
function NotMeBanner({ id }: { id: number }) {
  const { data: t } = useTournament(id);
  const notMe = useNotMe();
  if (!t) return null;
  return (
    <Card className="border-amber-500/40" role="region" aria-label="Registered by the host">
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
        {t.isRegistered ? (
          <>
            <p className="text-sm">
              The host of <span className="font-semibold">{t.name}</span> registered you for it from the tournament console. If that was not you, unregister:
              the seat stays with whoever bought in, and your account is taken off it.
            </p>
            <Button variant="outline" className="shrink-0" disabled={notMe.isPending} onClick={() => notMe.mutate(t.id)}>
              <UserX /> {notMe.isPending ? "Unregistering..." : "Not me: unregister"}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            You are not registered for <span className="font-semibold">{t.name}</span>.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The list's totals; dashes while it loads. */
function TournamentStatCards({ stats }: { stats: ReturnType<typeof tournamentStats> | null }) {
  return (
    <section className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Tournament statistics">
      <StatCard label="Available Tournaments" value={stats ? formatInteger(stats.availableTournaments) : "–"} icon={<Trophy />} />
      <StatCard label="Total Prize Pool" value={stats ? formatMoney(stats.totalPrizePool) : "–"} icon={<DollarSign />} />
      <StatCard label="Registered Players" value={stats ? formatInteger(stats.registeredPlayers) : "–"} icon={<Users />} />
      <StatCard label="Your Registrations" value={stats ? formatInteger(stats.yourRegistrations) : "–"} icon={<CalendarCheck />} />
    </section>
  );
}

function NoTournaments() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
        <Trophy className="h-10 w-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">No Special Tournaments</h2>
        <p className="text-sm text-muted-foreground">There are currently no special tournaments available for registration.</p>
      </CardContent>
    </Card>
  );
}

const isFinished = (t: Tournament) => t.status === "completed" || t.status === "cancelled";

export default function SpecialTournamentsPage({ user }: PageProps) {
  const { data, isLoading, error, refetch } = useTournaments();
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const notMe = notMeId(useSearch());
  const list = useMemo(() => data ?? [], [data]);
  // the list ends with the most recent finished tournaments; "Older tournaments" pages back from its last one
  const last = list.length > 0 ? list[list.length - 1] : null;
  const [showOlder, setShowOlder] = useState(false);
  const older = useOlderTournaments(last && isFinished(last) ? last.id : null, showOlder);
  const moreOlder = showOlder ? older.hasNextPage : last !== null && isFinished(last) && list.filter(isFinished).length >= FINISHED_PAGE_SIZE;
  const stats = useMemo(() => tournamentStats(list), [list]);
  const details = list.find((t) => t.id === detailsId) ?? older.tournaments.find((t) => t.id === detailsId) ?? null;

  return (
    <div className="space-y-6">
      <Link href={paths.dashboard} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" /> Back to Dashboard
      </Link>
      <PageHeader
        title="Special Tournaments"
        subtitle={
          user.role === "player"
            ? "Register for sponsored tournaments and compete with other professionals"
            : "Browse and register for exclusive sponsored tournaments"
        }
      />

      <TournamentStatCards stats={isLoading ? null : stats} />

      {notMe !== null && <NotMeBanner id={notMe} />}

      {isLoading ? (
        <SkeletonList count={3} itemClassName="h-96" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" />
      ) : error ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <p className="font-semibold">Could not load tournaments</p>
            <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try Again
            </Button>
          </CardContent>
        </Card>
      ) : list.length === 0 ? (
        <NoTournaments />
      ) : (
        <div className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {[...list, ...older.tournaments].map((t) => (
              <TournamentCard key={t.id} tournament={t} role={user.role} onDetails={() => setDetailsId(t.id)} />
            ))}
          </div>
          {older.error && <p className="text-center text-sm text-muted-foreground">{errorMessage(older.error)}</p>}
          {moreOlder && (
            <div className="flex justify-center">
              <Button variant="outline" disabled={older.isFetching} onClick={() => (showOlder ? void older.fetchNextPage() : setShowOlder(true))}>
                {older.isFetching ? "Loading..." : "Older tournaments"}
              </Button>
            </div>
          )}
        </div>
      )}

      {/* festivals of these events, each with its schedule by day (decision 231) */}
      <SeriesSection />

      <TournamentDetailsDialog tournament={details} role={user.role} onClose={() => setDetailsId(null)} />
    </div>
  );
}
