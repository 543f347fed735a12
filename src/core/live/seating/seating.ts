import type { LivePlayer, LiveStoredState, StoredMove, StoredTable } from "../schema/contracts";
import { LiveRuleError } from "../schema/live-rule-error";
import { balance, drawSeats, seatLateEntrant, type LiveTable, type SeatRef, type TableMove } from "./tables";
import { clockMode } from "../schema/clock-mode";

/**
 * Seats and tables in the live clock (decision 164): the draw at the first start, a late entrant's seat, balancing and
 * table breaks after each elimination, a reinstated player's seat, confirming moves and entering a table's button.
 * The rules themselves are tables.ts; this keeps the clock's state (tables, moves, players' seats) in step with them.
 * Deterministic: the draw takes the seed the server chose at the start (kept as seatSeed), and each later decision
 * seeds from seatSeed and what has happened so far, so the same actions replay alike.
 */

/** An action that names something the clock does not have (a move, a table): the caller's input, so a 400. */
export class LiveInputError extends LiveRuleError {}

/** The server draws a start's seed below this (a non-negative 31-bit number, as seatSeed stores it). */
export const SEAT_SEED_LIMIT = 2 ** 31;
/** Confirmed moves beyond the newest this many are dropped; moves still to make are always kept. */
export const KEPT_MOVES = 50;

/** Whether the event's players are at tables the clock keeps (drawn at the first start). */
export const hasTables = (state: Pick<LiveStoredState, "tables">) => state.tables.length > 0;

