import type { LiveGetResponse, LiveSnapshot } from "@core/live/schema/contracts";
import type { Tournament } from "@core/contracts/tournaments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { createLiveTournament } from "../live/live-helpers";

// Decision 216: a sponsor's $100 PKO with a $25 bounty and 11 registered. Before the start the list and the
// event said $1,100 while the clock paid $825; every call now gives the pool the clock pays, bounties apart.

const ctx = setupTestApp();

const PKO = { buyIn: "100.00", bountyCents: 25_00, prizeBasisPoints: [5000, 3000, 2000] };

async function fromList(id: number, who: TestUser | null = null): Promise<Tournament> {
  // on PostgreSQL every test file's events share the list, which shows the 200 soonest (the active ones first): dated
  // tomorrow, this file's event is among them, as names-and-seats dates its own
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await ctx.db.update(specialTournaments).set({ date: tomorrow }).where(eq(specialTournaments.id, id));
  const res = await injectAs(ctx.app, who, { method: "GET", url: "/api/special-tournaments" });
  expect(res.statusCode, res.body).toBe(200);
  const found = (res.json() as Tournament[]).find((t) => t.id === id);
  expect(found, `the list has tournament ${id}`).toBeDefined();
  return found!;
}

async function one(id: number): Promise<Tournament> {
  const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function live(id: number): Promise<LiveGetResponse> {
  const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function act(id: number, who: TestUser, body: Record<string, unknown>): Promise<LiveSnapshot> {
  const res = await injectAs(ctx.app, who, { method: "POST", url: `/api/live/${id}/actions`, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("one prize pool on GET /api/special-tournaments and /{id}", () => {
  it("a $100 PKO with a $25 bounty and 11 registered: $825 in the pool and $275 in bounties, before and after the start", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 11, PKO);
    const id = tournament.id;

    const before = { entrants: 11, registeredPlayers: 11, prizePool: "825.00", bountyPool: "275.00", bounty: "25.00" };
    expect(await fromList(id)).toMatchObject(before);
    expect(await one(id)).toMatchObject(before);
    const mine = await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/special-tournaments/my" });
    expect((mine.json() as Tournament[]).find((t) => t.id === id)).toMatchObject(before);
    // the console and the spectator read the live state: the same pool before the start
    expect((await live(id)).state.prizePool).toBe("825.00");

    await act(id, sponsor, { type: "start" });
    const started = (await live(id)).state;
    expect(started.prizePool).toBe("825.00");
    expect(await fromList(id)).toMatchObject({ prizePool: started.prizePool, bountyPool: "275.00" });
    expect(await one(id)).toMatchObject({ prizePool: started.prizePool, bountyPool: "275.00" });

    // a late entry adds $75 to the pool and $25 on a head
    const late = await act(id, sponsor, { type: "late-registration", name: "Walk In" });
    expect(late.state.prizePool).toBe("900.00");
    expect(await one(id)).toMatchObject({ entrants: 12, prizePool: "900.00", bountyPool: "300.00" });
    expect(await fromList(id)).toMatchObject({ entrants: 12, prizePool: late.state.prizePool, bountyPool: "300.00" });
  });

  it("a guarantee above the field's pool is the pool; the bounties stay apart", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 11, { ...PKO, guaranteedPrizePool: "1000.00" });
    expect(await one(tournament.id)).toMatchObject({ prizePool: "1000.00", bountyPool: "275.00", guaranteedPrizePool: "1000.00" });
    expect((await live(tournament.id)).state.prizePool).toBe("1000.00");
  });

  it("without a bounty the whole buy-in is in the pool and bountyPool is null", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 11, { buyIn: "100.00", prizeBasisPoints: [5000, 3000, 2000] });
    expect(await one(tournament.id)).toMatchObject({ prizePool: "1100.00", bountyPool: null, bounty: null });
    expect((await live(tournament.id)).state.prizePool).toBe("1100.00");
  });
});

describe("POST /api/tools/payouts with a bounty", () => {
  const call = (payload: Record<string, unknown>) => injectAs(ctx.app, null, { method: "POST", url: "/api/tools/payouts", payload });

  it("the pool is the one the event pays: the bounty part of each buy-in stays out", async () => {
    const res = await call({ entries: 11, buyIn: "100", bounty: "25" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pool).toBe("825.00");
    expect((await call({ entries: 11, buyIn: "100" })).json().pool).toBe("1100.00");
    expect((await call({ entries: 11, buyIn: "100", bounty: "25", guarantee: "1000" })).json().pool).toBe("1000.00");
  });

  it("a bounty as large as the buy-in is refused with a 400 naming it", async () => {
    const res = await call({ entries: 11, buyIn: "100", bounty: "100" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^bounty must be less than the buy-in/);
  });
});
