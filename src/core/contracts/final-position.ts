// No zod here, so a page that needs only these does not download the schemas (decision 110).

/**
 * The deepest finish a close accepts: any place in any real field (the largest live events have under 10,000
 * entrants, online ones a few 100,000 at most: a deep cash there is still a number the player can type).
 */
export const MAX_FINAL_POSITION = 100_000;

/** A typed finish that is not a place: 0 means did not cash, then 1 (the winner) to MAX_FINAL_POSITION. */
export const FINAL_POSITION_RANGE_MESSAGE = "Final position must be a whole number from 0 (did not cash) to 100,000";

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** A typed finish as a number: 0 (did not cash) or a place; null when blank; NaN when it is not a whole number in range. */
export function parseFinalPosition(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= MAX_FINAL_POSITION ? n : Number.NaN;
}

export function finalPositionLabel(position: number | null | undefined): string {
  if (position === null || position === undefined) return "";
  return position === 0 ? "Did not cash" : ordinal(position);
}
