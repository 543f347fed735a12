import { formatDate } from "@core/format";

/** "Dec 1, 2026 – Dec 10, 2026", or one date for a one-day series. */
export function seriesDatesText(s: { startDate: string; endDate: string }): string {
  return s.startDate === s.endDate ? formatDate(s.startDate) : `${formatDate(s.startDate)} – ${formatDate(s.endDate)}`;
}

/** "3 tournaments" */
export const eventCountText = (n: number) => `${n} ${n === 1 ? "tournament" : "tournaments"}`;
