import type { Cents } from "@core/money";
import type { LiveStoredState } from "../schema/contracts";
import { entriesPoolCents } from "./prize-pool";
import { flightsPoolCents } from "./flights";

type FlightPoolState = Pick<LiveStoredState, "kind" | "totalPlayers" | "buyInCents" | "payoutPercent" | "guaranteedPrizePoolCents"> & Partial<LiveStoredState>;

/**
 * What a multi-flight event's flights paid into its one pool (decision 242), before the guarantee: entries x buy-in
 * summed over the flights by the calculator's rule (flightsPoolCents, decision 232), plus each flight's rebuys and
 * add-ons at their prices when its clock counted them. A flight's own clock state (or its registered field before it
 * starts) is what each flight is read from; the event's guarantee is applied by the pool rule (clockPoolCents).
 */
export function flightsPaidInCents(flights: readonly FlightPoolState[]): Cents {
  const entries = flightsPoolCents(
    flights.map((f) => ({ entries: f.totalPlayers, buyInCents: f.buyInCents })),
    null,
  );
  // a flight's rebuys and add-ons: its entries' money with no entrant counted (flightPoolCents null: its own only)
  const extras = flights.reduce((sum, f) => sum + entriesPoolCents({ ...f, totalPlayers: 0, flightPoolCents: null, flight: null }), 0);
  return entries + extras;
}
