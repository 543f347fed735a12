import type { Tournament, TournamentStatus } from "./contracts/tournaments";
import type { PayoutPlan } from "./live/schema/contracts";
import { percentToBasisPoints } from "./contracts/prize-percent";
import { livePrizeTable, prizeTableForPool } from "./live/prizes/event-prizes";
import { registeredFieldState } from "./live/prizes/prize-pool";
import type { PrizeRow } from "./live/prizes/prize-table";
import { centsToDecimal, formatMoney, toCents, type Cents } from "./money";
import { liveSatelliteOfResponse } from "./live/prizes/satellite-event";

/** A status's badge text from a list of them; a status not in it is "Unknown". */
function badgeLabel(labels: Record<string, string>, status: string): string {
  return Object.hasOwn(labels, status) ? labels[status] : "Unknown";
}

/** Special tournament badges (tournaments §4). Cancelled is ours: the spec has no cancel. */
export function tournamentBadgeLabel(status: TournamentStatus | string): string {
  return badgeLabel({ upcoming: "Upcoming", active: "Live", completed: "Completed", cancelled: "Cancelled" }, status);
}

/** Statuses of the public tournaments page (tournaments §3 "public tournament"); "registration_full" is ours. */
export type PublicTournamentStatus = "upcoming" | "registration_open" | "registration_full" | "in_progress" | "completed";

