import { formatDate } from "@core/format";
import { lazy, Suspense, useEffect } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePerformance } from "../api/get-performance";
import type { ReturnsPoint } from "./returns-plot";

// recharts is most of the portfolio's JavaScript and draws below the lists: it loads after the page paints,
// while the performance figures do
const loadPlot = () => import("./returns-plot");
const ReturnsPlot = lazy(() => loadPlot().then((m) => ({ default: m.ReturnsPlot })));

/** Cumulative money in and money back over time, one point per finished tournament. */
export function ReturnsChart({ isPlayer }: { isPlayer: boolean }) {
  const { data, isLoading } = usePerformance();
  useEffect(() => void loadPlot(), []);
  const history = data?.history ?? [];
  // the lines start from nothing, so even a single result draws a line
  const points: ReturnsPoint[] = history.length
    ? [{ label: "Start", invested: 0, returns: 0 }, ...history.map((p) => ({ ...p, label: formatDate(p.date) }))]
    : [];
  const inLabel = isPlayer ? "Buy-ins" : "Invested";
  const outLabel = isPlayer ? "Winnings" : "Returns";
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>Cumulative Returns</CardTitle>
        <CardDescription>
          {isPlayer ? "Buy-ins and winnings across your finished tournaments" : "What you staked and what came back, across finished tournaments"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-64 w-full" />
        ) : points.length === 0 ? (
          <div className="flex h-64 items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground">
            The chart fills in as your tournaments finish.
          </div>
        ) : (
          <div className="h-64 w-full" role="img" aria-label={`Cumulative ${outLabel.toLowerCase()} over time`}>
            {/* the box holds its height while the chart's code arrives: nothing below it moves */}
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <ReturnsPlot points={points} inLabel={inLabel} outLabel={outLabel} />
            </Suspense>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
