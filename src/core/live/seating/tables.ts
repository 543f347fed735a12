import { LiveRuleError } from "../schema/live-rule-error";
import { seededRandom, type Random } from "./seeded-random";

/**
 * Seats and tables (decision 164): the draw, late seating, balancing, table breaks and the final-table redraw.
 * Pure and deterministic for a given seed, so the console, the public tool and the tests replay one decision.
 */
export const MIN_SEATS_PER_TABLE = 6;
export const MAX_SEATS_PER_TABLE = 10;
export const DEFAULT_SEATS_PER_TABLE = 9;
/** balance when the largest table has this many more players than the smallest */
export const DEFAULT_THRESHOLD = 2;
/** the "TDA" setting */
export const TDA_THRESHOLD = 3;

export interface SeatedPlayer {
  seat: number;
  playerId: string;
}
export interface LiveTable {
  number: number;
  /** occupied seats only, by seat number */
  seats: SeatedPlayer[];
  /** the button's seat for the hand being played, when the console has entered it */
  button?: number | null;
}
export interface SeatRef {
  table: number;
  seat: number;
}
export type MoveReason = "balance" | "break" | "final-table";
export interface TableMove {
  playerId: string;
  from: SeatRef;
  to: SeatRef;
  reason: MoveReason;
}

export const seatNumbers = (seatsPerTable: number) => Array.from({ length: seatsPerTable }, (_, i) => i + 1);
export const tablesNeeded = (players: number, seatsPerTable: number) => Math.ceil(players / seatsPerTable);

/** Entrants at random seats over the fewest tables that hold them; table sizes differ by at most one. */
export function drawSeats(playerIds: readonly string[], seatsPerTable: number, seed: number): LiveTable[] {
  const random = seededRandom(seed);
  const count = tablesNeeded(playerIds.length, seatsPerTable);
  const order = random.shuffle(playerIds);
  const tables: LiveTable[] = [];
  let next = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.floor(playerIds.length / count) + (i < playerIds.length % count ? 1 : 0);
    tables.push({ number: i + 1, seats: randomSeats(order.slice(next, next + size), seatsPerTable, random), button: null });
    next += size;
  }
  return tables;
}

function randomSeats(playerIds: readonly string[], seatsPerTable: number, random: Random): SeatedPlayer[] {
  const seats = random.shuffle(seatNumbers(seatsPerTable));
  return playerIds.map((playerId, i) => ({ seat: seats[i], playerId })).sort((a, b) => a.seat - b.seat);
}

/**
 * A late registration's seat: a random empty seat of a table with the fewest players (ties drawn at random).
 * Empty (broken) tables are not in play; only when every table in play is full does a table open, taking the
 * lowest number not in play. Balancing afterwards is the caller's next call.
 */
export function seatLateEntrant(tables: readonly LiveTable[], seatsPerTable: number, seed: number): SeatRef {
  const random = seededRandom(seed);
  const live = tables.filter((t) => t.seats.length > 0 && t.seats.length < seatsPerTable);
  if (live.length === 0) {
    const inPlay = new Set(tables.filter((t) => t.seats.length > 0).map((t) => t.number));
    let number = 1;
    while (inPlay.has(number)) number++;
    return { table: number, seat: random.pick(seatNumbers(seatsPerTable)) };
  }
  const fewest = Math.min(...live.map((t) => t.seats.length));
  const table = random.pick(live.filter((t) => t.seats.length === fewest));
  const taken = new Set(table.seats.map((s) => s.seat));
  return { table: table.number, seat: random.pick(seatNumbers(seatsPerTable).filter((s) => !taken.has(s))) };
}

