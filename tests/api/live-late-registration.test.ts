import type { LiveGetResponse } from "@core/live/contracts";
import { describe, expect, it } from "vitest";
import { createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "./helpers";
import { createLiveTournament } from "./live-helpers";

const ctx = setupTestApp();

const act = (id: string, who: TestUser | null, body: Record<string, unknown>) => injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/actions`, payload: body });
async function get(id: string, who: TestUser | null = null): Promise<LiveGetResponse> {
  const res = await injectAs(ctx.app, who, { method: "GET", url: `/api/live/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("Add Late Registration", () => {
  it("adds a walk-in with the starting stack, a seat, the totals and the pool; a blank name is a 400 that changes nothing", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 9);
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    const res = await act(id, sponsor, { type: "late-registration", name: "  Walk In  " });
    expect(res.statusCode, res.body).toBe(200);
    const { state } = await get(id);
    // 9 registered fill table 1; the 10th opens table 2. $250 buy-ins: 10 x 250
    expect(state).toMatchObject({ totalPlayers: 10, activePlayers: 10, totalChipsInPlay: 10 * 30_000, prizePool: "2500.00" });
    expect(state.players.find((p) => p.name === "Walk In")).toMatchObject({ chips: 30_000, tableNumber: 2, seatNumber: 1, userId: null, status: "active" });

    const blank = await act(id, sponsor, { type: "late-registration", name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/Please enter the player's name/);
    expect((await get(id)).state.version).toBe(state.version);
  });

  it("a sponsor's event: only the sponsor, once the clock runs, within the seats, through level 6", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 3, { maxSeats: 4 });
    const id = String(tournament.id);

    const early = await act(id, sponsor, { type: "late-registration", name: "Early" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Late registration opens when the clock starts/);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);

    const stranger = await createPlayer(ctx.db);
    expect((await act(id, stranger, { type: "late-registration", name: "Sneak" })).statusCode).toBe(403);
    expect((await act(id, null, { type: "late-registration", name: "Sneak" })).statusCode).toBe(403);

    const ok = await act(id, sponsor, { type: "late-registration", name: "Walk In" });
    expect(ok.statusCode, ok.body).toBe(200);
    // the sponsor's pool is entrants x buy-in ($250)
    expect(ok.json().state).toMatchObject({ totalPlayers: 4, totalChipsInPlay: 4 * 30_000, prizePool: "1000.00" });
    expect(ok.json().state.players.find((p: { name: string }) => p.name === "Walk In")).toMatchObject({ chips: 30_000, userId: null });

    const full = await act(id, sponsor, { type: "late-registration", name: "One Too Many" });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("Tournament is full");
    const after = (await get(id)).state;
    expect(after.totalPlayers).toBe(4);
    expect(after.players.some((p) => p.name === "Sneak" || p.name === "One Too Many")).toBe(false);
  });

  it("closes after level 6", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const id = String(tournament.id);
    expect((await act(id, sponsor, { type: "start" })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await act(id, sponsor, { type: "next" })).statusCode).toBe(200);
    expect((await act(id, sponsor, { type: "late-registration", name: "Level Six" })).statusCode).toBe(200);
    expect((await act(id, sponsor, { type: "next" })).statusCode).toBe(200);
    const late = await act(id, sponsor, { type: "late-registration", name: "Level Seven" });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe("Late registration closed after level 6.");
    expect((await get(id)).state.totalPlayers).toBe(3);
  });
});
