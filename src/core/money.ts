/**
 * Money is exact: integer cents in code, numeric(12,2) in the database, decimal strings in the API.
 * Never parse an amount with parseFloat and never add amounts as floating point.
 */
export type Cents = number;

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d{0,2})\d*)?\s*$/;

/** Parses "1234.5", "1,234.50" or 1234.5 into cents; null when it is not a number. Extra decimals are truncated. */
export function toCents(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = value.toFixed(2);
  } else {
    text = value.replace(/[$,\s]/g, "");
  }
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? "").padEnd(2, "0"));
  const cents = whole * 100 + frac;
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] ? -cents : cents;
}

/** Cents to the database / API decimal string, e.g. 123456 -> "1234.56". */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Cents to a number of dollars, for display and for the API fields the spec types as numbers. */
export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** Multiplies cents by num/den and rounds half up (away from zero for positives), exactly, with BigInt. */
export function mulDivRoundHalfUp(cents: Cents, num: number, den: number): Cents {
  const n = BigInt(cents) * BigInt(num);
  const d = BigInt(den);
  const q = n / d;
  const r = n % d;
  return Number(r * 2n >= d ? q + 1n : q);
}

/** Multiplies cents by num/den and rounds down to the cent. */
export function mulDivFloor(cents: Cents, num: number, den: number): Cents {
  const n = BigInt(cents) * BigInt(num);
  const d = BigInt(den);
  let q = n / d;
  if (n % d !== 0n && n < 0n) q -= 1n;
  return Number(q);
}

// Amounts are written out by hand, not with Intl.NumberFormat: the first Intl formatter a page creates costs
// 20-50 ms of main thread while ICU loads (decision 110). The text is en-US currency, as Intl gave it
// (tests/unit/money-format.test.ts).
/** A whole number with thousands separators, "1,234,567". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function dollars(cents: Cents, withCents: boolean): string {
  const abs = Math.abs(cents);
  const text = `$${groupThousands(Math.floor(abs / 100))}${withCents ? `.${String(abs % 100).padStart(2, "0")}` : ""}`;
  return cents < 0 ? `-${text}` : text;
}

/** US formatting; whole dollars unless the amount has cents, e.g. "$1,000" or "$52.50". */
export function formatMoney(value: string | number | null | undefined): string {
  const cents = toCents(value ?? 0) ?? 0;
  return dollars(cents, cents % 100 !== 0);
}

/** US formatting with exactly two decimals, e.g. "$1,050.00" (fees and totals). */
export function formatMoney2(value: string | number | null | undefined): string {
  return dollars(toCents(value ?? 0) ?? 0, true);
}
