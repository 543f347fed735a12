/** A percentage figure with its sign ("+12.5%", "-3%"), or an em dash when there is nothing to measure. */
export function formatPercent(value: number | null | undefined, signed = true): string {
  if (value === null || value === undefined) return "—";
  const text = `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
  return signed && value > 0 ? `+${text}` : text;
}

export function toneOf(value: number | null | undefined): "up" | "down" | undefined {
  if (value === null || value === undefined || value === 0) return undefined;
  return value > 0 ? "up" : "down";
}
