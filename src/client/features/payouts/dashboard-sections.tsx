import type { PublicUser } from "@core/contracts/auth";

/** The payouts feature's parts of the dashboard (summaries, stat cards, stakes, activity, performance). */
export function RoleSummarySection(_props: { user: PublicUser }) {
  return null;
}
export function RecentActivitySection(_props: { user: PublicUser }) {
  return null;
}
export function PerformanceOverviewSection(_props: { user: PublicUser }) {
  return null;
}
