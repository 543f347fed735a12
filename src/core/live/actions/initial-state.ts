import { eventSchedule, levelMs } from "../clock/schedule";
import type { AddOnRules, LivePlayer, LiveStoredState, PayoutPlan, RebuyRules, StructureRow } from "../schema/contracts";
import { DEMO_BUY_IN_CENTS, DEMO_PAYOUT_PERCENT } from "../prizes/prize-table";
import { unrevokedVersion } from "../seating/seat-view-versions";
import type { LiveSatellite } from "../schema/satellite-state";

export const DEMO_ID = "demo";
export const DEMO_NAME = "Weekly High Roller Tournament";
/** §9: the starting stack assumed for big-blind multiples, and the demo players' stacks. */
export const DEMO_STARTING_STACK = 25_000;
export const SEATS_PER_TABLE = 9;

/** The demo's 8 sample players (§9 "Demo data"). */
export const DEMO_PLAYER_NAMES = [
  "Alex Chen",
  "Maria Santos",
  "James Wilson",
  "Sarah Johnson",
  "Mike Rodriguez",
  "Emma Thompson",
  "David Kim",
  "Lisa Anderson",
];

/** Spreads players over as few 9-seat tables as hold them, filling tables evenly. */
export function seat(index: number, count: number): { tableNumber: number; seatNumber: number } {
  const tables = Math.max(1, Math.ceil(count / SEATS_PER_TABLE));
  return { tableNumber: (index % tables) + 1, seatNumber: Math.floor(index / tables) + 1 };
}

/**
 * The name every display shows for a registered entrant (decision 212): their public name, the one
 * their player page goes by (the name they gave, else their username), so the displays, the moves, the results and
 * the console agree. A player who chose in Profile to appear as "Player N" is "Player <their seat order>" on every
 * public screen; their own phone, the console (knownAsName, GET /api/live/:id/names) and their backers still name
 * them. Never the e-mail nor the verified legal name: live views are public.
 */
export function publicEntrantName(
  u: { firstName?: string | null; lastName?: string | null; username?: string | null; appearAsPlayerNumber?: boolean | null },
  position: number,
): string {
  const placeholder = `Player ${position}`;
  if (u.appearAsPlayerNumber) return placeholder;
  const name = [u.firstName?.trim(), u.lastName?.trim()].filter(Boolean).join(" ") || u.username?.trim();
  return name || placeholder;
}

/** Whether a stored entrant name is publicEntrantName's placeholder (a registrant who gave no name). */
export function isPlaceholderEntrantName(name: string): boolean {
  return /^Player \d+$/.test(name);
}

/** One seat-taker: a registered user (userId) or a walk-in / demo player (no userId). */
export interface Entrant {
  id: string;
  name: string;
  userId?: number | null;
}

export function seatedPlayers(entrants: ReadonlyArray<Entrant>, startingChips: number, bountyCents: number | null = null): LivePlayer[] {
  return entrants.map((e, i) => ({
    id: e.id,
    name: e.name,
    chips: startingChips,
    position: i + 1,
    ...seat(i, entrants.length),
    isEliminated: false,
    status: startingChips > 0 ? ("active" as const) : ("inactive" as const),
    userId: e.userId ?? null,
    bountyCents: bountyCents ?? 0,
    bountyWonCents: 0,
    eliminatedBy: null,
    viewVersion: 0,
  }));
}

interface NewTournament {
  tournamentId: string;
  /** the event's tables (decision 164); the demo's defaults without */
  seating?: { seatsPerTable: number; tableThreshold: number };
  /** a multi-day event's day names (decision 170) */
  days?: string[] | null;
  name: string;
  kind: LiveStoredState["kind"];
  entrants: ReadonlyArray<Entrant>;
  startingChips: number;
  buyInCents: number;
  payoutPercent: number;
  guaranteedPrizePoolCents?: number | null;
  prizeBasisPoints?: number[] | null;
  /** the event's format (decision 160); each absent or null: not used */
  format?: Partial<EventFormat>;
  /** a satellite's terms (decision 240); absent or null: cash prizes */
  satellite?: LiveSatellite | null;
}

/** What a sponsor sets about how their event runs (decision 160), copied into the clock's state. */
export interface EventFormat {
  structure: StructureRow[] | null;
  chipSet: number[] | null;
  rebuys: RebuyRules | null;
  addOn: AddOnRules | null;
  bountyCents: number | null;
  payoutPlan: PayoutPlan | null;
}

/** The format fields a state gets: each as given, or null. */
export function eventFormat(f: Partial<EventFormat> = {}): EventFormat {
  return {
    structure: f.structure ?? null,
    chipSet: f.chipSet ?? null,
    rebuys: f.rebuys ?? null,
    addOn: f.addOn ?? null,
    bountyCents: f.bountyCents ?? null,
    payoutPlan: f.payoutPlan ?? null,
  };
}

