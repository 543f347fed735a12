import type { Campaign } from "@core/contracts/campaigns";
import type { MyInvestment } from "@core/contracts/payouts";

const time = (v: string | null | undefined) => (v ? new Date(v).getTime() : 0);

/** Closed items, newest completion first (cancelled ones by when they were cancelled). */
const byCompletion =
  <T>(when: (x: T) => number) =>
  (a: T, b: T) =>
    when(b) - when(a);

export function splitInvestments(list: MyInvestment[]) {
  const active = list.filter((i) => i.status === "active" || i.status === "pending");
  const closed = list
    .filter((i) => !(i.status === "active" || i.status === "pending"))
    .sort(byCompletion((i) => time(i.completedAt) || time(i.closedAt) || time(i.createdAt)));
  return { active, closed };
}

export function splitCampaigns(list: Campaign[]) {
  const active = list.filter((c) => c.status === "active" || c.status === "funded");
  const closed = list.filter((c) => c.status === "completed" || c.status === "cancelled").sort(byCompletion((c) => time(c.completedAt) || time(c.updatedAt)));
  return { active, closed };
}
