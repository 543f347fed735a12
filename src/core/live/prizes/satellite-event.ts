import { centsToDecimal, formatMoney, formatMoney2, toCents, type Cents } from "@core/money";
import type { LiveSatellite } from "../schema/satellite-state";
import { ordinal, type PrizeRow } from "./prize-table";
import { satellitePrizes } from "./satellite";

/**
 * A satellite event's prize table (decision 240), from the one rule (satellitePrizes, decision 232): the seat places
 * first, then the cash places. A seat place's amount is the seat's value plus its share of the rest (shared): that
 * is what the place is worth, what its player's backers are settled on, and the amounts still sum to the pool
 * (seats x seat value + rest), as every table's do. `seat` says which part is the seat, for the views to say so.
 */
export function satellitePrizeRows(poolCents: Cents, satellite: LiveSatellite): PrizeRow[] {
  const { places } = satellitePrizes({
    poolCents,
    seatValueCents: satellite.seatValueCents,
    rest: satellite.rest,
    stepCents: satellite.stepCents ?? undefined,
  });
  return places.map((p) => {
    const amountCents = (p.seat ? satellite.seatValueCents : 0) + p.cashCents;
    return {
      place: p.place,
      label: ordinal(p.place),
      percentage: poolCents > 0 ? Math.round((amountCents * 10_000) / poolCents) / 100 : 0,
      amountCents,
      ...(p.seat ? { seat: { targetName: satellite.targetName, valueCents: satellite.seatValueCents, cashCents: p.cashCents } } : {}),
    };
  });
}

/** "Seat (Main Event, $300)": how every list names a seat place's prize. */
export function seatText(seat: NonNullable<PrizeRow["seat"]>): string {
  return `Seat (${seat.targetName}, ${formatMoney(centsToDecimal(seat.valueCents))})`;
}

/**
 * A place's prize as the lists show it: a seat (with its cash, to the cent, when the rest is shared: "Seat (Main
 * Event, $777) + $31.35"), else the amount by the caller's own money format.
 */
export function prizeText(row: Pick<PrizeRow, "amountCents" | "seat">, money: (cents: Cents) => string): string {
  if (!row.seat) return money(row.amountCents);
  return row.seat.cashCents > 0 ? `${seatText(row.seat)} + ${formatMoney2(centsToDecimal(row.seat.cashCents))}` : seatText(row.seat);
}

/** A tournament response's satellite (decimal strings) as the clock holds it (cents), for the same rows before the start. */
export function liveSatelliteOfResponse(
  s: { targetTournamentId: number; targetName: string; seatValue: string; rest: LiveSatellite["rest"]; step: string | null } | null,
): LiveSatellite | null {
  if (!s) return null;
  return {
    targetTournamentId: s.targetTournamentId,
    targetName: s.targetName,
    seatValueCents: toCents(s.seatValue) ?? 0,
    rest: s.rest,
    stepCents: s.step === null ? null : toCents(s.step),
  };
}

/** The line a backer reads before buying a stake in a satellite player (decision 240). */
export function satelliteStakeText(s: { targetName: string; seatValue: string }): string {
  return `This is a satellite into ${s.targetName}: a seat counts as ${formatMoney(s.seatValue)} of winnings, paid to backers in cash when the player uses or cashes the seat.`;
}