/** Public list badges (tournaments §4); a full event says so instead of Unknown. */
export function publicBadgeLabel(status: PublicTournamentStatus | string): string {
  return badgeLabel({ registration_open: "Open", in_progress: "Live", completed: "Finished", registration_full: "Full" }, status);
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

export type RegisterButtonState = "register" | "full" | "registered" | "alternate" | "closed";

/**
 * Which action a card shows: Register / RSVP, Register as Alternate (upcoming but full: a player joins the alternate
 * list, decision 236), the Registered tick, the caller's alternate number, or nothing once the tournament is no longer
 * upcoming.
 */
export function registerButtonState(
  t: Pick<Tournament, "status" | "registeredPlayers" | "maxSeats" | "isRegistered"> & Partial<Pick<Tournament, "alternate">>,
): RegisterButtonState {
  if (t.status === "cancelled") return "closed";
  if (t.isRegistered) return "registered";
  if (t.alternate != null && (t.status === "upcoming" || t.status === "active")) return "alternate";
  if (t.status !== "upcoming") return "closed";
  return isFull(t) ? "full" : "register";
}

/** "Alternate #3": how every screen names a place on the alternate list (decision 236). */
export const alternateLabel = (n: number) => `Alternate #${n}`;

/** The number a player registering now would get: one past the last waiting (numbers are never given twice while held). */
export function nextAlternateNumber(t: Pick<Tournament, "alternates">): number {
  return t.alternates.reduce((max, a) => Math.max(max, a.alternate), 0) + 1;
}

/** An alternate may leave the list while they wait: before the start, and after it until they are seated or dropped. */
export function canWithdrawAlternate(t: Pick<Tournament, "status" | "alternate">): boolean {
  return t.alternate !== null && (t.status === "upcoming" || t.status === "active");
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
 * The four stat cards (tournaments §2): upcoming count, the prize pools, sum of registeredPlayers, and how many the
 * user is registered for; cancelled events count for nothing. The spec's "sum of buyIn x registeredPlayers" is the
 * sum of the pools the clocks pay (decision 216): each event's prizePool, bounties out and guarantees in as the
 * clock has them, so the card agrees with every event's own figure.
 */
export function tournamentStats(list: ReadonlyArray<Pick<Tournament, "status" | "prizePool" | "registeredPlayers" | "isRegistered">>): TournamentStats {
  let pool = 0;
  let players = 0;
  let available = 0;
  let mine = 0;
  for (const t of list) {
    // a cancelled event (still shown to those who held a seat) has no pool and no seats
    if (t.status === "cancelled") continue;
    pool += toCents(t.prizePool) ?? 0;
    players += t.registeredPlayers;
    if (t.status === "upcoming") available += 1;
    if (t.isRegistered) mine += 1;
  }
  return { availableTournaments: available, totalPrizePool: centsToDecimal(pool), registeredPlayers: players, yourRegistrations: mine };
}

/** Upcoming tournaments with seats left, soonest first: the public page's featured events. */
export function featuredTournaments<T extends Pick<Tournament, "status" | "registeredPlayers" | "maxSeats" | "date" | "time">>(
  list: readonly T[],
  count = 3,
): T[] {
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
 * The table a sponsor's event would pay for `entrants` players before the start: the same rule as the clock
 * (livePrizeTable on the registered field, bounties out of the pool), so the form's preview and the details show
 * what settlement will pay.
 */
export function eventPrizeTable(
  entrants: number,
  buyInCents: Cents,
  guaranteeCents: Cents | null,
  basisPoints: number[] | null,
  payoutPlan: PayoutPlan | null = null,
  bountyCents: Cents | null = null,
): PrizeRow[] {
  const field = registeredFieldState(entrants, { buyInCents, bountyCents, guaranteedPrizePoolCents: guaranteeCents });
  return livePrizeTable({ ...field, prizeBasisPoints: basisPoints, payoutPlan });
}

/** The basis points behind a tournament's own percentages (sent as exact 2-decimal numbers), or null. */
export function basisPointsOf(t: Pick<Tournament, "prizePercentages">): number[] | null {
  return t.prizePercentages?.map((p) => percentToBasisPoints(p) ?? 0) ?? null;
}

/** A tournament's prizes as every screen shows them: the pool the clock pays, the bounties apart, and the table. */
export interface TournamentPrizes {
  poolCents: Cents;
  /** the bounty money on heads (PKO), never part of the pool; null: no bounties */
  bountyPoolCents: Cents | null;
  rows: PrizeRow[];
}

/**
 * One prize pool (decision 216) for a tournament as the API returns it, before or after the start: its prizePool
 * and bountyPool (the server's eventPools, the clock's own rule) and the table the clock pays out of that pool for its
 * field (livePrizeTable's rule). The details, the registration dialog, My Tournaments and the cards read this.
 */
export function tournamentPrizes(
  t: Pick<Tournament, "prizePool" | "bountyPool" | "entrants" | "buyIn" | "prizePercentages" | "payoutPlan"> &
    Partial<Pick<Tournament, "satellite" | "flights">>,
): TournamentPrizes {
  const poolCents = toCents(t.prizePool) ?? 0;
  const rows = prizeTableForPool(poolCents, {
    kind: "sponsor",
    totalPlayers: t.entrants,
    buyInCents: toCents(t.buyIn) ?? 0,
    prizeBasisPoints: basisPointsOf(t),
    payoutPlan: t.payoutPlan,
    // a satellite's seats and cash (decision 240), as its clock will pay them
    satellite: liveSatelliteOfResponse(t.satellite ?? null),
    // a multi-flight event (decision 242): its flights' entries size the table, at most one place per Day-2 player
    flightEntries: t.flights ? t.flights.reduce((sum, f) => sum + f.entries, 0) : null,
  });
  return { poolCents, bountyPoolCents: t.bountyPool === null ? null : (toCents(t.bountyPool) ?? 0), rows };
}

/**
 * The terms beyond the buy-in a card and the details name (decision 216): rebuys or re-entries, the add-on and
 * the bounty, each only where the event has them.
 */
export function formatTerms(t: Pick<Tournament, "rebuys" | "addOn" | "bounty">): { label: string; text: string }[] {
  const chips = (n: number) => n.toLocaleString("en-US");
  const out: { label: string; text: string }[] = [];
  if (t.rebuys) {
    const reentry = t.rebuys.kind === "reentry";
    out.push({
      label: reentry ? "Re-entries" : "Rebuys",
      text: `${formatMoney(t.rebuys.price)} for ${chips(t.rebuys.chips)} chips, up to ${t.rebuys.maxPerPlayer} each, through level ${t.rebuys.untilLevel}`,
    });
  }
  if (t.addOn) {
    const period = t.rebuys?.kind === "reentry" ? "re-entry" : "rebuy";
    out.push({ label: "Add-on", text: `${formatMoney(t.addOn.price)} for ${chips(t.addOn.chips)} chips at the end of the ${period} period` });
  }
  if (t.bounty !== null && (toCents(t.bounty) ?? 0) > 0) {
    out.push({
      label: "Bounty",
      text: `${formatMoney(t.bounty)} of each buy-in on the player's head (PKO): a knockout pays half in cash, half onto the winner's head`,
    });
  }
  return out;
}
