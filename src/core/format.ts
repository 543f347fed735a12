const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const longDate = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function toDate(value: string | Date): Date | null {
  const d = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Short month, day, year ("Mar 15, 2026"); "TBD" when missing. Dates are calendar dates, shown in UTC. */
export function formatDate(value: string | Date | null | undefined, missing = "TBD"): string {
  if (!value) return missing;
  const d = toDate(value);
  return d ? shortDate.format(d) : missing;
}

export function formatLongDate(value: string | Date | null | undefined, missing = "TBD"): string {
  if (!value) return missing;
  const d = toDate(value);
  return d ? longDate.format(d) : missing;
}

/** Activity ages: Just now, Nh ago, Nd ago. */
export function formatAge(createdAt: string | Date, now: Date = new Date()): string {
  const d = toDate(createdAt);
  if (!d) return "";
  const hours = Math.floor((now.getTime() - d.getTime()) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Funding progress as a whole percent, capped at 100. */
export function progressPercent(current: string | number, target: string | number): number {
  const c = Number(current);
  const t = Number(target);
  if (!(t > 0) || !(c > 0)) return 0;
  return Math.min(100, Math.round((c / t) * 100));
}

export function formatInteger(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
}
