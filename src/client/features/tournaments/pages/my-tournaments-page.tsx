import type { Tournament } from "@core/contracts/tournaments";
import { formatDate } from "@core/format";
import type { TournamentRegistration } from "@core/contracts/tournaments";
import { can } from "@core/roles";
import { canManage } from "@core/tournament-rules";
import { Eye, Pencil, Plus, Timer, Trophy, XCircle } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/lib/use-toast";
import { paths, type PageProps } from "@client/lib/routes";
import { EventFlights } from "../components/event-flights";
import { errorMessage } from "@client/lib/api";
import { useCancelTournament } from "../api/cancel-tournament";
import { useMyTournaments } from "../api/get-my-tournaments";
import { PoolFigures, PrizeSummary } from "../components/prize-summary";
import { backersAttending, splitRegistrations } from "../components/registrants";
import { AlternateList, alternatesWaiting } from "../components/alternate-list";
import { CoreFacts, SeatsBar } from "../components/tournament-facts";
import { TournamentStatusBadge } from "../components/status-badge";
import { lazyDialog } from "@client/lib/lazy-dialog";
import { EventResults } from "@client/features/live";
import { MySeriesSection, SeriesLink } from "@client/features/series";

// the edit form (react-hook-form, the tournament rules in zod) loads when a sponsor first opens it
const EditTournamentDialog = lazyDialog(() => import("../components/edit-tournament-dialog").then((m) => m.EditTournamentDialog));

/** Who a cancel notifies before the start: every player registered and every backer who RSVP'd. */
function whoIsTold(t: Tournament): string {
  const { players, rsvps } = splitRegistrations(t);
  const parts = [
    players.length > 0 ? `${players.length} registered ${players.length === 1 ? "player" : "players"}` : "",
    rsvps.length > 0 ? backersAttending(rsvps.length) : "",
  ].filter(Boolean);
  return parts.length > 0 ? `; ${parts.join(" and ")} will see it is off` : "";
}

