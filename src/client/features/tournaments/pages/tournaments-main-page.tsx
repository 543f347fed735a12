import type { Tournament } from "@core/contracts/tournaments";
import { formatDate, formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import {
  featuredTournaments,
  formatTerms,
  formatTime,
  matchesSearch,
  publicBadgeLabel,
  publicStatusOf,
  seatsFilledPercent,
  sponsorLabel,
  tournamentBadgeTone,
} from "@core/tournament-rules";
import { Calendar, MapPin, Sparkles, Trophy, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { SiteFrame } from "@client/components/layout/site-frame";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { JoinCallout } from "@client/components/join-callout";
import { SearchField } from "@client/components/search-field";
import { Card, CardContent } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { SkeletonList } from "@client/components/skeleton-list";
import { authLink, paths } from "@client/lib/routes";
import { useAuth } from "@client/lib/auth/use-auth";
import { DemoClockCallout } from "@client/features/landing";
import { SeriesLink, SeriesSection } from "@client/features/series";
import { useDeferredData } from "@client/lib/use-deferred-data";
import { useTournaments } from "../api/get-tournaments";

/** Buy-in, prize pool (a PKO's bounties named apart), start and location. */
function TournamentFacts({ t }: { t: Tournament }) {
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div>
        <dt className="text-xs text-muted-foreground">Buy-in</dt>
        <dd className="font-semibold">{formatMoney(t.buyIn)}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Prize Pool</dt>
        <dd className="font-semibold text-primary" data-testid="prize-pool">
          {formatMoney(t.prizePool)}
        </dd>
        {/* the pool the clock pays; a PKO's bounties named apart (decision 216) */}
        {t.bountyPool !== null && (
          <dd className="text-xs text-muted-foreground">
            <span className="font-semibold text-foreground" data-testid="bounty-pool">
              {formatMoney(t.bountyPool)}
            </span>{" "}
            in bounties
          </dd>
        )}
      </div>
      <div>
        <dt className="flex items-center gap-1 text-xs text-muted-foreground">
          <Calendar className="h-3.5 w-3.5" /> Starts
        </dt>
        <dd className="font-medium">
          {formatDate(t.date)}, {formatTime(t.time)}
        </dd>
      </div>
      <div>
        <dt className="flex items-center gap-1 text-xs text-muted-foreground">
          <MapPin className="h-3.5 w-3.5" /> Location
        </dt>
        <dd className="break-words font-medium">{t.location}</dd>
      </div>
    </dl>
  );
}

function SeatsTaken({ t }: { t: Tournament }) {
  const pct = seatsFilledPercent(t);
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <Users className="h-3.5 w-3.5" /> Players
        </span>
        <span className="font-semibold text-foreground">
          {formatInteger(t.registeredPlayers)}/{formatInteger(t.maxSeats)}
        </span>
      </div>
      <Progress value={pct} aria-label={`${t.registeredPlayers} of ${t.maxSeats} seats taken`} />
    </div>
  );
}

/** Register to Play while registration is open, Watch Live once it runs, else View Details. */
function CardAction({ t, status, signedIn }: { t: Tournament; status: ReturnType<typeof publicStatusOf>; signedIn: boolean }) {
  return status === "registration_open" ? (
    <Button asChild className="w-full">
      <Link href={signedIn ? paths.specialTournaments : authLink("player")}>Register to Play</Link>
    </Button>
  ) : status === "in_progress" ? (
    <Button asChild variant="outline" className="w-full">
      <Link href={paths.tournamentView(t.id)}>Watch Live</Link>
    </Button>
  ) : (
    <Button asChild variant="outline" className="w-full">
      <Link href={signedIn ? paths.specialTournaments : authLink("player")}>View Details</Link>
    </Button>
  );
}

