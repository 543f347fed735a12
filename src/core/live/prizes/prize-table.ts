import { mulDivFloor, type Cents } from "@core/money";

/** §9 payout percentages, in tenths of a percent so the arithmetic stays exact. */
export const PAYOUT_TENTHS: readonly number[] = [200, 120, 80, 60, 45, 35, 30, 25, 20, 15, 15, 15, 12, 12, 12, 10, 10, 10];

/** The spectator view shows this many payouts, or SPECTATOR_PRIZES_FULL_SCREEN in full screen. */
export const SPECTATOR_PRIZES = 10;
export const SPECTATOR_PRIZES_FULL_SCREEN = 12;

/** Demo values (§9): each player counts for 5000 in the stats, and 90% of that is paid out. */
export const DEMO_BUY_IN_CENTS: Cents = 5000_00;
export const DEMO_PAYOUT_PERCENT = 90;

export interface PrizeRow {
  place: number;
  /** "1st", "2nd", "3rd", "4th" ... */
  label: string;
  /** e.g. 4.5 */
  percentage: number;
  amountCents: Cents;
  /** a satellite's seat place (decision 240): amountCents is the seat's value plus this cash; absent: a cash place */
  seat?: { targetName: string; valueCents: Cents; cashCents: Cents };
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** Every paid place with its share of the pool, rounded down to the cent (the sum never exceeds the pool). */
export function prizeTable(prizePoolCents: Cents): PrizeRow[] {
  return PAYOUT_TENTHS.map((tenths, i) => ({
    place: i + 1,
    label: ordinal(i + 1),
    percentage: tenths / 10,
    amountCents: mulDivFloor(prizePoolCents, tenths, 1000),
  }));
}

/** What the stats call the prize pool: every registered player's buy-in. */
export function grossPrizePool(totalPlayers: number, buyInCents: Cents): Cents {
  return totalPlayers * buyInCents;
}

/** What is paid out: the gross pool times the payout percent (90 in the demo, 100 for a sponsor's tournament). */
export function payoutPrizePool(totalPlayers: number, buyInCents: Cents, payoutPercent: number): Cents {
  return mulDivFloor(grossPrizePool(totalPlayers, buyInCents), payoutPercent, 100);
}
