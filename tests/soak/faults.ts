import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { exited, type Instance } from "../scale/cluster";
import type { Figures } from "./figures";

/**
 * The day's faults: every `killEvery` s one instance (in turn) is killed with SIGKILL and started again at once, as
 * a supervisor would; every `cutEvery` s every connection the app holds to PostgreSQL is cut (pg_terminate_backend).
 */
export function startFaults(o: {
  killEvery: number;
  cutEvery: number;
  instances: Instance[];
  restart: (i: number) => Promise<Instance>;
  databaseUrl: string;
  figures: Figures;
  stop: () => boolean;
  log: (line: string) => void;
}): Promise<{ kills: number; cuts: number; killedAt: number[]; killed: Array<{ at: number; port: number }>; cutsAt: number[] }> {
  const killedAt: number[] = [];
  const cutsAt: number[] = [];
  const killed: Array<{ at: number; port: number }> = [];
  let cuts = 0;
  const kills = (async () => {
    if (o.killEvery <= 0) return;
    for (let turn = 0; ; turn++) {
      await sleep(o.killEvery * 1000);
      if (o.stop()) return;
      const i = turn % o.instances.length;
      const victim = o.instances[i]!;
      o.figures.fault("kill");
      killedAt.push(Date.now());
      killed.push({ at: Date.now(), port: victim.port });
      victim.child.kill("SIGKILL");
      await exited(victim.child, 5000);
      const restarting = Date.now();
      o.instances[i] = await o.restart(i);
      o.log(`killed instance ${i + 1} (port ${victim.port}) and started it again: healthy after ${((Date.now() - restarting) / 1000).toFixed(1)} s`);
    }
  })();
  const cutting = (async () => {
    if (o.cutEvery <= 0) return;
    const name = new URL(o.databaseUrl).pathname.slice(1);
    while (true) {
      await sleep(o.cutEvery * 1000);
      if (o.stop()) return;
      const admin = new pg.Client({ connectionString: o.databaseUrl });
      try {
        await admin.connect();
        o.figures.fault("cut");
        cutsAt.push(Date.now());
        const { rowCount } = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'",
          [name],
        );
        cuts += 1;
        o.log(`cut ${rowCount} database connections`);
      } catch (err) {
        o.log(`the cut failed: ${err instanceof Error ? err.message : String(err)}`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
  })();
  return Promise.all([kills, cutting]).then(() => ({ kills: killedAt.length, cuts, killedAt, killed, cutsAt }));
}