export interface BalanceInput {
  tables: readonly LiveTable[];
  seatsPerTable: number;
  /** 2 by default, 3 for "TDA"; with two tables in play it is always 2 */
  threshold?: number;
  /** at this many players or fewer the final table is redrawn; seatsPerTable by default */
  finalTableSize?: number;
  seed: number;
  /** ids of the players already moved in this event (kept by the caller from one decision to the next) */
  moved?: readonly string[];
}
export interface BalanceResult {
  /** every table given, in the order given; broken tables are left with no seats */
  tables: LiveTable[];
  /** in the order they are made */
  moves: TableMove[];
  /** the tables broken by this decision, in the order broken (the final-table redraw breaks all others) */
  broken: number[];
  finalTable: boolean;
  /** `moved` with this decision's players added */
  moved: string[];
}

interface Work {
  number: number;
  seats: Map<number, string>;
  button: number | null;
}

/**
 * One balancing decision, made after each elimination, in three steps:
 * 1. at finalTableSize players or fewer on more than one table, all are redrawn to random seats of the
 *    lowest-numbered table in play (its button is then cleared: the draw decides it);
 * 2. while the players fit in one fewer table (and that leaves two or more; one table is only ever made by the
 *    final-table redraw, so a final table smaller than the tables is not formed early), the table with the
 *    fewest players (ties: the highest number) breaks: its players, in random order, each go to a random empty
 *    seat of a table with the fewest players;
 * 3. while the largest table has at least T more players than the smallest, one player moves from a largest to
 *    a random empty seat of a smallest (ties drawn at random) - see playerToMove for who.
 */
export function balance(input: BalanceInput): BalanceResult {
  const { seatsPerTable, seed } = input;
  // below 2 a move would only swap which table is larger, for ever
  const threshold = Math.max(DEFAULT_THRESHOLD, input.threshold ?? DEFAULT_THRESHOLD);
  // a final table larger than a table could not seat its players
  const finalTableSize = Math.min(input.finalTableSize ?? seatsPerTable, seatsPerTable);
  checkTables(input.tables, seatsPerTable);
  const random = seededRandom(seed);
  const work: Work[] = input.tables.map((t) => ({ number: t.number, seats: new Map(t.seats.map((s) => [s.seat, s.playerId])), button: t.button ?? null }));
  const moved = new Set(input.moved ?? []);
  const moves: TableMove[] = [];
  const broken: number[] = [];
  const inPlay = () => work.filter((t) => t.seats.size > 0);
  const total = work.reduce((sum, t) => sum + t.seats.size, 0);
  const record = (playerId: string, from: SeatRef, to: SeatRef, reason: MoveReason) => {
    moves.push({ playerId, from, to, reason });
    moved.add(playerId);
  };
  const moveTo = (playerId: string, from: SeatRef, to: Work, reason: MoveReason) => {
    const seat = random.pick(emptySeats(to, seatsPerTable));
    to.seats.set(seat, playerId);
    record(playerId, from, { table: to.number, seat }, reason);
  };

  const live = inPlay();
  if (live.length > 1 && total <= finalTableSize) {
    const final = live.reduce((a, b) => (b.number < a.number ? b : a));
    const players = live.flatMap((t) => [...t.seats].sort((a, b) => a[0] - b[0]).map(([seat, playerId]) => ({ playerId, from: { table: t.number, seat } })));
    const seats = random.shuffle(seatNumbers(seatsPerTable));
    for (const t of live) {
      t.seats.clear();
      t.button = null;
      if (t !== final) broken.push(t.number);
    }
    random.shuffle(players).forEach(({ playerId, from }, i) => {
      final.seats.set(seats[i], playerId);
      record(playerId, from, { table: final.number, seat: seats[i] }, "final-table");
    });
    return result(work, moves, broken, true, moved);
  }

  for (let tables = inPlay(); tables.length > 2 && total <= (tables.length - 1) * seatsPerTable; tables = inPlay()) {
    const fewest = Math.min(...tables.map((t) => t.seats.size));
    const breaking = tables.filter((t) => t.seats.size === fewest).reduce((a, b) => (b.number > a.number ? b : a));
    const players = random.shuffle([...breaking.seats].sort((a, b) => a[0] - b[0]));
    breaking.seats.clear();
    breaking.button = null;
    broken.push(breaking.number);
    for (const [seat, playerId] of players) {
      const open = inPlay();
      const least = Math.min(...open.map((t) => t.seats.size));
      moveTo(playerId, { table: breaking.number, seat }, random.pick(open.filter((t) => t.seats.size === least)), "break");
    }
  }

  for (;;) {
    const tables = inPlay();
    if (tables.length < 2) break;
    const sizes = tables.map((t) => t.seats.size);
    const largest = Math.max(...sizes);
    const smallest = Math.min(...sizes);
    if (largest - smallest < (tables.length === 2 ? DEFAULT_THRESHOLD : threshold)) break;
    const from = random.pick(tables.filter((t) => t.seats.size === largest));
    const to = random.pick(tables.filter((t) => t.seats.size === smallest));
    const [seat, playerId] = playerToMove(from, moved, random);
    from.seats.delete(seat);
    moveTo(playerId, { table: from.number, seat }, to, "balance");
  }
  return result(work, moves, broken, false, moved);
}

