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
