import { formatMoney } from "@core/money";
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const compact = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", notation: "compact", maximumFractionDigits: 1 });

export interface ReturnsPoint {
  label: string;
  invested: number;
  returns: number;
}

/** The chart itself (recharts, about 100 KB gzip): returns-chart.tsx loads it once there is something to draw. */
export function ReturnsPlot({ points, inLabel, outLabel }: { points: ReturnsPoint[]; inLabel: string; outLabel: string }) {
  return (
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
  );
}
