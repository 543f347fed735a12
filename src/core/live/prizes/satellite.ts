import type { Cents } from "@core/money";
import { SATELLITE_RESTS } from "../schema/satellite-rests";

export { SATELLITE_RESTS };

/**
 * Satellites (decision 232): an event that awards seats into another event instead of cash. Seats =
 * floor(pool / seat value); what is left over (the rest) is paid in cash by one of two rules.
 */
export type SatelliteRest = (typeof SATELLITE_RESTS)[number];

/** The most places a satellite's answer lists, seats and cash places together (a larger field is a typing slip). */
export const MAX_SATELLITE_PLACES = 10_000;

export interface SatelliteTerms {
  poolCents: Cents;
  seatValueCents: Cents;
  rest: SatelliteRest;
  /** steps only: what each cash place after the seats gets, the last one the remainder when less */
  stepCents?: Cents;
}

export interface SatellitePlace {
  place: number;
  /** true: the place wins a seat (its cash, if any, is its share of the rest) */
  seat: boolean;
  cashCents: Cents;
}

export interface SatellitePrizes {
  seats: number;
  /** the pool less the seats' value: what the rule pays in cash */
  restCents: Cents;
  places: SatellitePlace[];
}

/** floor(pool / seat value); 0 when the pool cannot buy one seat. */
export function satelliteSeats(poolCents: Cents, seatValueCents: Cents): number {
  if (seatValueCents <= 0 || poolCents <= 0) return 0;
  return Math.floor(poolCents / seatValueCents);
}

/** How many places the terms list, without building them (the contract refuses terms past MAX_SATELLITE_PLACES). */
export function satellitePlaceCount(t: SatelliteTerms): number {
  const seats = satelliteSeats(t.poolCents, t.seatValueCents);
  const rest = t.poolCents - seats * t.seatValueCents;
  if (t.rest === "shared") return seats > 0 ? seats : rest > 0 ? 1 : 0;
  const step = t.stepCents ?? 0;
  return seats + (rest > 0 && step > 0 ? Math.ceil(rest / step) : 0);
}

/**
 * The satellite's places, seats first (1st, 2nd, ...), then the cash places:
 * - `steps`: the seat winners get their seat and no cash; the next places get `step` each until the rest runs out,
 *   the last of them the remainder when it is less than a step (25 x $30 with $300 seats and $60 steps: 2 seats,
 *   then $60, $60, $30).
 * - `shared`: the rest is split equally among the seat winners in whole cents, and the cents that do not split
 *   (always fewer than the seats) all go to 1st ($188 over 6 seats: $31.35 to 1st, $31.33 to each other seat).
 *   With no seat to share it (a pool below one seat), the whole pool is 1st's, in cash.
 * The cash always sums exactly to the rest.
 */
export function satellitePrizes(t: SatelliteTerms): SatellitePrizes {
  const seats = satelliteSeats(t.poolCents, t.seatValueCents);
  const restCents = Math.max(0, t.poolCents - seats * t.seatValueCents);
  const places: SatellitePlace[] = [];
  if (t.rest === "shared") {
    if (seats === 0) return { seats, restCents, places: restCents > 0 ? [{ place: 1, seat: false, cashCents: restCents }] : [] };
    const each = Math.floor(restCents / seats);
    const odd = restCents - each * seats;
    for (let i = 0; i < seats; i++) places.push({ place: i + 1, seat: true, cashCents: i === 0 ? each + odd : each });
    return { seats, restCents, places };
  }
  const step = t.stepCents ?? 0;
  if (step <= 0) throw new Error("A satellite paying its rest in steps needs a step above $0");
  for (let i = 0; i < seats; i++) places.push({ place: i + 1, seat: true, cashCents: 0 });
  for (let left = restCents; left > 0; left -= Math.min(step, left)) {
    places.push({ place: places.length + 1, seat: false, cashCents: Math.min(step, left) });
  }
  return { seats, restCents, places };
}
