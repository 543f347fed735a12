import { LEVEL_DURATION_MS } from "@core/live/clock/blind-schedule";
import { describe, expect, it } from "vitest";
import { tournamentRegistrations } from "../../../src/server/db/schema/index";
import { createPlayer, createSponsor, createUser, injectAs, setupTestApp } from "../helpers";
import { createLiveTournament, liveRoutes, rewindClock, tournamentStatus } from "./live-helpers";

const ctx = setupTestApp();
const { act, ok, get } = liveRoutes(ctx);

describe("the demo tournament (a public playground)", () => {
  it("starts stopped at level 1 with 8 sample players and the demo prize pool", async () => {
    const { state, serverTime, canControl } = await get("demo");
    expect(canControl).toBe(true);
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(5000);
    expect(state).toMatchObject({
      name: "Weekly High Roller Tournament",
      currentLevel: 1,
      timeRemaining: 1200,
      isPlaying: false,
      status: "stopped",
      totalPlayers: 8,
      activePlayers: 8,
      eliminatedPlayers: 0,
      totalChipsInPlay: 200_000,
      chipCountsUpdated: false,
      grossPrizePool: "40000.00",
      prizePool: "36000.00",
      version: 0,
    });
    expect(state.players.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("start, pause, reset, stop, next and previous move the clock", async () => {
    let s = (await ok("demo", null, { type: "start" })).state;
    expect(s).toMatchObject({ status: "running", isPlaying: true, currentLevel: 1, version: 1 });
    expect(s.runningSince).not.toBeNull();

    await rewindClock(ctx.db, "demo", 5 * 60_000);
    s = (await ok("demo", null, { type: "pause" })).state;
    expect(s.status).toBe("paused");
    expect(s.runningSince).toBeNull();
    expect(s.remainingMs).toBeLessThanOrEqual(15 * 60_000);
    expect(s.remainingMs).toBeGreaterThan(15 * 60_000 - 5000);
    // paused: time stands still
    expect((await get("demo")).state.remainingMs).toBe(s.remainingMs);

    s = (await ok("demo", null, { type: "reset" })).state;
    expect(s).toMatchObject({ status: "paused", remainingMs: LEVEL_DURATION_MS, currentLevel: 1 });

    s = (await ok("demo", null, { type: "next" })).state;
    expect(s).toMatchObject({ currentLevel: 2, remainingMs: LEVEL_DURATION_MS });
    s = (await ok("demo", null, { type: "previous" })).state;
    expect(s.currentLevel).toBe(1);

    const refused = await act("demo", null, { type: "previous" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Previous Level is only available above level 1.");

    await ok("demo", null, { type: "start" });
    await rewindClock(ctx.db, "demo", 45 * 60_000);
    // 45 minutes into level 1: level 3 with 15 minutes left, derived without any action
    const now = await get("demo");
    expect(now.state.currentLevel).toBe(3);
    expect(now.state.timeRemaining).toBeGreaterThan(14 * 60);
    expect(now.state.timeRemaining).toBeLessThanOrEqual(15 * 60);

    s = (await ok("demo", null, { type: "stop" })).state;
    expect(s).toMatchObject({ status: "stopped", currentLevel: 3, remainingMs: LEVEL_DURATION_MS, runningSince: null });
  });

  it("eliminates players with the next finish position and refuses the same player twice", async () => {
    const before = (await get("demo")).state;
    const first = before.players[2];
    let s = (await ok("demo", null, { type: "eliminate", playerId: first.id })).state;
    const out = s.players.find((p) => p.id === first.id)!;
    expect(out).toMatchObject({ isEliminated: true, position: 8, status: "eliminated", chips: 0 });
    expect(s.players[s.players.length - 1].id).toBe(first.id);
    expect(s).toMatchObject({ activePlayers: 7, eliminatedPlayers: 1 });

    const again = await act("demo", null, { type: "eliminate", playerId: first.id });
    expect(again.statusCode).toBe(409);
    expect((await act("demo", null, { type: "eliminate", playerId: "nobody" })).statusCode).toBe(409);
    const none = await act("demo", null, { type: "eliminate", playerId: "" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select a player to eliminate.");

    s = (await ok("demo", null, { type: "eliminate", playerId: s.players[0].id })).state;
    expect(s.players.filter((p) => p.isEliminated).map((p) => p.position)).toEqual([7, 8]);
    expect(s.players.filter((p) => !p.isEliminated).map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("updates chip counts: parses whole counts with thousands separators, re-ranks, recomputes the total", async () => {
    const { state } = await get("demo");
    const playing = state.players.filter((p) => !p.isEliminated);
    const counts: Record<string, string> = {};
    const typed = ["12,500", "0", "0", "98 000", "40000", "7,500"];
    playing.forEach((p, i) => (counts[p.id] = typed[i]));
    const s = (await ok("demo", null, { type: "chips", counts })).state;
    expect(s.chipCountsUpdated).toBe(true);
    const ranked = s.players.filter((p) => !p.isEliminated);
    expect(ranked.map((p) => p.chips)).toEqual([98000, 40000, 12500, 7500, 0, 0]);
    expect(ranked.map((p) => p.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.players.slice(-2).every((p) => p.isEliminated)).toBe(true);
    expect(s.totalChipsInPlay).toBe(158_000);
    expect(s.activePlayers).toBe(4);

    const bad = await act("demo", null, { type: "chips", counts: { [playing[0].id]: "9".repeat(39) } });
    expect(bad.statusCode).toBe(409);
    expect((await act("demo", null, { type: "chips", counts: "lots" })).statusCode).toBe(400);

    // a blank count is a 400 that changes nothing, never a stack wiped to 0
    for (const raw of ["", "abc"]) {
      const blank = await act("demo", null, { type: "chips", counts: { [playing[0].id]: raw } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe("Enter a chip count for every player (0 if they have no chips).");
    }
    const after = (await get("demo")).state;
    expect(after.players.find((p) => p.id === playing[0].id)!.chips).toBe(12500);
    expect(after.version).toBe(s.version);
  });

  it("the finished demo can be restarted; a sponsor's tournament cannot", async () => {
    let s = (await get("demo")).state;
    for (const p of s.players.filter((x) => !x.isEliminated).slice(1)) s = (await ok("demo", null, { type: "eliminate", playerId: p.id })).state;
    expect(s.finishedAt).not.toBeNull();
    expect((await act("demo", null, { type: "start" })).statusCode).toBe(409);
    const version = s.version;
    s = (await ok("demo", null, { type: "restart" })).state;
    expect(s).toMatchObject({
      currentLevel: 1,
      status: "stopped",
      activePlayers: 8,
      eliminatedPlayers: 0,
      finishedAt: null,
      chipCountsUpdated: false,
      version: version + 1,
    });

    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const refused = await act(String(tournament.id), sponsor, { type: "restart" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("Only the demo tournament can be restarted.");
  });

  it("rejects unknown actions and ids", async () => {
    const res = await act("demo", null, { type: "explode" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Action type must be one of/);
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/live/abc" })).statusCode).toBe(400);
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/live/999999999" })).statusCode).toBe(404);
    expect((await act("999999999", null, { type: "start" })).statusCode).toBe(404);
  });
});

describe("a sponsor's tournament", () => {
  it("shows its registered players before the clock starts; only its sponsor controls it", async () => {
    const sponsor = await createSponsor(ctx.db);
    const other = await createSponsor(ctx.db);
    const { tournament, entrants } = await createLiveTournament(ctx.db, sponsor, 3);
    const id = String(tournament.id);

    const view = await get(id);
    expect(view.canControl).toBe(false);
    expect((await get(id, sponsor)).canControl).toBe(true);
    expect(view.state).toMatchObject({
      name: tournament.name,
      totalPlayers: 3,
      totalChipsInPlay: 90_000,
      prizePool: "750.00",
      grossPrizePool: "750.00",
      version: 0,
    });
    expect(view.state.players.map((p) => p.name)).toEqual(entrants.map((e) => `${e.user.firstName} ${e.user.lastName}`));
    expect(view.state.players.every((p) => p.chips === 30000)).toBe(true);

    const anonymous = await act(id, null, { type: "start" });
    expect(anonymous.statusCode).toBe(403);
    const stranger = await act(id, other, { type: "start" });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("Only the tournament's sponsor can control its clock");
    const investor = await createUser(ctx.db);
    expect((await act(id, investor, { type: "eliminate", playerId: view.state.players[0].id })).statusCode).toBe(403);
    expect(await tournamentStatus(ctx.db, tournament.id)).toBe("upcoming");

    await ok(id, sponsor, { type: "start" });
    expect(await tournamentStatus(ctx.db, tournament.id)).toBe("active");

    let s = (await ok(id, sponsor, { type: "eliminate", playerId: view.state.players[0].id })).state;
    expect(s.players.find((p) => p.id === view.state.players[0].id)!.position).toBe(3);
    expect(await tournamentStatus(ctx.db, tournament.id)).toBe("active");
    s = (await ok(id, sponsor, { type: "eliminate", playerId: view.state.players[1].id })).state;
    expect(s.finishedAt).not.toBeNull();
    expect(s.status).toBe("stopped");
    expect(s.players.find((p) => !p.isEliminated)!.position).toBe(1);
    expect(await tournamentStatus(ctx.db, tournament.id)).toBe("completed");

    const last = await act(id, sponsor, { type: "eliminate", playerId: view.state.players[2].id });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("Only one player remains.");
  });

  it("follows the registrations until the clock first starts", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const id = String(tournament.id);
    // the sponsor tries the console days before: the state is stored, but players still come and go
    await ok(id, sponsor, { type: "next" });
    const late = await createPlayer(ctx.db);
    await ctx.db.insert(tournamentRegistrations).values({ tournamentId: tournament.id, userId: late.user.id, userRole: "player" });
    expect((await get(id)).state).toMatchObject({ totalPlayers: 3, currentLevel: 2, prizePool: "750.00" });
    const started = (await ok(id, sponsor, { type: "start" })).state;
    expect(started.totalPlayers).toBe(3);
    expect(started.startedAt).not.toBeNull();
    const later = await createPlayer(ctx.db);
    await ctx.db.insert(tournamentRegistrations).values({ tournamentId: tournament.id, userId: later.user.id, userRole: "player" });
    expect((await get(id)).state.totalPlayers).toBe(3);
  });

  it("queues concurrent actions instead of losing them", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2);
    const id = String(tournament.id);
    const results = await Promise.all(Array.from({ length: 8 }, () => act(id, sponsor, { type: "next" })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const { state } = await get(id);
    expect(state.currentLevel).toBe(9);
    expect(state.version).toBe(8);
  });

  it("a cancelled tournament takes no actions and is hidden from everyone but its sponsor", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 2, { status: "cancelled" });
    const id = String(tournament.id);
    const res = await act(id, sponsor, { type: "start" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This tournament was cancelled");
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` })).statusCode).toBe(404);
    expect((await act(id, null, { type: "start" })).statusCode).toBe(404);
    expect((await get(id, sponsor)).state.totalPlayers).toBe(2);
  });
});