function mix(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

/** The seed of the next decision: the draw's seed and how far the event has gone, so no two decisions share one. */
function decisionSeed(state: LiveStoredState, salt: number): number {
  const eliminated = state.players.filter((p) => p.isEliminated).length;
  return mix(state.seatSeed, nextMoveId(state.moves), state.players.length, eliminated, salt);
}

const nextMoveId = (moves: readonly StoredMove[]) => moves.reduce((max, m) => Math.max(max, m.id), 0) + 1;

const toLive = (tables: readonly StoredTable[]): LiveTable[] =>
  tables.map((t) => ({ number: t.number, seats: t.seats.map((s) => ({ ...s })), button: t.button }));

/** Tables in play only (broken ones dropped), by number; each seat's player gets that table and seat. */
function withTables(state: LiveStoredState, tables: readonly LiveTable[]): LiveStoredState {
  const stored: StoredTable[] = tables
    .filter((t) => t.seats.length > 0)
    .map((t) => ({ number: t.number, seats: [...t.seats].sort((a, b) => a.seat - b.seat), button: t.button ?? null }))
    .sort((a, b) => a.number - b.number);
  const seatOf = new Map(stored.flatMap((t) => t.seats.map((s) => [s.playerId, { tableNumber: t.number, seatNumber: s.seat }] as const)));
  const players = state.players.map((p): LivePlayer => {
    const seat = seatOf.get(p.id);
    return seat && (seat.tableNumber !== p.tableNumber || seat.seatNumber !== p.seatNumber) ? { ...p, ...seat } : p;
  });
  return { ...state, tables: stored, players };
}

/**
 * The moves made, listed to confirm (ids counting on). A player moved again before their move to make was confirmed
 * goes straight from the seat they sit in to the new one: that move (its id kept) takes the new seat, reason and
 * time, so no two moves send players to one seat and the phone names the seat they are in. Kept: the newest
 * KEPT_MOVES, and every older one still to make by a player still in (one who went out before making it has nothing
 * left to make; the displays and the console leave such a move out: state-view.ts). Nobody out stays in movedIds.
 */
function withMoves(state: LiveStoredState, made: readonly TableMove[], moved: readonly string[], now: number): LiveStoredState {
  let id = nextMoveId(state.moves);
  const all = [...state.moves];
  for (const m of made) {
    const earlier = all.findIndex((o) => !o.done && o.playerId === m.playerId);
    if (earlier >= 0) all[earlier] = { ...all[earlier], to: m.to, reason: m.reason, at: now };
    else all.push({ id: id++, playerId: m.playerId, from: m.from, to: m.to, reason: m.reason, at: now, done: false });
  }
  const stillIn = new Set(state.players.filter((p) => !p.isEliminated).map((p) => p.id));
  const moves = all.filter((m, i) => i >= all.length - KEPT_MOVES || (!m.done && stillIn.has(m.playerId)));
  return { ...state, moves, movedIds: moved.filter((pid) => stillIn.has(pid)) };
}

/** One balancing decision over the state's tables (breaks, final-table redraw, moves), applied to the state. */
function rebalance(state: LiveStoredState, tables: readonly LiveTable[], now: number, salt: number): LiveStoredState {
  const decision = balance({
    tables,
    seatsPerTable: state.seatsPerTable,
    threshold: state.tableThreshold,
    seed: decisionSeed(state, salt),
    moved: state.movedIds,
  });
  return withMoves(withTables(state, decision.tables), decision.moves, decision.moved, now);
}

/**
 * The draw at the clock's first start. A sponsor's entrants go to random seats over the fewest tables that hold
 * them (drawSeats, with `seed`, which is kept as seatSeed). The demo keeps its players where they sit (its 8 at one
 * table, seats 1-8): its tables are its seats as they are.
 */
export function drawTables(state: LiveStoredState, seed: number): LiveStoredState {
  if (hasTables(state)) return state;
  const seatSeed = Math.abs(Math.trunc(seed)) % SEAT_SEED_LIMIT;
  const playing = state.players.filter((p) => !p.isEliminated).sort((a, b) => a.position - b.position);
  if (playing.length === 0) return { ...state, seatSeed };
  if (!clockMode(state).drawsSeats) {
    const byTable = new Map<number, LiveTable>();
    for (const p of playing) {
      const table = byTable.get(p.tableNumber) ?? { number: p.tableNumber, seats: [], button: null };
      table.seats.push({ seat: p.seatNumber, playerId: p.id });
      byTable.set(p.tableNumber, table);
    }
    return withTables({ ...state, seatSeed }, [...byTable.values()]);
  }
  return withTables(
    { ...state, seatSeed },
    drawSeats(
      playing.map((p) => p.id),
      state.seatsPerTable,
      seatSeed,
    ),
  );
}

function withoutPlayer(tables: readonly StoredTable[], playerId: string): LiveTable[] {
  return toLive(tables).map((t) => ({ ...t, seats: t.seats.filter((s) => s.playerId !== playerId) }));
}

function seatAt(tables: readonly LiveTable[], playerId: string, at: SeatRef): LiveTable[] {
  const exists = tables.some((t) => t.number === at.table);
  const list = exists ? tables : [...tables, { number: at.table, seats: [], button: null }];
  return list.map((t) => (t.number === at.table ? { ...t, seats: [...t.seats, { seat: at.seat, playerId }] } : t));
}

/** After an elimination: the player's seat is emptied and the tables balanced (a table may break, or the final table be drawn). */
export function seatAfterElimination(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  if (!hasTables(state)) return state;
  return rebalance(state, withoutPlayer(state.tables, playerId), now, 1);
}

/**
 * A late entrant's seat, then balancing: a random empty seat of a table with the fewest players (seatLateEntrant).
 * The demo seats a walk-in where lateRegistration already put them (the emptiest table's lowest free seat).
 * Before the draw the entrant keeps the seat given.
 */
export function seatLateEntry(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  if (!hasTables(state)) return state;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return state;
  const tables = withoutPlayer(state.tables, playerId);
  const at = clockMode(state).drawsSeats
    ? seatLateEntrant(tables, state.seatsPerTable, decisionSeed(state, 2))
    : { table: player.tableNumber, seat: player.seatNumber };
  return rebalance(state, seatAt(tables, playerId, at), now, 3);
}

/**
 * A reinstated player sits back down: at their old seat when its table is still in play and the seat is empty,
 * else as a late entrant would; then the tables are balanced. Moves already made stand.
 */
export function seatReinstated(state: LiveStoredState, playerId: string, now: number): LiveStoredState {
  if (!hasTables(state)) return state;
  const player = state.players.find((p) => p.id === playerId);
  if (!player) return state;
  const tables = withoutPlayer(state.tables, playerId);
  const old = tables.find((t) => t.number === player.tableNumber && t.seats.length > 0);
  const free = old !== undefined && player.seatNumber <= state.seatsPerTable && !old.seats.some((s) => s.seat === player.seatNumber);
  const at = free ? { table: player.tableNumber, seat: player.seatNumber } : seatLateEntrant(tables, state.seatsPerTable, decisionSeed(state, 4));
  return rebalance(state, seatAt(tables, playerId, at), now, 5);
}

/** The console confirms a move as made; confirming one already confirmed changes nothing. */
export function confirmMove(state: LiveStoredState, moveId: number): LiveStoredState {
  const move = state.moves.find((m) => m.id === moveId);
  if (!move) throw new LiveInputError(`There is no move ${moveId} to confirm.`);
  if (move.done) return state;
  return { ...state, moves: state.moves.map((m) => (m.id === moveId ? { ...m, done: true } : m)) };
}

/** The button's seat at a table, as the console enters it: who moves from that table is then the next big blind. */
export function setButton(state: LiveStoredState, table: number, seat: number): LiveStoredState {
  if (!hasTables(state)) throw new LiveInputError("The tables are drawn when the clock starts.");
  if (!state.tables.some((t) => t.number === table)) throw new LiveInputError(`There is no table ${table} in play.`);
  if (seat > state.seatsPerTable) throw new LiveInputError(`Table ${table} has seats 1 to ${state.seatsPerTable}.`);
  return { ...state, tables: state.tables.map((t) => (t.number === table ? { ...t, button: seat } : t)) };
}

/**
 * A finished event has no moves left to make (decision 218): its moves and the balancing's memory are cleared
 * when it finishes, and its tables keep only the player still in (a deal that ends the event leaves its other players
 * out of the event, not at a table with 0 chips), so neither the console nor a display lists a move or a seat that no
 * longer plays. The same state object when there is nothing to clear.
 */
export function clearMovesAtFinish(state: LiveStoredState): LiveStoredState {
  if (state.finishedAt === null) return state;
  const out = new Set(state.players.filter((p) => p.isEliminated).map((p) => p.id));
  const seatedOut = state.tables.some((t) => t.seats.some((s) => out.has(s.playerId)));
  if (state.moves.length === 0 && state.movedIds.length === 0 && !seatedOut) return state;
  const tables = seatedOut
    ? state.tables.map((t) => ({ ...t, seats: t.seats.filter((s) => !out.has(s.playerId)) })).filter((t) => t.seats.length > 0)
    : state.tables;
  return { ...state, tables, moves: [], movedIds: [] };
}
