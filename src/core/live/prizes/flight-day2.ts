import type { FlightRule } from "./flights";
import { flightsDay2, playerKey } from "./flights";
import type { LiveStoredState } from "../schema/contracts";

/**
 * Day 2 of a multi-flight event (decision 242), from its flights' bags: each flight's clock ended its day with the
 * existing end-of-day count (decision 170), so its `bags` hold every survivor's verified stack. The players are
 * matched across flights by account where they registered (or were late-registered by username), else by name as
 * the calculator matches them (playerKey); the rule is the calculator's own (flightsDay2), so the product and
 * POST /api/tools/flights cannot disagree: best-stack keeps each player's largest bag, never a sum.
 */
export interface BaggedFlight {
  flightId: number;
  name: string;
  state: Pick<LiveStoredState, "players" | "bags">;
}

export interface Day2Entrant {
  /** stable across reads until Day 2 starts: the flight's id and the player's id in it */
  id: string;
  name: string;
  userId: number | null;
  chips: number;
  /** the flight the advancing bag was made in */
  flight: string;
}

export interface Day2Field {
  entrants: Day2Entrant[];
  /** best-stack: the smaller bags of players who bagged in more than one flight (removed, never added) */
  removed: { name: string; chips: number; flight: string }[];
  chips: number;
}

/** The key a player is matched by across flights: their account, else their name. */
export const flightPlayerKey = (p: { userId: number | null; name: string }) => (p.userId !== null ? `user:${p.userId}` : `name:${playerKey(p.name)}`);

/** Whether a flight's day has ended with its bags entered (and Day 2 can read them). */
export const hasBagged = (state: Pick<LiveStoredState, "bags" | "dayIndex">) => state.bags !== null && state.dayIndex >= 1;

export function day2Field(rule: FlightRule, flights: readonly BaggedFlight[]): Day2Field {
  const byKey = new Map<string, { flightId: number; id: string; name: string; userId: number | null }>();
  const input = flights.map((f) => ({
    name: f.name,
    // the bags were entered: nobody entered twice, the rule's flightsDay2 needs no entry count
    entries: 0,
    buyInCents: 0,
    bags: f.state.players
      .filter((p) => !p.isEliminated && f.state.bags?.[p.id] !== undefined)
      .map((p) => {
        const key = flightPlayerKey(p);
        byKey.set(`${f.name}\u0000${key}`, { flightId: f.flightId, id: p.id, name: p.name, userId: p.userId });
        return { player: key, chips: f.state.bags![p.id] };
      }),
  }));
  const day2 = flightsDay2(rule, input);
  const entrant = (b: { player: string; chips: number; flight: string }) => byKey.get(`${b.flight}\u0000${b.player}`)!;
  return {
    entrants: day2.advancing.map((b) => {
      const e = entrant(b);
      return { id: `f${e.flightId}-${e.id}`, name: e.name, userId: e.userId, chips: b.chips, flight: b.flight };
    }),
    removed: day2.removed.map((b) => ({ name: entrant(b).name, chips: b.chips, flight: b.flight })),
    chips: day2.chips,
  };
}

/** The flight a player already bagged in (first-stack refuses them in every later one), or null. */
export function baggedIn(flights: readonly BaggedFlight[], player: { userId: number | null; name: string }): string | null {
  const key = flightPlayerKey(player);
  for (const f of flights) {
    if (f.state.players.some((p) => !p.isEliminated && f.state.bags?.[p.id] !== undefined && flightPlayerKey(p) === key)) return f.name;
  }
  return null;
}

/** A flight as its screens name it: "1A" for "Day 1A". */
const shortFlightName = (name: string) => name.replace(/^Day\s+/i, "");

/** What a flight's or Day 2's clock says it is: "Flight 1A of Main Event" ("Day 1A" is shortened), or Day 2's line. */
export function flightLine(state: Pick<LiveStoredState, "flight" | "flightPoolCents" | "totalPlayers">): string | null {
  if (state.flight) return `Flight ${shortFlightName(state.flight.name)} of ${state.flight.eventName}`;
  if (state.flightPoolCents !== null) return `Day 2: ${state.totalPlayers} ${state.totalPlayers === 1 ? "player" : "players"} from the flights' bags`;
  return null;
}

/** What a bagged flight's results say, where a finished event lists its places: "Flight 1A bagged: 40 players advance to Day 2 with 4,800,000 chips." */
export function baggedLine(flight: { name: string }, bags: Readonly<Record<string, number>>): string {
  const chips = Object.values(bags).reduce((a, b) => a + b, 0);
  const n = Object.keys(bags).length;
  return `Flight ${shortFlightName(flight.name)} bagged: ${n} ${n === 1 ? "player advances" : "players advance"} to Day 2 with ${chips.toLocaleString("en-US")} chips.`;
}
