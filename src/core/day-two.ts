import { formatMarkup } from "./markup";
import { formatMoney2, groupThousands, type Cents } from "./money";

/**
 * Day-2 resale (decision 170, docs/decisions/170-day-two-resale.md). A player still in a multi-day event after a
 * day ended sells more action priced from their verified bag: price per 1% = buy-in x r / 100 x markup, where
 * r = bag / starting stack. No zod here: the console and the tournament page import it.
 */

/** The most of their winnings a player may sell in one event, Day-1 and Day-2 campaigns together ("Cannot offer more than 100%"). */
export const MAX_SELLABLE_PERCENT = 100;

export const DAY_TWO_MESSAGES = {
  notYourEvent: "You can only sell Day-2 action in an event you play in",
  oneDay: "This event has no Day 2: it is played in one day",
  noBag: "You have no verified bag yet: Day-2 action can be sold once the day has ended and the controller entered your bag",
  eliminated: "You were eliminated from this event, so you cannot sell Day-2 action",
  shortStack: "Your bag is not above the starting stack: Day-2 action is only sold when bag / starting stack is above 1",
  over: (sold: string, room: string) => `You have already sold or swapped ${sold}% of this event: at most ${room}% more can be sold`,
  duplicate: "You already have a campaign selling this day's action in this event",
  notBetweenDays: "Day-2 action can only be sold between days: the clock is running or the event is over",
  /** a multi-flight event (decision 242): Day 2's field is known once every flight has bagged */
  flightsToBag: (flights: string) => `Day-2 action is sold once every flight has bagged: ${flights} still to bag`,
  /** a multi-flight event: the player is not in Day 2's field (no bag among the flights' survivors) */
  notAdvancing: "You did not advance to Day 2: you have no bag among the flights' survivors, so you cannot sell Day-2 action",
  /** a bag correction (decision 170) once the campaign priced from the bag has a backer, or someone paying */
  bagHasBackers: (name: string) => `${name}'s bag can no longer be corrected: their Day-2 campaign priced from it already has a backer.`,
  /** a bag corrected to one that cannot price the campaign made from it */
  bagCannotPrice: (name: string) =>
    `${name}'s corrected bag is not above the starting stack, so it cannot price the Day-2 campaign made from it: cancel that campaign first.`,
} as const;

/** Bag / starting stack as a decimal text ("16.8"), for the screens; up to 2 decimals, trailing zeros dropped. */
export function stackRatioText(bag: number, startingStack: number): string {
  if (startingStack <= 0) return "0";
  const hundredths = Math.round((bag * 100) / startingStack);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, "0").replace(/0$/, "")}`;
}

/** Whether a bag lets a player sell Day-2 action: r = bag / starting stack above 1. */
export function canSellFromBag(bag: number, startingStack: number): boolean {
  return startingStack > 0 && bag > startingStack;
}

/**
 * The price of 1% of the player's winnings on Day 2, in cents: buyIn x (bag / startingStack) / 100 x markup,
 * rounded half up to the cent, exactly (BigInt). Markup in hundredths (100 = 1.00). The worked case: a $500 event,
 * 25,000 starting chips, a 420,000 bag at 1.00: 8,400 cents ($84.00).
 */
export function dayTwoPricePerPercentCents(buyInCents: Cents, bag: number, startingStack: number, markupHundredths: number): Cents {
  const num = BigInt(buyInCents) * BigInt(bag) * BigInt(markupHundredths);
  const den = BigInt(startingStack) * 100n * 100n;
  const q = num / den;
  return Number((num % den) * 2n >= den ? q + 1n : q);
}

/**
 * The value of 100% of the player's winnings at the bag, at face value: buyIn x bag / startingStack, rounded half up
 * to the cent, exactly. A Day-2 campaign is stored with it as its buy-in, so the one share formula every stake, hold
 * and payout uses gives exactly the % bought: 10% of a $100 event's 38,400 bag over 10,000 chips is worth $38.40 at
 * face value, costs $40.32 at 1.05 and is paid $80.00 of $800. (Deriving it back from the price of 1% rounded to the
 * cent stored $383.81 and paid $79.99 of $800: decision 214.)
 */
export function dayTwoValueCents(buyInCents: Cents, bag: number, startingStack: number): Cents {
  const num = BigInt(buyInCents) * BigInt(bag);
  const den = BigInt(startingStack);
  const q = num / den;
  return Number((num % den) * 2n >= den ? q + 1n : q);
}

/** What the player may still sell on Day 2 after Day 1's sold share (percent, up to 4 decimals), never below 0. */
export function dayTwoRoomPercent(day1SoldPercent: number): number {
  return Math.max(0, Math.floor((MAX_SELLABLE_PERCENT - day1SoldPercent) * 10_000 + 1e-6) / 10_000);
}

/**
 * "Day 2 · priced from a 420,000 bag": the line a Day-2 campaign's page and card carry; `day` is the day whose action
 * it sells (a campaign priced when Day 2 ended sells Day 3's, decision 170).
 */
export function dayTwoLabel(bagChips: number, day = 2): string {
  return `Day ${day} · priced from a ${groupThousands(bagChips)} bag`;
}

/** "$84.00 per 1% (bag 420,000 = 16.8 x the starting stack, 1.00 markup)". */
export function dayTwoPriceText(pricePerPercentCents: Cents, bag: number, startingStack: number, markupHundredths: number): string {
  return `${formatMoney2(pricePerPercentCents / 100)} per 1% (bag ${groupThousands(bag)} = ${stackRatioText(bag, startingStack)} x the starting stack, ${formatMarkup(markupHundredths)} markup)`;
}
