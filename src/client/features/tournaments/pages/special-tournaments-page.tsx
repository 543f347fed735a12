import { formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import { tournamentStats } from "@core/tournament-rules";
import { ArrowLeft, CalendarCheck, DollarSign, Trophy, Users } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { paths } from "@client/app/paths";
import type { PageProps } from "@client/app/router";
import { errorMessage } from "@client/lib/api";
import { useTournaments } from "../api/list-tournaments";
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

export default function SpecialTournamentsPage({ user }: PageProps) {
  const { data, isLoading, error, refetch } = useTournaments();
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const list = useMemo(() => data ?? [], [data]);
  const stats = useMemo(() => tournamentStats(list), [list]);
  const details = list.find((t) => t.id === detailsId) ?? null;

  return (
    <div className="space-y-6">
      <Link href={paths.dashboard} className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" /> Back to Dashboard
      </Link>
      <PageHeader
        title="Special Tournaments"
        subtitle={
          user.role === "player" ? "Register for sponsored tournaments and compete with other professionals" : "Browse and register for exclusive sponsored tournaments"
        }
      />

      <section className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Tournament statistics">
        <StatCard label="Available Tournaments" value={isLoading ? "–" : formatInteger(stats.availableTournaments)} icon={<Trophy />} />
        <StatCard label="Total Prize Pool" value={isLoading ? "–" : formatMoney(stats.totalPrizePool)} icon={<DollarSign />} />
        <StatCard label="Registered Players" value={isLoading ? "–" : formatInteger(stats.registeredPlayers)} icon={<Users />} />
        <StatCard label="Your Registrations" value={isLoading ? "–" : formatInteger(stats.yourRegistrations)} icon={<CalendarCheck />} />
      </section>

      {isLoading ? (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
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
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
            <Trophy className="h-10 w-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">No Special Tournaments</h2>
            <p className="text-sm text-muted-foreground">There are currently no special tournaments available for registration.</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {list.map((t) => (
            <TournamentCard key={t.id} tournament={t} role={user.role} onDetails={() => setDetailsId(t.id)} />
          ))}
        </div>
      )}

      <TournamentDetailsDialog tournament={details} role={user.role} onClose={() => setDetailsId(null)} />
    </div>
  );
}
