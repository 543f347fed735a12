import type { Activity } from "@core/contracts/payouts";
import type { Tournament } from "@core/contracts/tournaments";
import type { LivePlayer } from "@core/live/schema/contracts";
import { ordinal } from "@core/live/prizes/prize-table";

/** What the sponsor's Recent Activity needs of an event's live clock (GET /api/live/{id}). */
export interface EventClock {
  startedAt: number | null;
  finishedAt: number | null;
  totalPlayers: number;
  players: Pick<LivePlayer, "name" | "position" | "isEliminated">[];
}

export type SponsorActivityKind = "registration" | "rsvp" | "started" | "finished" | "activity";

export interface SponsorActivityItem {
  key: string;
  kind: SponsorActivityKind;
  /** ISO time of the event */
  at: string;
  text: string;
}

/** How many results the card lists. */
export const SPONSOR_ACTIVITY_LIMIT = 8;
/** How many of the sponsor's started events have their clock read for starts and results. */
export const CLOCKS_READ = 5;

/** The started events whose clocks are read: live ones first, then the latest by date. */
export function eventsWithClocks(tournaments: readonly Tournament[]): Tournament[] {
  return tournaments
    .filter((t) => t.status === "active" || t.status === "completed")
    .sort((a, b) => (a.status === b.status ? `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`) : a.status === "active" ? -1 : 1))
    .slice(0, CLOCKS_READ);
}

/** "1st Ana Diaz, 2nd Bo Li, 3rd Cy Ng": the top three of a finished event, by finish position. */
export function podium(players: EventClock["players"]): string {
  return [...players]
    .sort((a, b) => a.position - b.position)
    .slice(0, 3)
    .map((p) => `${ordinal(p.position)} ${p.name}`)
    .join(", ");
}

/**
 * The sponsor's Recent Activity, newest first: who registered (or RSVP'd) for their events, when each event's clock
 * started and how it finished, among their own activity lines. Read from data that exists: the registrations of
 * GET /api/special-tournaments/my, the events' live clocks and GET /api/activities.
 */
export function sponsorActivity(
  tournaments: readonly Tournament[],
  clocks: ReadonlyMap<number, EventClock>,
  activities: readonly Activity[] = [],
  limit = SPONSOR_ACTIVITY_LIMIT,
): SponsorActivityItem[] {
  const items: SponsorActivityItem[] = [];
  for (const t of tournaments) {
    t.registrations.forEach((r, i) => {
      if (r.status !== "registered") return;
      const rsvp = r.userRole === "investor";
      items.push({
        key: `reg-${t.id}-${i}`,
        kind: rsvp ? "rsvp" : "registration",
        at: r.registeredAt,
        text: rsvp ? `${r.playerName} RSVP'd to ${t.name}` : `${r.playerName} registered for ${t.name}`,
      });
    });
    const clock = clocks.get(t.id);
    if (clock?.startedAt) {
      items.push({
        key: `start-${t.id}`,
        kind: "started",
        at: new Date(clock.startedAt).toISOString(),
        text: `${t.name} started with ${clock.totalPlayers} ${clock.totalPlayers === 1 ? "player" : "players"}`,
      });
    }
    if (clock?.finishedAt) {
      const top = podium(clock.players);
      items.push({
        key: `finish-${t.id}`,
        kind: "finished",
        at: new Date(clock.finishedAt).toISOString(),
        text: top ? `${t.name} finished: ${top}` : `${t.name} finished`,
      });
    }
  }
  for (const a of activities) items.push({ key: `act-${a.id}`, kind: "activity", at: a.createdAt, text: a.description });
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
