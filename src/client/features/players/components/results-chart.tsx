import type { PlayerResult } from "@core/contracts/players";
import { formatDate } from "@core/format";
import { formatMoney, toCents } from "@core/money";
import { cumulativeResults } from "@core/player-record";

const W = 600;
const H = 160;
const PAD = 8;
/** room on the left for the value labels */
const AXIS = 64;

const signed = (cents: number) => `${cents > 0 ? "+" : ""}${formatMoney(cents / 100)}`;

/**
 * The running total of prize minus buy-in, oldest event first: a small inline SVG line (no chart library), with its
 * values on it (decision 214: the chart had none): the highest, lowest and zero lines labelled, each point's total in
 * its tooltip, and the first and last dates and the total now under it.
 */
export function ResultsChart({ results }: { results: PlayerResult[] }) {
  const points = cumulativeResults(results.map((r) => ({ date: r.date, prizeCents: toCents(r.prize) ?? 0, buyInCents: toCents(r.buyIn) ?? 0 })));
  if (points.length === 0) return <p className="text-sm text-muted-foreground">No results yet.</p>;
  const values = [0, ...points.map((p) => p.totalCents)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => AXIS + ((W - AXIS - PAD) * i) / Math.max(1, points.length);
  const y = (v: number) => PAD + ((H - 2 * PAD) * (max - v)) / span;
  const line = [`${x(0)},${y(0)}`, ...points.map((p, i) => `${x(i + 1)},${y(p.totalCents)}`)].join(" ");
  const last = points[points.length - 1].totalCents;
  // the labels never crowd each other: zero is labelled only when it is clear of the top and bottom ones
  const labels = [max, min, ...(Math.abs(y(0) - y(max)) > 14 && Math.abs(y(0) - y(min)) > 14 ? [0] : [])].filter((v, i, all) => all.indexOf(v) === i);
  return (
    <figure data-testid="results-chart">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-40 w-full" role="img" aria-label={`Cumulative results over ${points.length} events: ${signed(last)}`}>
        <line x1={AXIS} x2={W - PAD} y1={y(0)} y2={y(0)} className="stroke-muted-foreground/40" strokeDasharray="4 4" />
        {labels.map((v) => (
          <text
            key={v}
            x={AXIS - 6}
            y={Math.min(H - 2, Math.max(10, y(v) + 4))}
            textAnchor="end"
            className="fill-muted-foreground text-[11px] tabular-nums"
            data-testid="results-chart-label"
          >
            {v === 0 ? "$0" : signed(v)}
          </text>
        ))}
        <polyline points={line} fill="none" className={last >= 0 ? "stroke-primary" : "stroke-destructive"} strokeWidth={2} />
        {points.map((p, i) => (
          <circle key={`${p.date}-${i}`} cx={x(i + 1)} cy={y(p.totalCents)} r={3} className="fill-primary">
            <title>{`${formatDate(p.date)}: ${signed(p.totalCents)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-muted-foreground">
        <span>Cumulative prize minus buy-in, all events, oldest first</span>
        <span className="tabular-nums" data-testid="results-chart-summary">
          {formatDate(points[0].date)} to {formatDate(points[points.length - 1].date)}: {signed(last)}
        </span>
      </figcaption>
    </figure>
  );
}
