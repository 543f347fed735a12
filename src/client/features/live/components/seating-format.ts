import type { LiveState } from "@core/live/schema/contracts";
import { MOVE_SHOWN_MS } from "@core/live/views/state-view";

/** One table as the live state sends it (occupied seats only) and one move of the balancing (decision 164). */
export type TableView = LiveState["tables"][number];
export type MoveView = LiveState["moves"][number];

/** The words for a move, e.g. "Table 3 seat 5 -> Table 1 seat 2: Ana Ruiz". */
export function moveText(move: Pick<MoveView, "from" | "to" | "playerName">, name: string = move.playerName): string {
  return `Table ${move.from.table} seat ${move.from.seat} -> Table ${move.to.table} seat ${move.to.seat}: ${name}`;
}

/** What the displays show: the moves made in the last 5 minutes at time `now`, newest first. */
export function recentMoves(moves: readonly MoveView[], now: number): MoveView[] {
  return moves.filter((m) => now - m.at < MOVE_SHOWN_MS).sort((a, b) => b.at - a.at || b.id - a.id);
}

/**
 * The console's list: the moves still to confirm first, in the order they were made (the order to carry them out),
 * then the confirmed ones of the last 5 minutes, newest first.
 */
export function consoleMoves(moves: readonly MoveView[], now: number): MoveView[] {
  const undone = moves.filter((m) => !m.done).sort((a, b) => a.at - b.at || a.id - b.id);
  const done = moves.filter((m) => m.done && now - m.at < MOVE_SHOWN_MS).sort((a, b) => b.at - a.at || b.id - a.id);
  return [...undone, ...done];
}

/** The moves to or from table `table`. */
export const movesAt = <M extends Pick<MoveView, "from" | "to">>(moves: readonly M[], table: number): M[] =>
  moves.filter((m) => m.from.table === table || m.to.table === table);

/** `?table=3` of a spectator link: the table to show alone, or null for the whole event (anything but 1, 2, 3... is ignored). */
export function tableParam(search: string): number | null {
  const raw = new URLSearchParams(search).get("table");
  if (raw === null || !/^[1-9]\d{0,3}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export interface SeatRow {
  seat: number;
  player: TableView["seats"][number] | null;
}

/** Every seat of a table in order, the empty ones with no player (a table drawn with more seats than the setting keeps them). */
export function seatRows(table: Pick<TableView, "seats">, seatsPerTable: number): SeatRow[] {
  const bySeat = new Map(table.seats.map((s) => [s.seat, s]));
  const last = Math.max(seatsPerTable, ...table.seats.map((s) => s.seat));
  return Array.from({ length: last }, (_, i) => ({ seat: i + 1, player: bySeat.get(i + 1) ?? null }));
}

/** Players at a table, e.g. "7 players" / "1 player". */
export const playersLabel = (n: number) => `${n} ${n === 1 ? "player" : "players"}`;

/** A name lookup by player id from the state's players (the console's known names), the move's own name otherwise. */
export function namesOf(players: ReadonlyArray<{ id: string; name: string }>): (playerId: string, fallback: string) => string {
  const byId = new Map(players.map((p) => [p.id, p.name]));
  return (playerId, fallback) => byId.get(playerId) ?? fallback;
}
