// No zod here, so a page that needs only these does not download the schemas (decision 110).

const PERCENT_PATTERN = /^(-)?(\d{1,6})(?:\.(\d{1,2}))?$/;

/** "12.5" or 12.5 into basis points (1250); null unless it is a plain number with at most 2 decimals. Exact: no float arithmetic. */
export function percentToBasisPoints(value: string | number): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const m = PERCENT_PATTERN.exec(text);
  if (!m) return null;
  const points = Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0"));
  return m[1] ? -points : points;
}

/** Basis points back to the percentage a sponsor typed: 1250 -> 12.5. */
export function basisPointsToPercent(bp: number): number {
  return bp / 100;
}
