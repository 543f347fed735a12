import type { LiveGetResponse, LiveSnapshot } from "@core/live/schema/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../../src/server/db/client";
import { liveTournaments, specialTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createPlayer, injectAs, uniqueName, type TestUser } from "../helpers";
import { tournamentRow } from "../../../src/server/seed/builders";

/** A sponsor's special tournament straight in the database, with `players` registered players. */
export async function createLiveTournament(db: Db, sponsor: TestUser, players: number, overrides: Partial<typeof specialTournaments.$inferInsert> = {}) {
  const [t] = await db
    .insert(specialTournaments)
    .values(
      tournamentRow(
        sponsor.user.id,
        { name: uniqueName("Live Cup"), date: "2027-03-15", location: "Las Vegas", startingChips: 30000, maxSeats: 50 },
        overrides,
      ),
    )
    .returning();
  const entrants: TestUser[] = [];
  for (let i = 0; i < players; i++) {
    const p = await createPlayer(db);
    entrants.push(p);
    await db.insert(tournamentRegistrations).values({ tournamentId: t.id, userId: p.user.id, userRole: "player" });
  }
  return { tournament: t, entrants };
}

export async function tournamentStatus(db: Db, id: number): Promise<string> {
  const [t] = await db.select({ status: specialTournaments.status }).from(specialTournaments).where(eq(specialTournaments.id, id));
  return t.status;
}

/** Moves a running clock's start back in time, as if the server had been running it for `ms` longer. */
export async function rewindClock(db: Db, id: string, ms: number): Promise<void> {
  const [row] = await db.select().from(liveTournaments).where(eq(liveTournaments.id, id));
  const state = { ...row.state, runningSince: (row.state.runningSince ?? Date.now()) - ms };
  await db.update(liveTournaments).set({ state }).where(eq(liveTournaments.id, id));
}

export interface StreamEvent {
  event: string;
  data: string;
}

/** Reads Server-Sent Events off a fetch body. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return async function next(): Promise<StreamEvent> {
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((l) => l && !l.startsWith(":"))
            .map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1).trimStart()]),
        );
        if (fields.event) return { event: fields.event, data: fields.data ?? "" };
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

/**
 * The live routes of the test app as a user calls them: `act` posts an action, `ok` posts one that must succeed and
 * returns the new snapshot, `get` reads GET /api/live/:id (which must answer 200).
 */
export function liveRoutes(ctx: { app: FastifyInstance }) {
  const act = (id: number | string, who: TestUser | null, payload: Record<string, unknown>) =>
    injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/actions`, payload });
  async function ok(id: number | string, who: TestUser | null, payload: Record<string, unknown>): Promise<LiveSnapshot> {
    const res = await act(id, who, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  async function get(id: number | string, who: TestUser | null = null): Promise<LiveGetResponse> {
    const res = await injectAs(ctx.app, who, { method: "GET", url: `/api/live/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  return { act, ok, get };
}
