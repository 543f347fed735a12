import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BULLETS_MESSAGE, BULLETS_NEED_REBUYS, FLIGHT_BULLETS_PRICE } from "@core/campaign-rules";
import type { RebuyRules } from "@core/live/schema/contracts";
import { tournamentBody } from "../../../src/server/seed/builders";
import { HOST_CANNOT_PLAY } from "../../../src/server/campaigns/linked";
import { MESSAGES } from "../../../src/server/tournaments/messages";
import { campaigns, refunds, specialTournaments, tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, back, campaignRow, createEvent, liveState, registerAs } from "../settlement/verified-helpers";

// decision 242, addendum "bullets per flight entry": a campaign on a multi-flight event funds flight entries
const ctx = setupTestApp();

const FLIGHTS = [
  { name: "Day 1A", date: "2030-05-30" },
  { name: "Day 1B", date: "2030-05-31", time: "12:00" },
];

async function multiFlight(flightRule: "best-stack" | "first-stack" = "best-stack") {
  const sponsor = await createSponsor(ctx.db);
  const res = await injectAs(ctx.app, sponsor, {
    method: "POST",
    url: "/api/special-tournaments",
    payload: tournamentBody({ name: uniqueName("Main Event"), date: "2030-06-01", buyIn: "500", maxSeats: 100, flights: FLIGHTS, flightRule }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const event = res.json() as { id: number; name: string; flights: { id: number }[] };
  return { sponsor, event, a: event.flights[0].id, b: event.flights[1].id };
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

const link = (who: TestUser, specialTournamentId: number, extra: Record<string, unknown> = {}) =>
  injectAs(ctx.app, who, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId, minStake: "10.00", targetAmount: "500.00", playerOfferedPercentage: 50, ...extra },
  });

/** Starts the flight, eliminates everyone but `keep` (by account) and two of the others (never `out`), and bags the survivors. */
async function bagFlight(sponsor: TestUser, id: number, keep: TestUser[], out: TestUser[] = []) {
  expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
  const { state } = await liveState(ctx.app, sponsor, id);
  const kept = new Set(keep.map((k) => k.user.id));
  const busted = new Set(out.map((o) => o.user.id));
  const others = state.players.filter((x) => !kept.has(x.userId ?? -1)).sort((m, n) => Number(busted.has(m.userId ?? -1)) - Number(busted.has(n.userId ?? -1)));
  const survivors = [...state.players.filter((x) => kept.has(x.userId ?? -1)), ...others.slice(0, 2)];
  for (const x of others.slice(2)) expect((await action(ctx.app, sponsor, id, { type: "eliminate", playerId: x.id })).statusCode).toBe(200);
  const bags = Object.fromEntries(survivors.map((x) => [x.id, "100,000"]));
  const res = await action(ctx.app, sponsor, id, { type: "end-day", bags });
  expect(res.statusCode, res.body).toBe(200);
}

const refundsOf = (campaignIds: number[]) =>
  ctx.db
    .select()
    .from(refunds)
    .where(inArray(refunds.campaignId, campaignIds))
    .orderBy(asc(refunds.id))
    .then((rows) => rows.map((r) => ({ campaignId: r.campaignId, pi: r.paymentIntentId, cents: r.amountCents, reason: r.reason })));

const getEvent = async (id: number) => (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${id}` })).json();

describe("bullets per flight entry on a multi-flight event", () => {
  it("takes up to 3 bullets with no rebuys under either rule; 4 and other odd counts are 400; a single event without rebuys still refuses", async () => {
    const { event, a, b } = await multiFlight();
    const [p, q, r] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    for (const who of [p, q]) await registerAs(ctx.app, who, a, "player");
    await registerAs(ctx.app, r, b, "player");
    for (const bullets of [4, 0, 1.5, "two"]) {
      const res = await link(p, event.id, { bullets });
      expect(res.statusCode, String(bullets)).toBe(400);
      expect(res.json().message).toContain(BULLETS_MESSAGE);
    }
    // 2 bullets at the $500 buy-in, 50%: at most $500, in the words of the rebuy events' cap
    const over = await link(p, event.id, { bullets: 2, targetAmount: "500.01" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("Target amount cannot exceed $500 (50% of 2 buy-ins)");
    const two = await link(p, event.id, { bullets: 2 });
    expect(two.statusCode, two.body).toBe(201);
    expect(two.json()).toMatchObject({ bullets: 2, buyIn: "500.00", rebuyPrice: null, specialTournamentId: event.id });
    const three = await link(q, event.id, { bullets: 3, targetAmount: "750.00" });
    expect(three.statusCode, three.body).toBe(201);
    const shown = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${three.json().id}` });
    expect(shown.json()).toMatchObject({ bullets: 3, eventTerms: { multiFlight: true } });

    // first-stack: a player who busted a flight may enter the next one, so bullets count there too
    const fs = await multiFlight("first-stack");
    await registerAs(ctx.app, r, fs.a, "player");
    expect((await link(r, fs.event.id, { bullets: 2 })).statusCode).toBe(201);

    // a single event without rebuys: one bullet, as before
    const single = await createEvent(ctx.app, ctx.db, 1);
    const refused = await link(single.entrants[0], single.id, { bullets: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(BULLETS_NEED_REBUYS);
  });

  it("refuses more than 1 bullet when the flights' rebuys cost other than the buy-in, not when they cost it; nothing is stored", async () => {
    const { event, a } = await multiFlight();
    const p = await createPlayer(ctx.db);
    await registerAs(ctx.app, p, a, "player");
    const rebuys = (priceCents: number): RebuyRules => ({ kind: "reentry", untilLevel: 4, maxPerPlayer: 2, priceCents, chips: 10_000 });
    await ctx.db
      .update(specialTournaments)
      .set({ rebuys: rebuys(300_00) })
      .where(eq(specialTournaments.id, event.id));
    const refused = await link(p, event.id, { bullets: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FLIGHT_BULLETS_PRICE);
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.specialTournamentId, event.id))).toEqual([]);
    expect((await link(p, event.id, { bullets: 1, targetAmount: "250.00" })).statusCode).toBe(201);

    const other = await multiFlight();
    await registerAs(ctx.app, p, other.a, "player");
    await ctx.db
      .update(specialTournaments)
      .set({ rebuys: rebuys(500_00) })
      .where(eq(specialTournaments.id, other.event.id));
    const ok = await link(p, other.event.id, { bullets: 3, targetAmount: "750.00" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ bullets: 3, rebuyPrice: "500.00" });
  });

  it("only a player seated in a flight: the host, an investor, a visitor and an unseated player are refused", async () => {
    const { sponsor, event, a } = await multiFlight();
    const investor = await createInvestor(ctx.db);
    await ctx.db.insert(tournamentRegistrations).values({ tournamentId: a, userId: investor.user.id, userRole: "investor" });
    const inv = await link(investor, event.id, { bullets: 2 });
    expect(inv.statusCode).toBe(403);
    expect(inv.json().message).toBe("Only players can create campaigns");
    const host = await link(sponsor, event.id, { bullets: 2 });
    expect(host.statusCode).toBe(403);
    expect([HOST_CANNOT_PLAY, "Only players can create campaigns"]).toContain(host.json().message);
    expect((await link(await createPlayer(ctx.db), event.id, { bullets: 2 })).statusCode).toBe(403);
    expect((await injectAs(ctx.app, null, { method: "POST", url: "/api/campaigns", payload: { specialTournamentId: event.id, bullets: 2 } })).statusCode).toBe(
      401,
    );
    expect(await ctx.db.select().from(campaigns).where(eq(campaigns.specialTournamentId, event.id))).toEqual([]);
  });

  it("counts the player's entries across the flights at settlement: 1A only refunds half (at Day 2's finish, or its start for a player out); 1A and 1B refund nothing", async () => {
    const { sponsor, event, a, b } = await multiFlight();
    const [p, r, q] = [await createPlayer(ctx.db), await createPlayer(ctx.db), await createPlayer(ctx.db)];
    await registerAs(ctx.app, p, a, "player");
    await registerAs(ctx.app, r, a, "player");
    await registerAs(ctx.app, r, b, "player");
    await registerAs(ctx.app, q, b, "player");
    await fill(a, 3);
    await fill(b, 3);
    const ids = { p: 0, r: 0, q: 0 };
    for (const [k, who] of [
      ["p", p],
      ["r", r],
      ["q", q],
    ] as const) {
      const res = await link(who, event.id, { bullets: 2 });
      expect(res.statusCode, res.body).toBe(201);
      ids[k] = res.json().id;
    }
    const [x, y] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
    const piPX = await back(ctx.app, x, ids.p, "100.00");
    const piPY = await back(ctx.app, y, ids.p, "33.33");
    await back(ctx.app, x, ids.r, "100.00");
    const piQY = await back(ctx.app, y, ids.q, "100.00");

    // 1A: P and R bag. The flight is finished on every screen from its bag on; the event is not
    await bagFlight(sponsor, a, [p, r]);
    const afterA = await getEvent(event.id);
    expect(afterA.status).toBe("upcoming");
    expect(afterA.flights.map((f: { status: string }) => f.status)).toEqual(["completed", "upcoming"]);
    expect((await getEvent(a)).status).toBe("completed");
    // a bagged flight is not cancelled on its own (its bags are Day 2's)
    const cancelA = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${a}/cancel` });
    expect(cancelA.statusCode).toBe(409);
    expect(cancelA.json().message).toBe(MESSAGES.finished);
    // its bags can still be corrected until Day 2 starts
    const { state: flightA } = await liveState(ctx.app, sponsor, a);
    const pSeat = flightA.players.find((s) => s.userId === p.user.id)!;
    const corrected = await action(ctx.app, sponsor, a, { type: "correct-bags", bags: { [pSeat.id]: "120,000" } });
    expect(corrected.statusCode, corrected.body).toBe(200);

    // 1B: R bags again, Q busts
    await bagFlight(sponsor, b, [r], [q]);
    expect((await getEvent(event.id)).flights.map((f: { status: string }) => f.status)).toEqual(["completed", "completed"]);
    expect(await refundsOf([ids.p, ids.r, ids.q])).toEqual([]);

    // Day 2 starts: Q did not advance, settled at $0, and the bullet Q never fired is owed back now: $100.00 x 1/2
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    expect((await campaignRow(ctx.db, ids.q)).status).toBe("completed");
    expect(await refundsOf([ids.p, ids.r, ids.q])).toEqual([{ campaignId: ids.q, pi: piQY, cents: 50_00, reason: "unused_bullets" }]);
    // both flights stay completed while Day 2 runs
    expect((await getEvent(event.id)).flights.map((f: { status: string }) => f.status)).toEqual(["completed", "completed"]);

    // Day 2 plays out; P's settlement waits for the finish (a Day-2 rebuy could still fire a bullet)
    const day2 = started.json().state as { players: { id: string; userId: number | null }[] };
    const order = [...day2.players.filter((s) => s.userId !== p.user.id && s.userId !== r.user.id), ...day2.players.filter((s) => s.userId === p.user.id)];
    for (const s of order) {
      const res = await action(ctx.app, sponsor, event.id, { type: "eliminate", playerId: s.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await getEvent(event.id)).status).toBe("completed");
    // P played 1A only: 1 of 2 bullets unused, each stake x 1/2 rounded down; R played both: nothing; Q's once only
    expect(await refundsOf([ids.p, ids.r, ids.q])).toEqual([
      { campaignId: ids.q, pi: piQY, cents: 50_00, reason: "unused_bullets" },
      { campaignId: ids.p, pi: piPX, cents: 50_00, reason: "unused_bullets" },
      { campaignId: ids.p, pi: piPY, cents: 16_66, reason: "unused_bullets" },
    ]);
    expect((await campaignRow(ctx.db, ids.r)).status).toBe("completed");
  });

  it("cancelling the event after its flights bagged cancels them too, and the bullets fired there still count", async () => {
    const { sponsor, event, a, b } = await multiFlight();
    const p = await createPlayer(ctx.db);
    await registerAs(ctx.app, p, a, "player");
    await registerAs(ctx.app, p, b, "player");
    await fill(a, 3);
    await fill(b, 3);
    const c = await link(p, event.id, { bullets: 3, targetAmount: "750.00" });
    expect(c.statusCode, c.body).toBe(201);
    const x = await createInvestor(ctx.db);
    const pi = await back(ctx.app, x, c.json().id, "90.00");
    await bagFlight(sponsor, a, [p]);
    await bagFlight(sponsor, b, []);
    // Day 2 starts (P advances from 1A), P is out first, then the sponsor calls the event off
    const started = await action(ctx.app, sponsor, event.id, { type: "start" });
    expect(started.statusCode, started.body).toBe(200);
    const seat = (started.json().state.players as { id: string; userId: number | null }[]).find((s) => s.userId === p.user.id)!;
    expect((await action(ctx.app, sponsor, event.id, { type: "eliminate", playerId: seat.id })).statusCode).toBe(200);
    expect((await campaignRow(ctx.db, c.json().id)).status).toBe("completed");
    const cancelled = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${event.id}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const rows = await ctx.db
      .select()
      .from(specialTournaments)
      .where(inArray(specialTournaments.id, [a, b]));
    expect(rows.map((f) => f.status)).toEqual(["cancelled", "cancelled"]);
    // P fired 2 of 3 bullets (1A and 1B): $90.00 x 1/3 back, not 2/3
    expect(await refundsOf([c.json().id])).toEqual([{ campaignId: c.json().id, pi, cents: 30_00, reason: "unused_bullets" }]);
  });
});
