// No zod here, so a page that needs only these does not download the schemas (decision 110).

export const MAX_FINAL_POSITION = 50;

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** Did not cash (0), then 1 to 50. */
export const FINAL_POSITION_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0, label: "Did not cash" },
  ...Array.from({ length: MAX_FINAL_POSITION }, (_, i) => ({ value: i + 1, label: ordinal(i + 1) })),
];

export function finalPositionLabel(position: number | null | undefined): string {
  if (position === null || position === undefined) return "";
  return position === 0 ? "Did not cash" : ordinal(position);
}