function PublicTournamentCard({ tournament: t, signedIn }: { tournament: Tournament; signedIn: boolean }) {
  const status = publicStatusOf(t);
  return (
    <Card className="flex flex-col overflow-hidden" role="article" aria-label={t.name}>
      <div className="relative h-20 bg-gradient-to-br from-amber-500/25 via-emerald-700/20 to-transparent">
        <Badge variant={tournamentBadgeTone(status)} className="absolute left-4 top-4">
          {publicBadgeLabel(status)}
        </Badge>
        <Trophy className="absolute bottom-3 right-4 h-9 w-9 text-white/15" />
      </div>
      <CardContent className="flex flex-1 flex-col gap-4 pt-4">
        <div>
          <h3 className="break-words text-lg font-bold">{t.name}</h3>
          <p className="text-xs text-muted-foreground">Sponsored by {sponsorLabel(t.sponsorName)}</p>
          <SeriesLink series={t.series} />
          {t.description && <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{t.description}</p>}
        </div>
        <TournamentFacts t={t} />
        <p className="text-xs text-muted-foreground">
          {t.format} · {t.blindStructure}
        </p>
        {/* rebuys, add-on and bounty where the event has them (decision 216) */}
        {formatTerms(t).length > 0 && (
          <ul className="space-y-0.5 text-xs text-muted-foreground" aria-label={`Terms of ${t.name}`}>
            {formatTerms(t).map((term) => (
              <li key={term.label} data-testid="event-term">
                <span className="font-medium text-foreground">{term.label}:</span> {term.text}
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground" data-testid="buy-in-at-venue">
          Buy-in paid at the venue; registering takes a seat.
        </p>
        <SeatsTaken t={t} />
        <div className="mt-auto flex flex-col gap-2">
          <CardAction t={t} status={status} signedIn={signedIn} />
        </div>
      </CardContent>
    </Card>
  );
}

function TournamentCards({ tournaments, signedIn, className }: { tournaments: Tournament[]; signedIn: boolean; className: string }) {
  return (
    <div className={className}>
      {tournaments.map((t) => (
        <PublicTournamentCard key={t.id} tournament={t} signedIn={signedIn} />
      ))}
    </div>
  );
}

function SearchResults({ results, signedIn, onClear }: { results: Tournament[]; signedIn: boolean; onClear: () => void }) {
  return (
    <section aria-labelledby="results-heading" className="space-y-5">
      <h2 id="results-heading" className="text-2xl font-bold">
        Search Results ({results.length})
      </h2>
      {results.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
            <p className="font-semibold">No tournaments match your search</p>
            <Button variant="outline" onClick={onClear}>
              Clear Search
            </Button>
          </CardContent>
        </Card>
      ) : (
        <TournamentCards className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" tournaments={results} signedIn={signedIn} />
      )}
    </section>
  );
}

/** The next events with open seats, skeletons until they are in. */
function FeaturedEvents({ shown, signedIn }: { shown: Tournament[] | null; signedIn: boolean }) {
  return (
    <section aria-labelledby="featured-heading" className="space-y-5">
      <div>
        <h2 id="featured-heading" className="text-2xl font-bold">
          Featured Upcoming Events
        </h2>
        <p className="text-sm text-muted-foreground">The next sponsored tournaments with seats still open.</p>
      </div>
      {shown === null ? (
        <SkeletonList count={3} className="grid gap-5 md:grid-cols-3" itemClassName="h-96" />
      ) : shown.length === 0 ? (
        <Card>
          <CardContent className="p-10 text-center text-muted-foreground">No upcoming events have open seats right now. Check back soon.</CardContent>
        </Card>
      ) : (
        <TournamentCards className="grid gap-5 md:grid-cols-3" tournaments={shown} signedIn={signedIn} />
      )}
    </section>
  );
}

function SeatWaiting() {
  return (
    <JoinCallout
      title="Your seat is waiting"
      text="Players register for events, investors RSVP to follow their players, and sponsors host the action."
      buttons={[
        ["player", undefined],
        ["investor", "secondary"],
        ["sponsor", "outline"],
      ]}
    />
  );
}

export default function TournamentsMainPage() {
  const { user, isLoading: authLoading } = useAuth();
  const tournaments = useTournaments();
  // the cards' links depend on being signed in: wait for the sign-in check too, so no link points the wrong way
  const isLoading = tournaments.isLoading || authLoading;
  const data = tournaments.data;
  const [query, setQuery] = useState("");
  const list = useMemo(() => data ?? [], [data]);
  const featured = useMemo(() => featuredTournaments(list, 3), [list]);
  const results = useMemo(() => list.filter((t) => matchesSearch(t, query)), [list, query]);
  const searching = query.trim() !== "";
  // the featured cards render in slices once everything they need is in (lib/use-deferred-data.ts)
  const shownFeatured = useDeferredData(featured, !isLoading);

  return (
    // signed in, the page sits in the signed-in layout like every other page they open (decision 143)
    <SiteFrame>
      <div className="space-y-12 py-2">
        <section className="text-center">
          <Badge variant="outline" className="mb-4 border-primary/40 bg-primary/10 text-primary">
            <Sparkles className="h-3.5 w-3.5" /> Sponsored events
          </Badge>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">
            <span className="gold-text">Poker Tournaments</span>
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">
            Sponsored tournaments hosted on StakeLine: find an event, take a seat, and play for a real prize pool.
          </p>
          <SearchField
            className="relative mx-auto mt-8 max-w-xl"
            inputClassName="h-12 pl-10"
            label="Search tournaments"
            placeholder="Search by name, location, format or sponsor"
            value={query}
            onChange={setQuery}
            keepFocusAs="tournaments-main-search"
          />
        </section>

        {searching ? (
          <SearchResults results={results} signedIn={!!user} onClear={() => setQuery("")} />
        ) : (
          <FeaturedEvents shown={shownFeatured} signedIn={!!user} />
        )}

        {/* festivals of sponsored events, each with its schedule by day (decision 231) */}
        <SeriesSection />

        <DemoClockCallout />

        <SeatWaiting />
      </div>
    </SiteFrame>
  );
}
