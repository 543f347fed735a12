import type { PlayerResult } from "@core/contracts/players";
import { formatMoney, toCents } from "@core/money";
import { cumulativeResults } from "@core/player-record";

const W = 600;
const H = 160;
const PAD = 8;

/** The running total of prize minus buy-in, oldest event first: a small inline SVG line (no chart library). */
export function ResultsChart({ results }: { results: PlayerResult[] }) {
  const points = cumulativeResults(results.map((r) => ({ date: r.date, prizeCents: toCents(r.prize) ?? 0, buyInCents: toCents(r.buyIn) ?? 0 })));
  if (points.length === 0) return <p className="text-sm text-muted-foreground">No results yet.</p>;
  const values = [0, ...points.map((p) => p.totalCents)];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const x = (i: number) => PAD + ((W - 2 * PAD) * i) / Math.max(1, points.length);
  const y = (v: number) => PAD + ((H - 2 * PAD) * (max - v)) / span;
  const line = [`${x(0)},${y(0)}`, ...points.map((p, i) => `${x(i + 1)},${y(p.totalCents)}`)].join(" ");
  const last = points[points.length - 1].totalCents;
  return (
    <figure data-testid="results-chart">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-40 w-full" role="img" aria-label={`Cumulative results over ${points.length} events: ${formatMoney(last / 100)}`}>
        <line x1={PAD} x2={W - PAD} y1={y(0)} y2={y(0)} className="stroke-muted-foreground/40" strokeDasharray="4 4" />
        <polyline points={line} fill="none" className={last >= 0 ? "stroke-primary" : "stroke-destructive"} strokeWidth={2} />
        {points.map((p, i) => (
          <circle key={`${p.date}-${i}`} cx={x(i + 1)} cy={y(p.totalCents)} r={3} className="fill-primary">
            <title>{`${p.date}: ${formatMoney(p.totalCents / 100)}`}</title>
          </circle>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-muted-foreground">Cumulative prize minus buy-in, all events, oldest first</figcaption>
    </figure>
  );
}
