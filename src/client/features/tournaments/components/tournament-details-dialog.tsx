import { eventCalendarPath } from "@core/calendar-paths";
import { buyInWithFee } from "@core/buy-in-text";
import type { Tournament } from "@core/contracts/tournaments";
import { formatDate, formatInteger, formatLongDate } from "@core/format";
import { formatMoney } from "@core/money";
import type { Role } from "@core/roles";
import { ANONYMOUS_PLAYER, formatTerms, formatTime, sponsorLabel } from "@core/tournament-rules";
import type { ReactNode } from "react";
import { AddToCalendar } from "@client/components/add-to-calendar";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { MySeatLink } from "@client/features/live";
import { PrizeSummary } from "./prize-summary";
import { AlternateList } from "./alternate-list";
import { backersAttending, splitRegistrations } from "./registrants";
import { RegistrationActions } from "./registration-actions";
import { EventFlights } from "./event-flights";
import { TournamentStatusBadge } from "./status-badge";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <div className="text-sm">{children}</div>
    </section>
  );
}

/**
 * How the buy-in is paid (decision 216): at the venue, never on StakeLine (decision 050); in a PKO, the part of
 * it that is the bounty.
 */
function buyInTerms(t: Tournament): string {
  const bounty = t.bounty !== null ? ` (${formatMoney(t.bounty)} of it is the bounty)` : "";
  return `Paid at the venue${bounty}; StakeLine takes no money for seats.`;
}

/** The details dialog of tournaments §2. `tournament` is looked up from the live list so it stays current. */
export function TournamentDetailsDialog({ tournament: t, role, onClose }: { tournament: Tournament | null; role: Role | null; onClose: () => void }) {
  // investors' RSVPs take no seat: the players are listed, the backers attending only counted
  const { players, rsvps } = t ? splitRegistrations(t) : { players: [], rsvps: [] };
  return (
    <Dialog open={!!t} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        {t && (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{t.name}</DialogTitle>
              <div className="flex flex-wrap items-center gap-2 pt-1">
                <TournamentStatusBadge status={t.status} />
                <span className="text-sm text-muted-foreground">
                  {t.registeredPlayers}/{t.maxSeats} registered
                </span>
              </div>
              <DialogDescription className="whitespace-pre-line pt-1">{t.description || "No description provided."}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 sm:grid-cols-2">
              <Section title="Schedule">
                <p>{formatLongDate(t.date)}</p>
                <p className="text-muted-foreground">{formatTime(t.time)}</p>
                <AddToCalendar feedPath={eventCalendarPath(t.id)} className="pt-2" />
              </Section>
              <Section title="Location">{t.location}</Section>
              <Section title="Buy-in">
                <p data-testid="buy-in">{buyInWithFee(t.buyIn, t.fee)}</p>
                <p className="text-muted-foreground" data-testid="buy-in-terms">
                  {buyInTerms(t)}
                </p>
              </Section>
              <Section title="Prize Structure">
                <p className="whitespace-pre-line">{t.prizeStructure}</p>
              </Section>
              <Section title="Tournament Format">
                <p>{t.format}</p>
                <p className="text-muted-foreground">Blinds: {t.blindStructure}</p>
                <p className="text-muted-foreground">Starting chips: {formatInteger(t.startingChips)}</p>
                {formatTerms(t).map((term) => (
                  <p key={term.label} className="text-muted-foreground" data-testid="event-term">
                    {term.label}: {term.text}
                  </p>
                ))}
              </Section>
              <Section title="Sponsored By">{sponsorLabel(t.sponsorName)}</Section>
            </div>
            <Section title="Prize Pool">
              <PrizeSummary tournament={t} />
            </Section>
            <Section title={`Registered Players (${t.registeredPlayers})`}>
              {players.length === 0 ? (
                <p className="text-muted-foreground">No players registered yet.</p>
              ) : (
                <ul className="max-h-56 divide-y overflow-y-auto rounded-md border" aria-label="Registered players">
                  {players.map((r, i) => (
                    <li key={`${r.registeredAt}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span className="min-w-0 truncate font-medium" title={r.playerName || ANONYMOUS_PLAYER}>
                        {r.playerName || ANONYMOUS_PLAYER}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground">{formatDate(r.registeredAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {rsvps.length > 0 && (
                <p className="pt-2 text-muted-foreground" data-testid="backers-attending">
                  {backersAttending(rsvps.length)}
                </p>
              )}
            </Section>
            {/* who takes the next seat that comes free (decision 236) */}
            {t.alternates.length > 0 && (
              <Section title={`Alternates (${t.alternates.length})`}>
                <AlternateList alternates={t.alternates} label="Alternates" />
              </Section>
            )}
            {/* a registered player's own live page and its QR code (decision 164) */}
            {t.isRegistered && role === "player" && (t.status === "upcoming" || t.status === "active") && <MySeatLink tournamentId={t.id} />}
            {/* a multi-flight event's flights, each registered for on its own (decision 242) */}
            {t.flights ? (
              <Section title="Day 1 Flights">
                <EventFlights tournament={t} role={role} isHost={false} />
              </Section>
            ) : (
              <RegistrationActions tournament={t} role={role} className="flex flex-col gap-2 sm:flex-row sm:justify-end" />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
