import { eq, sql } from "drizzle-orm";
import { liveStoredState, type LiveStoredState } from "@core/live/schema/contracts";
import type { Db } from "../db/client";
import { liveTournaments } from "../db/schema/index";

/** A clock's row as stored: its state parsed, its version and when it was written. */
export interface StoredClock {
  stored: LiveStoredState;
  version: number;
  updatedAt: string;
}

/**
 * Each clock's stored state as the streams last read it (decision 244). When an instance dies, its displays come back
 * to the survivor spread over two seconds, and each clock is read back to back for as long as they keep arriving
 * (a coalesced read only joins callers that ask while one waits). Nearly every one of those reads finds the row as
 * it was: it then asks PostgreSQL for the version only and reuses the state parsed before, instead of having the
 * whole document sent, decoded and validated again. A state here is shared by every reader, as a coalesced read's
 * result already is: nobody may change it.
 */
export class ParsedStates {
  private readonly byId = new Map<string, StoredClock>();

  /** at most this many clocks: one read for a stream that then never opened is not kept for ever */
  constructor(private readonly max = 1000) {}

  get(id: string): StoredClock | undefined {
    return this.byId.get(id);
  }

  remember(id: string, clock: StoredClock): void {
    this.byId.delete(id);
    this.byId.set(id, clock);
    // the clock remembered longest ago goes first
    if (this.byId.size > this.max) this.byId.delete(this.byId.keys().next().value!);
  }

  /** the clock's last stream went: nothing will read it for a stream soon */
  forget(id: string): void {
    this.byId.delete(id);
  }

  get size(): number {
    return this.byId.size;
  }
}

/**
 * Clock `id`'s row, or null when none is stored. With `parsed`, a row still at the version and write time of the
 * state parsed before is answered with that state (one small row from PostgreSQL); any other row is read whole,
 * parsed and remembered. A row deleted and stored again (a visitor's demo clock) starts again at version 0 with a
 * new write time, so the two together tell it apart.
 */
export async function readStoredClock(db: Db, id: string, parsed?: ParsedStates): Promise<StoredClock | null> {
  const known = parsed?.get(id);
  if (!known) {
    const [row] = await db.select().from(liveTournaments).where(eq(liveTournaments.id, id));
    if (!row) return null;
    return remember(parsed, id, row.state, row.version, row.updatedAt);
  }
  const [row] = await db
    .select({
      version: liveTournaments.version,
      updatedAt: liveTournaments.updatedAt,
      // the write time to the millisecond, as a JavaScript date holds it
      state: sql<unknown>`case when ${liveTournaments.version} = ${known.version}
        and date_trunc('milliseconds', ${liveTournaments.updatedAt}) = ${known.updatedAt}::timestamptz
        then null else ${liveTournaments.state} end`,
    })
    .from(liveTournaments)
    .where(eq(liveTournaments.id, id));
  if (!row) {
    parsed!.forget(id);
    return null;
  }
  if (row.state === null) return known;
  return remember(parsed, id, row.state, row.version, row.updatedAt);
}

/** A clock's row as the app holds it: the state validated, the write time as an ISO string. */
export function storedClockOf(row: { state: unknown; version: number; updatedAt: Date }): StoredClock {
  return { stored: liveStoredState.parse(row.state), version: row.version, updatedAt: row.updatedAt.toISOString() };
}

function remember(parsed: ParsedStates | undefined, id: string, state: unknown, version: number, updatedAt: Date): StoredClock {
  const clock = storedClockOf({ state, version, updatedAt });
  parsed?.remember(id, clock);
  return clock;
}
