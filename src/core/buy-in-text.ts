import { formatMoney, toCents } from "./money";

/**
 * The buy-in as an event's card and details show it: "$200", or with a fee per entry (decision 237) "$200 + $20 fee".
 * Decimal strings as the API sends them. Apart from the fee's zod field, so the pages that show it do not load zod.
 */
export function buyInWithFee(buyIn: string, fee: string | null | undefined): string {
  const cents = toCents(fee ?? null);
  return cents !== null && cents > 0 ? `${formatMoney(buyIn)} + ${formatMoney(fee)} fee` : formatMoney(buyIn);
}
