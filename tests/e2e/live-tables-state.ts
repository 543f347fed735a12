import { expect, type APIRequestContext } from "@playwright/test";

// the parts of the live state (GET /api/live/:id) the table tests read

export interface Seat {
  seat: number;
  playerId: string;
  playerName: string;
  chips: number;
}
export interface Move {
  id: number;
  playerId: string;
  playerName: string;
  from: { table: number; seat: number };
  to: { table: number; seat: number };
  reason: string;
  done: boolean;
}
export interface State {
  players: { id: string; name: string; isEliminated: boolean; position: number }[];
  tables: { number: number; button: number | null; seats: Seat[] }[];
  moves: Move[];
}

export async function liveState(request: APIRequestContext, id: number): Promise<State> {
  const res = await request.get(`/api/live/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { state: State }).state;
}

/** A move as the console lists it. */
export const moveText = (m: Move, name: string) => `Table ${m.from.table} seat ${m.from.seat} -> Table ${m.to.table} seat ${m.to.seat}: ${name}`;
