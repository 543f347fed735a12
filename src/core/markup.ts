/**
 * Markup: the price of the action over face value. Code carries it as integer hundredths (100 = 1.00,
 * 150 = 1.50) so every money formula stays integer; the database holds numeric(3,2), the API a "1.10" string.
 */
export const MARKUP_MIN_HUNDREDTHS = 100;
export const MARKUP_MAX_HUNDREDTHS = 150;
/** No markup: every figure is exactly as without the feature. */
export const NO_MARKUP = 100;

export const MARKUP_MESSAGE = "Markup must be between 1.00 and 1.50";

const DECIMAL = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/;

/** Hundredths of a decimal text with at most 2 decimals, no range check; null when it is not one. */
function hundredthsOfText(text: string): number | null {
  const m = DECIMAL.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/**
 * 1.1 or "1.10" -> 110. Null for anything else: not a number, more than 2 decimals, outside 1.00..1.50.
 * A number is accepted when it is within float noise of a whole number of hundredths (1.15 x 100 = 114.999...).
 */
export function parseMarkup(input: unknown): number | null {
  let hundredths: number | null = null;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return null;
    const scaled = input * 100;
    const rounded = Math.round(scaled);
    if (Math.abs(scaled - rounded) > 1e-6) return null;
    hundredths = rounded;
  } else if (typeof input === "string") {
    hundredths = hundredthsOfText(input);
  }
  if (hundredths === null || hundredths < MARKUP_MIN_HUNDREDTHS || hundredths > MARKUP_MAX_HUNDREDTHS) return null;
  return hundredths;
}

/** 110 -> "1.10": the API's and the screen's form. */
export function formatMarkup(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** The stored numeric(3,2) text back to hundredths ("1.10" -> 110); throws when the stored value is not a decimal. */
export function markupHundredthsOf(stored: string): number {
  const hundredths = hundredthsOfText(stored);
  if (hundredths === null) throw new Error(`Bad stored markup: ${JSON.stringify(stored)}`);
  return hundredths;
}

/** "1.10 markup" for cards and the campaign page; null at 1.00, where nothing is shown. */
export function markupLabel(hundredths: number): string | null {
  return hundredths === NO_MARKUP ? null : `${formatMarkup(hundredths)} markup`;
}
