import type { Tournament, TournamentStatus } from "./contracts/tournaments";
import type { PayoutPlan } from "./live/contracts";
import { livePrizeTable } from "./live/event-prizes";
import type { PrizeRow } from "./live/prize-table";
import { centsToDecimal, toCents, type Cents } from "./money";

/** Special tournament badges (tournaments §4). Cancelled is ours: the spec has no cancel. */
export function tournamentBadgeLabel(status: TournamentStatus | string): string {
  switch (status) {
    case "upcoming":
      return "Upcoming";
    case "active":
      return "Live";
    case "completed":
      return "Completed";
    case "cancelled":
      return "Cancelled";
    default:
      return "Unknown";
  }
}

/** Statuses of the public tournaments page (tournaments §3 "public tournament"); "registration_full" is ours. */
export type PublicTournamentStatus = "upcoming" | "registration_open" | "registration_full" | "in_progress" | "completed";

/** Public list badges (tournaments §4); a full event says so instead of Unknown. */
export function publicBadgeLabel(status: PublicTournamentStatus | string): string {
  switch (status) {
    case "registration_open":
      return "Open";
    case "in_progress":
      return "Live";
    case "completed":
      return "Finished";
    case "registration_full":
      return "Full";
    default:
      return "Unknown";
  }
}

/** How a real special tournament shows on the public page. */
export function publicStatusOf(t: Pick<Tournament, "status" | "registeredPlayers" | "maxSeats">): PublicTournamentStatus | "cancelled" {
  switch (t.status) {
    case "upcoming":
      return t.registeredPlayers < t.maxSeats ? "registration_open" : "registration_full";
    case "active":
      return "in_progress";
    case "completed":
      return "completed";
    default:
      return "cancelled";
  }
}

export function isFull(t: Pick<Tournament, "registeredPlayers" | "maxSeats">): boolean {
  return t.registeredPlayers >= t.maxSeats;
}

/** How full the tournament is, for its seat bar: a whole percentage, capped at 100, 0 without seats. */
export function seatsFilledPercent(t: Pick<Tournament, "registeredPlayers" | "maxSeats">): number {
  return t.maxSeats > 0 ? Math.min(100, Math.round((t.registeredPlayers / t.maxSeats) * 100)) : 0;
}

/** A registered user may give up the seat until the tournament starts. */
export function canCancelRegistration(t: Pick<Tournament, "status" | "isRegistered">): boolean {
  return t.status === "upcoming" && t.isRegistered;
}

/** Sponsors edit or cancel their tournament only before it starts. */
export function canManage(t: Pick<Tournament, "status">): boolean {
  return t.status === "upcoming";
}

export type RegisterButtonState = "register" | "full" | "registered" | "closed";

/**
 * Which action a card shows: Register / RSVP, a disabled Full (upcoming but full), the Registered tick,
 * or nothing once the tournament is no longer upcoming.
 */
export function registerButtonState(t: Pick<Tournament, "status" | "registeredPlayers" | "maxSeats" | "isRegistered">): RegisterButtonState {
  if (t.status === "cancelled") return "closed";
  if (t.isRegistered) return "registered";
  if (t.status !== "upcoming") return "closed";
  return isFull(t) ? "full" : "register";
}

/** The register button's label: players register, investors RSVP. */
export function registerLabel(role: string | null | undefined): string {
  return role === "investor" ? "RSVP" : "Register";
}

export const ANONYMOUS_PLAYER = "Anonymous Player";
export const SPONSOR_FALLBACK = "Premium Poker Sponsor";

/** A registrant's public name: first and last name, else first name, else "Anonymous Player". */
export function registrantName(user: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  const first = (user?.firstName ?? "").trim();
  const last = (user?.lastName ?? "").trim();
  if (first && last) return `${first} ${last}`;
  return first || ANONYMOUS_PLAYER;
}

export function sponsorLabel(name: string | null | undefined): string {
  return name?.trim() || SPONSOR_FALLBACK;
}

export interface TournamentStats {
  availableTournaments: number;
  /** decimal string, exact */
  totalPrizePool: string;
  registeredPlayers: number;
  yourRegistrations: number;
}

/**
 * The four stat cards (tournaments §2): upcoming count, sum of buyIn x registeredPlayers,
 * sum of registeredPlayers, and how many the user is registered for; cancelled events count for nothing.
 */
export function tournamentStats(list: ReadonlyArray<Pick<Tournament, "status" | "buyIn" | "registeredPlayers" | "isRegistered">>): TournamentStats {
  let pool = 0;
  let players = 0;
  let available = 0;
  let mine = 0;
  for (const t of list) {
    // a cancelled event (still shown to those who held a seat) has no pool and no seats
    if (t.status === "cancelled") continue;
    pool += (toCents(t.buyIn) ?? 0) * t.registeredPlayers;
    players += t.registeredPlayers;
    if (t.status === "upcoming") available += 1;
    if (t.isRegistered) mine += 1;
  }
  return { availableTournaments: available, totalPrizePool: centsToDecimal(pool), registeredPlayers: players, yourRegistrations: mine };
}

/** Upcoming tournaments with seats left, soonest first: the public page's featured events. */
export function featuredTournaments<T extends Pick<Tournament, "status" | "registeredPlayers" | "maxSeats" | "date" | "time">>(list: readonly T[], count = 3): T[] {
  return list
    .filter((t) => t.status === "upcoming" && !isFull(t))
    .sort((a, b) => `${a.date}T${a.time}`.localeCompare(`${b.date}T${b.time}`))
    .slice(0, count);
}

/** Search on the public page: name, location, format or sponsor. */
export function matchesSearch(t: Pick<Tournament, "name" | "location" | "format" | "sponsorName" | "description">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [t.name, t.location, t.format, t.sponsorName ?? "", t.description].some((f) => f.toLowerCase().includes(q));
}

/** "18:30" -> "6:30 PM"; anything else is shown as typed. */
export function formatTime(time: string): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  const suffix = h >= 12 ? "PM" : "AM";
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${suffix}`;
}

/** Badge colour per status, shared by every tournaments screen. */
export function tournamentBadgeTone(status: string): "success" | "info" | "secondary" | "destructive" | "warning" {
  switch (status) {
    case "upcoming":
    case "registration_open":
      return "info";
    case "active":
    case "in_progress":
      return "success";
    case "cancelled":
      return "destructive";
    case "registration_full":
      return "warning";
    default:
      return "secondary";
  }
}

/**
 * The table a sponsor's event would pay for `entrants` players: the same rule as the clock (livePrizeTable),
 * so the form's preview and the details show what settlement will pay.
 */
export function eventPrizeTable(entrants: number, buyInCents: Cents, guaranteeCents: Cents | null, basisPoints: number[] | null, payoutPlan: PayoutPlan | null = null): PrizeRow[] {
  return livePrizeTable({ kind: "sponsor", totalPlayers: entrants, buyInCents, payoutPercent: 100, guaranteedPrizePoolCents: guaranteeCents, prizeBasisPoints: basisPoints, payoutPlan });
}
