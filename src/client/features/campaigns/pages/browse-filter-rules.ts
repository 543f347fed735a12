import type { CampaignListParams } from "@core/contracts/campaigns";
import { toCents } from "@core/money";

/** Browse's Advanced Filters as typed. */
export interface Filters {
  minBuyIn: string;
  maxBuyIn: string;
  dateFrom: string;
  dateTo: string;
  openOnly: boolean;
  verifiedOnly: boolean;
}
export const NO_FILTERS: Filters = { minBuyIn: "", maxBuyIn: "", dateFrom: "", dateTo: "", openOnly: false, verifiedOnly: false };

export const NOT_AN_AMOUNT_MESSAGE = "Enter an amount in dollars, like 500.";
export const MIN_ABOVE_MAX_MESSAGE = "Minimum buy-in is above the maximum.";
export const FROM_AFTER_TO_MESSAGE = "The From date is after the To date.";

/** What is wrong with the filters, each message for the field it sits next to. */
export interface FilterErrors {
  minBuyIn?: string;
  maxBuyIn?: string;
  /** the buy-in range as a whole (shown next to Max Buy-in, both fields marked) */
  buyInRange?: string;
  /** the date range as a whole (shown next to Tournament To, both fields marked) */
  dateRange?: string;
}

type FilterParams = Pick<CampaignListParams, "minBuyIn" | "maxBuyIn" | "dateFrom" | "dateTo" | "open" | "verified">;

/** Cents of a typed amount; undefined when empty, null when it is not an amount of $0 or more. */
function amountOf(text: string): number | null | undefined {
  if (text.trim() === "") return undefined;
  const cents = toCents(text.trim());
  return cents !== null && cents >= 0 ? cents : null;
}

/**
 * The filters the server is asked for, and the reasons a filter is left out. A field that is not an amount, or a range
 * that can match nothing (minimum above maximum, From after To), is not sent: the list stays as the other filters make
 * it, and the message next to the fields says why, instead of a list that went silently empty or silently unfiltered.
 */
export function checkFilters(f: Filters): { params: FilterParams; errors: FilterErrors } {
  const errors: FilterErrors = {};
  const min = amountOf(f.minBuyIn);
  const max = amountOf(f.maxBuyIn);
  if (min === null) errors.minBuyIn = NOT_AN_AMOUNT_MESSAGE;
  if (max === null) errors.maxBuyIn = NOT_AN_AMOUNT_MESSAGE;
  const rangeOk = !(typeof min === "number" && typeof max === "number" && min > max);
  if (!rangeOk) errors.buyInRange = MIN_ABOVE_MAX_MESSAGE;
  // YYYY-MM-DD from the date inputs compares as text
  const datesOk = !(f.dateFrom && f.dateTo && f.dateFrom > f.dateTo);
  if (!datesOk) errors.dateRange = FROM_AFTER_TO_MESSAGE;
  const money = (v: string, cents: number | null | undefined) => (typeof cents === "number" && rangeOk ? v.trim().replace(/[$,\s]/g, "") : undefined);
  return {
    params: {
      minBuyIn: money(f.minBuyIn, min),
      maxBuyIn: money(f.maxBuyIn, max),
      dateFrom: (datesOk && f.dateFrom) || undefined,
      dateTo: (datesOk && f.dateTo) || undefined,
      open: f.openOnly ? "true" : undefined,
      verified: f.verifiedOnly ? "true" : undefined,
    },
    errors,
  };
}

/** How many filters the user has set (typed ones count even when refused: Clear filters clears them too). */
export function activeFilterCount(f: Filters): number {
  return [f.minBuyIn, f.maxBuyIn, f.dateFrom, f.dateTo].filter((v) => v.trim() !== "").length + (f.openOnly ? 1 : 0) + (f.verifiedOnly ? 1 : 0);
}
