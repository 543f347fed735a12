import type { Cents } from "@core/money";
import { eventPrizePool } from "./prize-pool";

/**
 * Multi-flight events (decision 232): several starting days (1A, 1B, ...) feeding one Day 2 and one prize
 * pool. A player may play more than one flight; the event's re-entry rule says what happens to their bags.
 * - `best-stack`: only their largest bag advances, the others are removed (never added together);
 * - `first-stack`: a player who bagged is refused in every later flight, so they can never have two bags.
 */
export const FLIGHT_RULES = ["best-stack", "first-stack"] as const;
export type FlightRule = (typeof FLIGHT_RULES)[number];
/** The most flights one event has in the calculator. */
export const MAX_FLIGHTS = 20;

export interface FlightBag {
  player: string;
  chips: number;
}

export interface Flight {
  name: string;
  entries: number;
  buyInCents: Cents;
  bags: readonly FlightBag[];
}

export interface AdvancingBag {
  player: string;
  chips: number;
  /** the flight it was bagged in */
  flight: string;
}

export interface FlightsDay2 {
  poolCents: Cents;
  /** players in Day 2: one per advancing bag */
  players: number;
  /** the chips in play on Day 2 */
  chips: number;
  /** largest first; equal bags in flight order, then as given */
  advancing: AdvancingBag[];
  /** best-stack: the smaller bags of players who bagged more than once, in flight order */
  removed: AdvancingBag[];
}

/** One player whoever typed them: spaces trimmed and collapsed, letters compared without case ("p" is "P"). */
export const playerKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The pool of every flight: entries x buy-in summed over the flights (each by the event's pool rule, eventPrizePool),
 * or the guarantee when that is more. A flight event has no bounties here.
 */
export function flightsPoolCents(flights: readonly Pick<Flight, "entries" | "buyInCents">[], guaranteeCents: Cents | null): Cents {
  const entriesCents = flights.reduce((sum, f) => sum + eventPrizePool(f.entries, f.buyInCents, null), 0);
  return Math.max(entriesCents, guaranteeCents ?? 0);
}

/** A bag that cannot exist: the player bagged twice in one flight, or (first-stack) again in a later flight. */
export interface ImpossibleBag {
  flight: number;
  bag: number;
  player: string;
  /** the flight of their first bag: this one when they bagged twice in it */
  firstFlight: string;
  /** true: two bags in this one flight; false: a later flight's bag under first-stack */
  sameFlight: boolean;
}

/**
 * The first bag the rule refuses, or null. In one flight a player ends the day with one bag whatever the rule (a
 * re-entry replaces the bust stack); under first-stack, a player who bagged is refused in later flights, so a later
 * bag of theirs is impossible: the calculator refuses it rather than drop chips someone did play with.
 */
export function impossibleBag(rule: FlightRule, flights: readonly Pick<Flight, "name" | "bags">[]): ImpossibleBag | null {
  const first = new Map<string, number>();
  for (let f = 0; f < flights.length; f++) {
    const seen = new Set<string>();
    for (let b = 0; b < flights[f].bags.length; b++) {
      const key = playerKey(flights[f].bags[b].player);
      const earlier = first.get(key);
      const player = flights[f].bags[b].player.trim();
      if (seen.has(key)) return { flight: f, bag: b, player, firstFlight: flights[f].name, sameFlight: true };
      if (rule === "first-stack" && earlier !== undefined) return { flight: f, bag: b, player, firstFlight: flights[earlier].name, sameFlight: false };
      seen.add(key);
      if (earlier === undefined) first.set(key, f);
    }
  }
  return null;
}

/**
 * Day 2 from the flights' bags. Best-stack keeps each player's largest bag (the earlier flight's on a tie) and
 * removes the rest: 1A 240 and 1B 360 entries at $500 make $300,000; 40 + 50 bags of 12,000,000 chips where P bagged
 * 12,000 in 1A and 30,500 in 1B give 89 players and 11,988,000 chips, P with 30,500. First-stack keeps every bag
 * (impossibleBag refuses a second one first).
 */
export function flightsDay2(rule: FlightRule, flights: readonly Flight[], guaranteeCents: Cents | null = null): FlightsDay2 {
  const bags = flights.flatMap((f, fi) => f.bags.map((b, bi) => ({ player: b.player.trim(), chips: b.chips, flight: f.name, fi, bi })));
  const kept = new Map<string, (typeof bags)[number]>();
  const removed: typeof bags = [];
  for (const bag of bags) {
    const key = rule === "best-stack" ? playerKey(bag.player) : `${bag.fi}:${bag.bi}`;
    const held = kept.get(key);
    if (!held) kept.set(key, bag);
    else if (bag.chips > held.chips) {
      removed.push(held);
      kept.set(key, bag);
    } else removed.push(bag);
  }
  const advancing = [...kept.values()].sort((a, b) => b.chips - a.chips || a.fi - b.fi || a.bi - b.bi);
  removed.sort((a, b) => a.fi - b.fi || a.bi - b.bi);
  const out = (b: (typeof bags)[number]): AdvancingBag => ({ player: b.player, chips: b.chips, flight: b.flight });
  return {
    poolCents: flightsPoolCents(flights, guaranteeCents),
    players: advancing.length,
    chips: advancing.reduce((sum, b) => sum + b.chips, 0),
    advancing: advancing.map(out),
    removed: removed.map(out),
  };
}
