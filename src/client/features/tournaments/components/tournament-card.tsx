import type { Tournament } from "@core/contracts/tournaments";
import type { Role } from "@core/roles";
import { sponsorLabel } from "@core/tournament-rules";
import { Medal, Trophy } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { SeriesLink } from "@client/features/series";
import { OfferSwapButton } from "@client/features/swaps";
import { backersAttending, splitRegistrations } from "./registrants";
import { alternatesWaiting } from "./alternate-list";
import { RegistrationActions } from "./registration-actions";
import { TournamentStatusBadge } from "./status-badge";
import { PoolFigures } from "./prize-summary";
import { CoreFacts, Fact, SeatsBar } from "./tournament-facts";

// Day-2 resale (decision 170): only a player's seat in a running multi-day event asks for it
const DayTwoOffer = lazy(() => import("./day-two-offer").then((m) => ({ default: m.DayTwoOffer })));

/**
 * Whether a player's card asks for a Day-2 offer: their seat in a running multi-day event between days, or a
 * multi-flight event whose flights have all started and whose Day 2 has not (decision 242: its players hold a seat in
 * a flight, so the offer itself says whether they advanced).
 */
const sellsDayTwo = (t: Tournament) =>
  (t.isRegistered && t.status === "active" && (t.days?.length ?? 0) > 1 && !t.flightOf) ||
  (t.status === "upcoming" && (t.flights?.length ?? 0) > 0 && t.flights!.every((f) => f.status !== "upcoming"));

/** One special tournament with every field and its actions (tournaments §2). */
export function TournamentCard({ tournament: t, role, onDetails }: { tournament: Tournament; role: Role | null; onDetails: () => void }) {
  const rsvps = splitRegistrations(t).rsvps.length;
  return (
    <Card className="flex flex-col" data-testid="tournament-card" aria-label={t.name} role="article">
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0 break-words">{t.name}</CardTitle>
          <TournamentStatusBadge status={t.status} className="shrink-0" />
        </div>
        <SeriesLink series={t.series} />
        {t.description && <p className="line-clamp-2 text-sm text-muted-foreground">{t.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <CoreFacts tournament={t} />
          {/* the pool the clock pays, bounties named apart (decision 216) */}
          <Fact icon={<Trophy />} label="Prize Pool" wide>
            <PoolFigures tournament={t} />
          </Fact>
          <Fact icon={<Medal />} label="Sponsor">
            {sponsorLabel(t.sponsorName)}
          </Fact>
        </dl>
        <div className="space-y-1">
          <SeatsBar tournament={t} label="Registered" testId="seat-count" />
          {/* RSVPs take no seat: counted apart from the players */}
          {rsvps > 0 && (
            <p className="text-xs text-muted-foreground" data-testid="backers-attending">
              {backersAttending(rsvps)}
            </p>
          )}
          {/* the alternate list (decision 236): never seats, counted apart */}
          {t.alternates.length > 0 && (
            <p className="text-xs text-muted-foreground" data-testid="alternates-waiting">
              {alternatesWaiting(t.alternates.length)}
            </p>
          )}
        </div>
        {t.status === "cancelled" && <p className="text-sm text-red-400">The sponsor cancelled this tournament.</p>}
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {/* a multi-flight event's players register for a flight (decision 242): its flights are in View Details */}
          {!t.flights && <RegistrationActions tournament={t} role={role} className="flex flex-col gap-2 sm:flex-row" />}
          <OfferSwapButton tournament={t} role={role} />
          {role === "player" && sellsDayTwo(t) && (
            <Suspense fallback={null}>
              <DayTwoOffer tournament={t} />
            </Suspense>
          )}
          <Button variant="outline" onClick={onDetails} className="w-full sm:w-auto">
            View Details
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
