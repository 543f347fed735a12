/**
 * Where a reconnect's opening goes (decision 243): nginx names the instance that answered and its connect and head
 * times (`X-Upstream`); the stream knows when the head arrived and when its first event did. Split by the instance
 * that took the stream: the one killed last and started again, or one that survived the kill.
 */
export interface OpeningPart {
  /** the request's start to its first event */
  opening: number;
  /** when the first event arrived */
  at: number;
  /** the request's start to the response's head */
  head: number;
  /** nginx's `$upstream_addr|$upstream_connect_time|$upstream_header_time`, each a list over the instances it tried */
  upstream: string;
}

export interface Kill {
  at: number;
  port: number;
}

/** How long after a kill a stream on the killed instance may notice it (nginx ends it when the socket dies). */
const NOTICED_WITHIN_MS = 5_000;

/**
 * Whether a recovery was a reconnect after its instance's death: it dropped from the killed instance just after the
 * kill. The others are streams their instance ended (to balance the instances, decision 245), counted apart: they
 * come back to an idle instance in a few hundred milliseconds, and would hide the kills' figures.
 */
export function afterKill(part: { at: number; opening: number; waited: number; droppedFrom: string }, kills: Kill[]): boolean {
  const droppedAt = part.at - part.opening - part.waited;
  const kill = kills.findLast((k) => k.at <= droppedAt + 100);
  return kill !== undefined && droppedAt - kill.at <= NOTICED_WITHIN_MS && parseUpstream(part.droppedFrom).port === kill.port;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)}, p99 ${percentile(sorted, 99).toFixed(0)}`;
};

/** The instance the opening ended on, and whether nginx tried another first. */
export function parseUpstream(upstream: string): { port: number | null; tries: number; connectMs: number | null; headMs: number | null } {
  const [addrs = "", connects = "", heads = ""] = upstream.split("|");
  const last = (list: string) => list.split(/,\s*/).filter(Boolean).at(-1) ?? "";
  const seconds = (text: string) => (text === "" || text === "-" ? null : Math.round(Number(text) * 1000));
  const addr = last(addrs);
  const port = Number(addr.split(":").at(-1));
  return {
    port: Number.isInteger(port) && port > 0 ? port : null,
    tries: addrs.split(/,\s*/).filter(Boolean).length,
    connectMs: seconds(last(connects)),
    headMs: seconds(last(heads)),
  };
}

/** One line per instance role: how many openings, and where their time went. */
export function openingReport(parts: Array<OpeningPart & { kind: string }>, kills: Kill[]): string[] {
  const groups = new Map<string, { opening: number[]; head: number[]; nginxHead: number[]; connect: number[]; afterHead: number[]; retried: number }>();
  for (const part of parts) {
    const started = part.at - part.opening;
    const kill = kills.findLast((k) => k.at <= started);
    const { port, tries, connectMs, headMs } = parseUpstream(part.upstream);
    const role = `${part.kind}, ${kill === undefined ? "no kill before it" : port === kill.port ? "the restarted instance" : "a surviving instance"}`;
    let g = groups.get(role);
    if (!g) groups.set(role, (g = { opening: [], head: [], nginxHead: [], connect: [], afterHead: [], retried: 0 }));
    g.opening.push(part.opening);
    g.head.push(part.head);
    g.afterHead.push(part.opening - part.head);
    if (headMs !== null) g.nginxHead.push(headMs);
    if (connectMs !== null) g.connect.push(connectMs);
    if (tries > 1) g.retried += 1;
  }
  return [...groups].map(
    ([role, g]) =>
      `${role}: ${g.opening.length} openings (${g.retried} after nginx tried another instance); opening ${spread(g.opening)}; ` +
      `to the head ${spread(g.head)} (nginx: connect ${spread(g.connect)}, the instance's head ${spread(g.nginxHead)}); head to first event ${spread(g.afterHead)}`,
  );
}

/**
 * One line per kill: the displays' reconnects it caused (dropped after it, before the next), their p50, p99 and
 * worst, and how far the nearest connection cut was. A p99 over a day is set by its worst storm or two.
 */
export function reconnectsByKill(recoveries: ReadonlyArray<{ ms: number; at: number }>, kills: Kill[], cutsAt: number[]): string[] {
  return kills.map((kill, i) => {
    const next = kills[i + 1]?.at ?? Infinity;
    const ms = recoveries
      .filter((r) => r.at - r.ms >= kill.at - 1_000 && r.at - r.ms < next)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    const nearest = cutsAt.reduce<number | null>((best, at) => (best === null || Math.abs(at - kill.at) < Math.abs(best) ? at - kill.at : best), null);
    const cut = nearest === null ? "no cut" : `nearest cut ${nearest >= 0 ? "+" : ""}${(nearest / 1000).toFixed(1)} s`;
    return `kill ${i + 1} (port ${kill.port}, ${cut}): ${ms.length} reconnects; ${spread(ms)}, worst ${(ms.at(-1) ?? 0).toFixed(0)}`;
  });
}
