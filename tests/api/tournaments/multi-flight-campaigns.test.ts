import { describe, expect, it } from "vitest";
import { toCents } from "@core/money";
import { tournamentBody } from "../../../src/server/seed/builders";
import { STAKING_CLOSED_MESSAGE } from "../../../src/server/investing/staking-closed";
import { createIntent } from "../investing/investing-helpers";
import { FLIGHT_REFUSALS } from "../../../src/server/flights/flights";
import { tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, back, campaignRow, liveState, payoutsOf, registerAs } from "../settlement/verified-helpers";

const ctx = setupTestApp();

const FLIGHTS = [
  { name: "Day 1A", date: "2030-05-30" },
  { name: "Day 1B", date: "2030-05-31", time: "12:00" },
];

async function multiFlight() {
  const sponsor = await createSponsor(ctx.db);
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name: uniqueName("Main Event"), date: "2030-06-01", buyIn: "500", maxSeats: 100, flights: FLIGHTS, flightRule: "best-stack" }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json();
  const [a, b] = event.flights as { id: number }[];
  return { sponsor, event, a: a.id, b: b.id };
}

async function fill(tournamentId: number, count: number) {
  const tag = uniqueName("g");
  const rows = await ctx.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${tag}_${i}`,
        passwordHash: "x",
        role: "player" as const,
        firstName: "F",
        lastName: `${tag} ${i}`,
      })),
    )
    .returning({ id: users.id });
  await ctx.db.insert(tournamentRegistrations).values(rows.map((r) => ({ tournamentId, userId: r.id, userRole: "player" as const })));
}

const link = (who: TestUser, specialTournamentId: number) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId, minStake: "50.00", targetAmount: "250.00", playerOfferedPercentage: 50 },
  });

/** Starts the flight, eliminates `out` (and all but `keep` others), bags the rest at 100,000 each. */
async function bag(sponsor: TestUser, id: number, out: TestUser | null, keep: number) {
  expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, sponsor, id);
  const gone = state.players.filter((x) => x.userId === out?.user.id);
  const rest = state.players.filter((x) => x.userId !== out?.user.id);
  for (const x of [...gone, ...rest.slice(keep)]) expect((await action(ctx.app, sponsor, id, { type: "eliminate", playerId: x.id })).statusCode).toBe(200);
  const bags: Record<string, string> = {};
  for (const x of rest.slice(0, keep)) bags[x.id] = "100,000";
  const res = await action(ctx.app, sponsor, id, { type: "end-day", bags });
  expect(res.statusCode, res.body).toBe(200);
}

describe("campaigns on a multi-flight event (decision 242, addendum)", () => {
  it("a campaign on the event settles on the advancing stack's result; one whose player did not advance settles at $0 when Day 2 starts", async () => {
    const { sponsor, event, a, b } = await multiFlight();
    const p = await createPlayer(ctx.db);
    const q = await createPlayer(ctx.db);
    const outsider = await createPlayer(ctx.db);
    await registerAs(ctx.app, p, a, "player");
    await registerAs(ctx.app, q, b, "player");
    await fill(a, 3);
    await fill(b, 3);

    // a flight takes no campaign; the event takes one from a player seated in a flight, nobody else
    const onFlight = await link(p, a);
    expect(onFlight.statusCode).toBe(409);
    expect(onFlight.json().message).toBe(FLIGHT_REFUSALS.noFlightCampaigns);
    expect((await link(outsider, event.id)).statusCode).toBe(403);
    const pc = await link(p, event.id);
    expect(pc.statusCode, pc.body).toBe(201);
    const qc = await link(q, event.id);
    expect(qc.statusCode, qc.body).toBe(201);
    // the campaign page and the invest dialog say what the share follows, before the sale
    const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${pc.json().id}` });
    expect(page.json().eventTerms).toMatchObject({ multiFlight: true });
    const x = await createInvestor(ctx.db);
    await back(ctx.app, x, pc.json().id, "100.00");
    await back(ctx.app, x, qc.json().id, "100.00");

    // P bags in 1A; Q busts in 1B; the sale is over once a flight started
    await bag(sponsor, a, null, 4);
    // staking closed with the first flight's start: nobody buys knowing a bag
    const closed = await createIntent(ctx.app, await createInvestor(ctx.db), pc.json().id, "50.00");
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(STAKING_CLOSED_MESSAGE);
    const late = await link(
      await (async () => {
        const r = await createPlayer(ctx.db);
        await registerAs(ctx.app, r, b, "player");
        return r;
      })(),
      event.id,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(FLIGHT_REFUSALS.flightStarted(event.name));
    await bag(sponsor, b, q, 2);
    expect((await campaignRow(ctx.db, qc.json().id)).status).not.toBe("completed");

    // Day 2 starts with 6 players: Q's campaign closes at $0, P's stays open
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    const day2 = started.json().state;
    expect(day2.totalPlayers).toBe(6);
    const qRow = await campaignRow(ctx.db, qc.json().id);
    expect(qRow.status).toBe("completed");
    expect(qRow.totalWinnings).toBe("0.00");
    expect(qRow.finalPosition).toBe(7);
    expect(await payoutsOf(ctx.db, qc.json().id)).toEqual([]);
    expect((await campaignRow(ctx.db, pc.json().id)).status).not.toBe("completed");

    // P wins Day 2: the campaign settles on the event's table, 1st of the pool
    const others = (day2.players as { id: string; userId: number | null }[]).filter((x) => x.userId !== p.user.id);
    for (const o of others) {
      const res = await action(ctx.app, sponsor, event.id, { type: "eliminate", playerId: o.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pRow = await campaignRow(ctx.db, pc.json().id);
    expect(pRow.status).toBe("completed");
    expect(pRow.finalPosition).toBe(1);
    expect(toCents(pRow.totalWinnings) ?? 0).toBeGreaterThan(0);
    expect((await payoutsOf(ctx.db, pc.json().id)).length).toBe(1);
  });
});
