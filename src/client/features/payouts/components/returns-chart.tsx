import { formatDate } from "@core/format";
import { formatMoney } from "@core/money";
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { usePerformance } from "../api/queries";

const compact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });

/** Cumulative money in and money back over time, one point per finished tournament. */
export function ReturnsChart({ isPlayer }: { isPlayer: boolean }) {
  const { data, isLoading } = usePerformance();
  const history = data?.history ?? [];
  // the lines start from nothing, so even a single result draws a line
  const points = history.length ? [{ label: "Start", invested: 0, returns: 0 }, ...history.map((p) => ({ ...p, label: formatDate(p.date) }))] : [];
  const inLabel = isPlayer ? "Buy-ins" : "Invested";
  const outLabel = isPlayer ? "Winnings" : "Returns";
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle>Cumulative Returns</CardTitle>
        <CardDescription>{isPlayer ? "Buy-ins and winnings across your finished tournaments" : "What you staked and what came back, across finished tournaments"}</CardDescription>
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
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={points} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                <defs>
                  <linearGradient id="returns-fill" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor="#f5b524" stopOpacity={0.45} />
                    <stop offset="100%" stopColor="#f5b524" stopOpacity={0} />
                  </linearGradient>
                </defs>
                <CartesianGrid stroke="#26324d" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" stroke="#94a0b8" fontSize={12} tickLine={false} axisLine={false} minTickGap={24} />
                <YAxis stroke="#94a0b8" fontSize={12} tickLine={false} axisLine={false} width={64} tickFormatter={(v: number) => compact.format(v)} />
                <Tooltip
                  contentStyle={{ background: "#131c31", border: "1px solid #26324d", borderRadius: 8, color: "#e7ebf3" }}
                  formatter={(value, name) => [formatMoney(Number(value)), name]}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Area type="monotone" dataKey="invested" name={inLabel} stroke="#94a0b8" fill="transparent" strokeDasharray="4 4" strokeWidth={2} />
                <Area type="monotone" dataKey="returns" name={outLabel} stroke="#f5b524" fill="url(#returns-fill)" strokeWidth={2} />
              </AreaChart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