/** A tournament before its clock first starts: level 1 with its full minutes, everyone with the starting stack. */
export function newLiveState(t: NewTournament): LiveStoredState {
  const format = eventFormat(t.format);
  const players = seatedPlayers(t.entrants, t.startingChips, format.bountyCents);
  return {
    tournamentId: t.tournamentId,
    name: t.name,
    kind: t.kind,
    levelIndex: 0,
    status: "stopped",
    runningSince: null,
    remainingMs: levelMs(eventSchedule(format.structure), 0),
    players,
    totalPlayers: players.length,
    totalChipsInPlay: players.length * t.startingChips,
    chipCountsUpdated: false,
    startingChips: t.startingChips,
    buyInCents: t.buyInCents,
    payoutPercent: t.payoutPercent,
    guaranteedPrizePoolCents: t.guaranteedPrizePoolCents ?? null,
    prizeBasisPoints: t.prizeBasisPoints ?? null,
    startedAt: null,
    breakAfterLevel: null,
    breakMs: 0,
    finishedAt: null,
    ...format,
    entries: [],
    deal: null,
    dealProposals: 0,
    seatsPerTable: t.seating?.seatsPerTable ?? 9,
    tableThreshold: t.seating?.tableThreshold ?? 2,
    tables: [],
    moves: [],
    movedIds: [],
    seatSeed: 0,
    revokedViews: {},
    days: t.days ?? null,
    dayIndex: 0,
    bags: null,
    racedOffChips: 0,
    chipAudit: null,
    handForHand: null,
    satellite: t.satellite ?? null,
    flight: null,
    flightPoolCents: null,
    flightEntries: null,
  };
}

export function demoLiveState(): LiveStoredState {
  return newLiveState({
    tournamentId: DEMO_ID,
    name: DEMO_NAME,
    kind: "demo",
    entrants: DEMO_PLAYER_NAMES.map((name, i) => ({ id: `p${i + 1}`, name })),
    startingChips: DEMO_STARTING_STACK,
    buyInCents: DEMO_BUY_IN_CENTS,
    payoutPercent: DEMO_PAYOUT_PERCENT,
  });
}

/**
 * Before the clock first starts the field is the registrations: entrants, stacks and buy-in follow the tournament
 * as it is now (players register and unregister until it starts), and the clock fields are kept. A chip count
 * entered before the start stays with a player who is still registered; a new registrant brings the starting
 * stack, and someone who left takes their seat and share of the pool with them. Once started, the field is the
 * clock's own (late entries, eliminations).
 */
export function withCurrentEntrants(stored: LiveStoredState, current: LiveStoredState): LiveStoredState {
  if (stored.startedAt !== null) return { ...stored, name: current.name };
  const counted = new Map(stored.chipCountsUpdated ? stored.players.map((p) => [p.id, p.chips] as const) : []);
  // a phone link revoked before the start stays revoked (decision 164), also for a player who unregistered since and
  // registered again under the same registration, so the same id: their version comes back above every revoked one
  const viewVersions = new Map(stored.players.map((p) => [p.id, p.viewVersion] as const));
  const withCounts = current.players.map((p) => {
    const chips = counted.get(p.id) ?? p.chips;
    const viewVersion = unrevokedVersion(stored.revokedViews, p.id, viewVersions.get(p.id) ?? p.viewVersion);
    return { ...p, chips, status: chips > 0 ? ("active" as const) : ("inactive" as const), viewVersion };
  });
  // counted stacks rank the field as the chip dialog ranks it (most chips first, seat order on a tie)
  const players = stored.chipCountsUpdated
    ? [...withCounts].sort((a, b) => b.chips - a.chips || a.position - b.position).map((p, i) => ({ ...p, position: i + 1 }))
    : withCounts;
  return {
    ...stored,
    name: current.name,
    players,
    totalPlayers: players.length,
    totalChipsInPlay: players.reduce((sum, p) => sum + p.chips, 0),
    startingChips: current.startingChips,
    buyInCents: current.buyInCents,
    guaranteedPrizePoolCents: current.guaranteedPrizePoolCents,
    prizeBasisPoints: current.prizeBasisPoints,
    // until the start the sponsor may still change how the event runs, the level's minutes with it (the clock never ran)
    ...eventFormat(current),
    // and its tables (decision 164): drawn at the start with what is set then
    seatsPerTable: current.seatsPerTable,
    tableThreshold: current.tableThreshold,
    // and its days (decision 170)
    days: current.days,
    // and whether it is a satellite, into which event (decision 240)
    satellite: current.satellite,
    // and, in a multi-flight event (decision 242), the flight it is and the pool its flights paid in so far
    flight: current.flight,
    flightPoolCents: current.flightPoolCents,
    flightEntries: current.flightEntries,
    remainingMs: stored.remainingMs === 0 ? 0 : levelMs(eventSchedule(current.structure), stored.levelIndex),
  };
}