/** Registrants by the name the host deals with them by (their username when they gave no name), with the date. */
function RegistrantList({ list, label }: { list: TournamentRegistration[]; label: string }) {
  return (
    <ul className="divide-y rounded-md border text-sm" aria-label={label}>
      {list.map((r, i) => (
        <li key={`${r.registeredAt}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="min-w-0 truncate font-medium" title={r.playerName}>
            {r.playerName}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatDate(r.registeredAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function CancelTournamentDialog({ tournament, onClose }: { tournament: Tournament | null; onClose: () => void }) {
  const cancel = useCancelTournament();
  return (
    <ConfirmDialog
      open={!!tournament}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this tournament?"
      description={
        tournament?.status === "active" ? (
          <>
            {tournament.name} is under way: its clock stops here and its results so far stand. Campaigns staking it that the clock has not settled are cancelled
            and their backers refunded. This cannot be undone.
          </>
        ) : (
          <>
            {tournament?.name} will be removed from the tournament list and nobody can register any more
            {tournament ? whoIsTold(tournament) : ""}. Campaigns staking it are cancelled and their backers refunded. This cannot be undone.
          </>
        )
      }
      cancelLabel="Keep Tournament"
      action={
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() =>
            tournament &&
            cancel.mutate(tournament.id, {
              onSuccess: () => {
                toast({ title: "Tournament Cancelled", description: `${tournament.name} has been cancelled.` });
                onClose();
              },
              onError: (err) => toast({ title: "Cancellation Failed", description: errorMessage(err), variant: "destructive" }),
            })
          }
        >
          {cancel.isPending ? "Cancelling..." : "Cancel Tournament"}
        </Button>
      }
    />
  );
}

/** The clock and spectator links while the event can run, edit while it can be changed, and cancel. */
function SponsorActions({ tournament: t, onEdit, onCancel }: { tournament: Tournament; onEdit: () => void; onCancel: () => void }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {t.status !== "cancelled" && t.status !== "completed" && (
        <Button asChild>
          <Link href={paths.tournamentControl(t.id)}>
            {/* a multi-flight event's own clock is its Day 2 (decision 242) */}
            <Timer /> {t.flights ? "Run Day 2 Clock" : "Run Live Clock"}
          </Link>
        </Button>
      )}
      {t.status !== "cancelled" && (
        <Button variant="outline" asChild>
          <Link href={paths.tournamentView(t.id)}>
            <Eye /> Spectator View
          </Link>
        </Button>
      )}
      {canManage(t) && (
        <Button variant="outline" onClick={onEdit}>
          <Pencil /> Edit
        </Button>
      )}
      {/* a live event can be called off too: its unsettled backers are refunded instead of waiting forever */}
      {(canManage(t) || t.status === "active") && (
        <Button variant="ghost" className="text-red-400 hover:text-red-300" onClick={onCancel}>
          <XCircle /> Cancel Tournament
        </Button>
      )}
    </div>
  );
}

function SponsorTournamentCard({ tournament: t, onEdit, onCancel }: { tournament: Tournament; onEdit: () => void; onCancel: () => void }) {
  const [showAll, setShowAll] = useState(false);
  // players take the seats; investors' RSVPs are listed apart and take none
  const { players, rsvps } = splitRegistrations(t);
  const shown = showAll ? players : players.slice(0, 5);
  return (
    <Card data-testid="my-tournament" aria-label={t.name} role="article">
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0 break-words">{t.name}</CardTitle>
          <TournamentStatusBadge status={t.status} className="shrink-0" />
        </div>
        <SeriesLink series={t.series} />
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <CoreFacts tournament={t} />
        </dl>
        <SeatsBar tournament={t} label="Players registered" />
        {/* a finished event shows what its clock paid (the deal's amounts, bounties), not the planned table beside it,
            with its console and its results export */}
        {t.status === "completed" ? (
          <>
            <p data-testid="pool-line">
              <PoolFigures tournament={t} />
            </p>
            <EventResults tournamentId={t.id} />
          </>
        ) : (
          <PrizeSummary tournament={t} />
        )}
        <div>
          {players.length === 0 ? (
            <p className="text-sm text-muted-foreground">{rsvps.length === 0 ? "No registrations yet." : "No players registered yet."}</p>
          ) : (
            <RegistrantList list={shown} label={`Registrations for ${t.name}`} />
          )}
          {players.length > 5 && (
            <Button variant="link" className="h-auto px-0 pt-2" onClick={() => setShowAll((v) => !v)}>
              {showAll ? "Show fewer" : `Show all ${players.length} registrations`}
            </Button>
          )}
        </div>
        {rsvps.length > 0 && (
          <section className="space-y-2" aria-label={`Backers attending ${t.name}`}>
            <h3 className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{backersAttending(rsvps.length)}</span>
              <span className="text-xs text-muted-foreground">RSVPs take no seat</span>
            </h3>
            <RegistrantList list={rsvps} label={`RSVPs for ${t.name}`} />
          </section>
        )}
        {/* the alternate list in order (decision 236): a seat that comes free goes to the first */}
        {t.alternates.length > 0 && (
          <section className="space-y-2" aria-label={`Alternates for ${t.name}`}>
            <h3 className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium">{alternatesWaiting(t.alternates.length)}</span>
              <span className="text-xs text-muted-foreground">Seated in order as seats come free</span>
            </h3>
            <AlternateList alternates={t.alternates} label={`Alternate list for ${t.name}`} />
          </section>
        )}
        {/* a multi-flight event (decision 242): each flight's console; the event's own clock is Day 2 */}
        <EventFlights tournament={t} role="sponsor" isHost />
        <SponsorActions tournament={t} onEdit={onEdit} onCancel={onCancel} />
      </CardContent>
    </Card>
  );
}

export default function MyTournamentsPage({ user }: PageProps) {
  const isSponsor = can(user.role, "hostTournaments");
  const { data, isLoading, error } = useMyTournaments(isSponsor);
  const [editId, setEditId] = useState<number | null>(null);
  const [cancelId, setCancelId] = useState<number | null>(null);
  const list = data ?? [];
  const editing = list.find((t) => t.id === editId) ?? null;
  const cancelling = list.find((t) => t.id === cancelId) ?? null;

  if (!isSponsor) {
    return (
      <div className="space-y-6">
        <PageHeader title="My Tournaments" />
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
            <Trophy className="h-10 w-10 text-muted-foreground" />
            <p className="font-semibold">Hosting tournaments is for sponsors</p>
            <p className="text-sm text-muted-foreground">Browse the sponsored tournaments you can register for instead.</p>
            <Button asChild>
              <Link href={paths.specialTournaments}>Special Tournaments</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="My Tournaments"
        subtitle="The tournaments you host, their registrations, and their live clocks."
        actions={
          <Button asChild>
            <Link href={paths.createTournament}>
              <Plus /> Create Tournament
            </Link>
          </Button>
        }
      />
      {isLoading ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : error ? (
        <Card>
          <CardContent className="p-10 text-center text-sm text-muted-foreground">{errorMessage(error)}</CardContent>
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-12 text-center">
            <Trophy className="h-10 w-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">No tournaments yet</h2>
            <p className="text-sm text-muted-foreground">Create your first sponsored tournament and players can start registering.</p>
            <Button asChild>
              <Link href={paths.createTournament}>
                <Plus /> Create Tournament
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-5 lg:grid-cols-2">
          {list.map((t) => (
            <SponsorTournamentCard key={t.id} tournament={t} onEdit={() => setEditId(t.id)} onCancel={() => setCancelId(t.id)} />
          ))}
        </div>
      )}
      {/* the sponsor's series (decision 231): each tournament joins one in its form */}
      <MySeriesSection />
      <EditTournamentDialog open={!!editing} tournament={editing} onClose={() => setEditId(null)} />
      <CancelTournamentDialog tournament={cancelling} onClose={() => setCancelId(null)} />
    </div>
  );
}
