import { liveStoredState, type LiveGetResponse } from "@core/live/schema/contracts";
import { applyAction, MAX_LIVE_ENTRANTS } from "@core/live/actions/reducers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { liveTournaments, tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament } from "./live-helpers";

// decision 196: late entries into a sponsor's event are capped by the event's seat limit, not the demo's fixed 500.
const ctx = setupTestApp();

const act = (id: string, who: TestUser, body: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/actions`, payload: body });

/** Walk-ins straight into the stored state (through the clock's own rules), as if the console had entered them one by one. */
async function addWalkIns(id: string, count: number) {
  const [row] = await ctx.db.select().from(liveTournaments).where(eq(liveTournaments.id, id));
  let state = liveStoredState.parse(row.state);
  const now = Date.now();
  for (let i = 0; i < count; i++) state = applyAction(state, { type: "late-registration", name: `Walk In ${i + 1}` }, now);
  await ctx.db.update(liveTournaments).set({ state }).where(eq(liveTournaments.id, id));
}

describe("late entries and the event's seat limit", () => {
  it(`a sponsor's event takes late entries up to its own seats, past ${MAX_LIVE_ENTRANTS}, and refuses the next with a message`, async () => {
    const sponsor = await createSponsor(ctx.db);
    const seats = MAX_LIVE_ENTRANTS + 2;
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2, { maxSeats: seats });
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    await addWalkIns(id, MAX_LIVE_ENTRANTS - 2);

    // entrant 501, a walk-in: under the event's seats, so in
    const walkIn = await act(id, sponsor, { type: "late-registration", name: "Seat Five Oh One" });
    expect(walkIn.statusCode, walkIn.body).toBe(200);
    expect(walkIn.json().state.totalPlayers).toBe(MAX_LIVE_ENTRANTS + 1);
    // entrant 502, a site user: the last seat
    const player = await createPlayer(ctx.db);
    const user = await act(id, sponsor, { type: "late-registration", name: "Last Seat", username: player.user.username });
    expect(user.statusCode, user.body).toBe(200);
    expect((user.json() as LiveGetResponse).state.totalPlayers).toBe(seats);

    // the event is full now: a walk-in and a site user are both refused, and nothing is left behind
    const full = await act(id, sponsor, { type: "late-registration", name: "One Too Many" });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("Tournament is full");
    const another = await createPlayer(ctx.db);
    const refused = await act(id, sponsor, { type: "late-registration", name: "No Seat", username: another.user.username });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Tournament is full");
    const rows = await ctx.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, tournament.id), eq(tournamentRegistrations.userId, another.user.id)));
    expect(rows).toEqual([]);
    const state = (await injectAs(ctx.app, sponsor, { method: "GET", url: `/api/live/${id}` })).json() as LiveGetResponse;
    expect(state.state.totalPlayers).toBe(seats);
  });
});