/**
 * Who leaves a table that is too big. With the button's seat entered, that seat marks the hand being played:
 * the small blind is the first occupied seat clockwise after it, the big blind the next, so the player due to
 * post the big blind in the next hand is the third occupied seat after the button (two after the small blind,
 * counting occupied seats; the button's seat itself may be empty). That player moves, unless already moved
 * while someone at this table has not: then the next such player clockwise. Without a button: a random player
 * not yet moved (anyone, when all at the table have moved).
 */
function playerToMove(table: Work, moved: ReadonlySet<string>, random: Random): [number, string] {
  const bySeat = [...table.seats].sort((a, b) => a[0] - b[0]);
  const fresh = bySeat.filter(([, id]) => !moved.has(id));
  const pool = fresh.length > 0 ? fresh : bySeat;
  if (table.button === null) return random.pick(pool);
  const button = table.button;
  const firstAfter = bySeat.findIndex(([seat]) => seat > button);
  const clockwise = firstAfter < 0 ? bySeat : [...bySeat.slice(firstAfter), ...bySeat.slice(0, firstAfter)];
  const eligible = new Set(pool.map(([seat]) => seat));
  for (let k = 0; k < clockwise.length; k++) {
    const candidate = clockwise[(2 + k) % clockwise.length];
    if (eligible.has(candidate[0])) return candidate;
  }
  return random.pick(pool);
}

function emptySeats(table: Work, seatsPerTable: number): number[] {
  return seatNumbers(seatsPerTable).filter((s) => !table.seats.has(s));
}

function result(work: Work[], moves: TableMove[], broken: number[], finalTable: boolean, moved: Set<string>): BalanceResult {
  const tables = work.map((t) => ({
    number: t.number,
    seats: [...t.seats].map(([seat, playerId]) => ({ seat, playerId })).sort((a, b) => a.seat - b.seat),
    button: t.button,
  }));
  return { tables, moves, broken, finalTable, moved: [...moved] };
}

/** A state no draw could make (a seat twice, a player twice, a seat off the table) is refused, not repaired. */
function checkTables(tables: readonly LiveTable[], seatsPerTable: number): void {
  const numbers = new Set<number>();
  const players = new Set<string>();
  for (const t of tables) {
    if (numbers.has(t.number)) throw new LiveRuleError(`Table ${t.number} is listed twice.`);
    numbers.add(t.number);
    const seats = new Set<number>();
    for (const { seat, playerId } of t.seats) {
      if (!Number.isInteger(seat) || seat < 1 || seat > seatsPerTable) throw new LiveRuleError(`Table ${t.number} has no seat ${seat}.`);
      if (seats.has(seat)) throw new LiveRuleError(`Table ${t.number} seat ${seat} is taken twice.`);
      if (players.has(playerId)) throw new LiveRuleError(`A player is seated twice.`);
      seats.add(seat);
      players.add(playerId);
    }
  }
}
