/**
 * PostgreSQL's CPU spent for one database, measured from outside (Linux /proc), so a bench can compare two trees
 * whatever each tree's own bench prints. A backend's process title names its database ("postgres: user db host
 * state"); backends come and go with the server's pool, so every process is sampled every 200 ms and each one's
 * last reading kept (a backend that exits between two samples loses at most its last 200 ms). The cluster's shared
 * processes (WAL writer, checkpointer, background writer) work for every database: counted apart.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 1000 / 100; // USER_HZ

interface Reading {
  backends: number;
  shared: number;
}

function sample(database: string, seen: Map<number, { ms: number; backend: boolean }>): void {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
      if (!title.startsWith("postgres:")) continue;
      // "postgres: [cluster: ]user database host state": the database is a word of its own
      const backend = title.split(/\s+/).includes(database);
      const shared = / (walwriter|checkpointer|background writer)/.test(title);
      if (!backend && !shared) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      seen.set(Number(pid), { ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, backend });
    } catch {
      // the process ended between the listing and the read
    }
  }
}

/** Starts sampling; the returned function stops and answers the CPU ms spent since, or null off Linux. */
export function watchPostgresCpu(database: string): () => Reading | null {
  if (process.platform !== "linux") return () => null;
  const before = new Map<number, { ms: number; backend: boolean }>();
  sample(database, before);
  const seen = new Map<number, { ms: number; backend: boolean }>();
  const timer = setInterval(() => sample(database, seen), 200);
  return () => {
    clearInterval(timer);
    sample(database, seen);
    const out: Reading = { backends: 0, shared: 0 };
    for (const [pid, now] of seen) {
      const then = before.get(pid)?.ms ?? 0;
      // a pid reused by a new backend since the first sample started from 0
      const spent = now.ms >= then ? now.ms - then : now.ms;
      if (now.backend) out.backends += spent;
      else out.shared += spent;
    }
    return out;
  };
}
