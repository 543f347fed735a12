import type { PublicUser } from "@core/contracts/auth";
import { formatInteger } from "@core/format";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { SkeletonList } from "@client/components/skeleton-list";
import { cn } from "@client/lib/utils";
import { usePerformance } from "../api/get-performance";
import { formatPercent, toneOf } from "./format";

function Row({ label, value, tone }: { label: string; value: string; tone?: "up" | "down" }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn("text-sm font-semibold tabular-nums", tone === "up" && "text-emerald-400", tone === "down" && "text-red-400")}>{value}</dd>
    </div>
  );
}

// what the figures measure for each role; sponsors and users without a role have no results of their own yet
const SUBJECTS: Record<NonNullable<PublicUser["role"]> | "none", string> = {
  player: "Your tournament ROI: winnings against buy-ins",
  investor: "ROI of your stakes in finished tournaments",
  sponsor: "Results of stakes and campaigns; hosting tournaments adds none",
  none: "Choose a role to start building your record",
};

/** This Month, Last Month, 3 Months, Total ROI, Cashed (with cash rate), Total: all from real results. */
export function PerformanceOverview({ user, className }: { user: PublicUser; className?: string }) {
  const { data, isLoading, isError } = usePerformance();
  const subject = SUBJECTS[user.role ?? "none"];
  return (
    <Card className={className}>
      <CardHeader className="pb-2">
        <CardTitle>Performance Overview</CardTitle>
        <CardDescription>{subject}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <SkeletonList count={6} itemClassName="h-5 w-full" />
        ) : isError || !data ? (
          <p className="text-sm text-muted-foreground">Performance figures could not be loaded.</p>
        ) : (
          <dl className="divide-y divide-border/60" aria-label="Performance Overview">
            <Row label="This Month" value={formatPercent(data.thisMonth)} tone={toneOf(data.thisMonth)} />
            <Row label="Last Month" value={formatPercent(data.lastMonth)} tone={toneOf(data.lastMonth)} />
            <Row label="3 Months" value={formatPercent(data.threeMonths)} tone={toneOf(data.threeMonths)} />
            <Row label="Total ROI" value={formatPercent(data.totalRoi)} tone={toneOf(data.totalRoi)} />
            <Row label="Cashed" value={`${formatInteger(data.cashedTournaments)} (${formatPercent(data.cashRate, false)})`} />
            <Row label="Total" value={`${formatInteger(data.totalTournaments)} tournament${data.totalTournaments === 1 ? "" : "s"}`} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
