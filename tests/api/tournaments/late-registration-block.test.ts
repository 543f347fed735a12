import { knownAsName } from "@core/user-display";
import type { NotificationItem } from "@core/contracts/notifications";
import { describe, expect, it } from "vitest";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp, type TestUser } from "../helpers";
import { notificationsOf } from "../notifications/notifications-helpers";
import { action, back, campaignRow, createEvent, linkedCampaign, liveState, payoutsOf, registerAs, seatOf } from "../settlement/verified-helpers";

// decision 141: one player's paid payout after an early finish blocked late registration for everyone (a late
// entry moves everyone already out one place down, which re-settled them, and the paid settlement refused its
// revert), and the refusal named that player, whose display name can be their username.
const ctx = setupTestApp();

/** A player with no first or last name: their campaign's player name is their username. */
const namelessPlayer = () => createPlayer(ctx.db, { firstName: null, lastName: null });

const ofType = async (who: TestUser, type: NotificationItem["type"]) => (await notificationsOf(ctx.app, who)).items.filter((n) => n.type === type);

/**
 * 4 entrants at $1,000 on the sponsor's own table 40/30/20/10 (a $4,000 pool, every place paid). Bob and Dan are
 * staked (x backs Bob $300, y backs Dan $200), Eve and Fay are not.
 */
async function event() {
  const e = await createEvent(ctx.app, ctx.db, 0);
  const table = await injectAs(ctx.app, e.sponsor, {
    method: "PATCH",
    url: `/api/special-tournaments/${e.id}`,
    payload: { prizePercentages: [40, 30, 20, 10] },
  });
  expect(table.statusCode, table.body).toBe(200);
  const [bob, dan, eve, fay] = [await namelessPlayer(), await namelessPlayer(), await namelessPlayer(), await namelessPlayer()];
  for (const p of [bob, dan, eve, fay]) await registerAs(ctx.app, p, e.id, "player");
  const [x, y] = [await createInvestor(ctx.db), await createInvestor(ctx.db)];
  const b = await linkedCampaign(ctx.db, bob, e);
  const d = await linkedCampaign(ctx.db, dan, e);
  await back(ctx.app, x, b.id, "300.00");
  await back(ctx.app, y, d.id, "200.00");
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  const seat = (who: TestUser) => seatOf(ctx.app, e.sponsor, e.id, who);
  return { ...e, bob, dan, eve, fay, x, y, b, d, seat };
}

type Event = Awaited<ReturnType<typeof event>>;

/** Bob out first (4th: 10% of $4,000 = $400, x's share $120) and his payout to x marked paid. */
async function bobOutAndPaid(e: Event) {
  expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await e.seat(e.bob) })).statusCode).toBe(200);
  expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 4, totalWinnings: "400.00" });
  const [payout] = await payoutsOf(ctx.db, e.b.id);
  expect(payout).toMatchObject({ investorId: e.x.user.id, amount: "120.00" });
  const paid = await injectAs(ctx.app, e.bob, { method: "PATCH", url: `/api/payouts/${payout.id}/mark-paid` });
  expect(paid.statusCode, paid.body).toBe(200);
}

const lateEntry = (e: Event, name: string, username?: string) =>
  action(ctx.app, e.sponsor, e.id, { type: "late-registration", name, ...(username ? { username } : {}) });

describe("a paid payout after an early finish", () => {
  it("does not block another player's late registration: the paid settlement stands, the unpaid one follows the new field", async () => {
    const e = await event();
    await bobOutAndPaid(e);
    // Dan out next: 3rd, 20% of $4,000 = $800, y's share $160 (not paid)
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await e.seat(e.dan) })).statusCode).toBe(200);
    expect((await payoutsOf(ctx.db, e.d.id)).map((p) => [p.amount, p.status])).toEqual([["160.00", "pending"]]);

    const carol = await createPlayer(ctx.db);
    const res = await lateEntry(e, "Carol Late", carol.user.username);
    expect(res.statusCode, res.body).toBe(200);
    const { state } = await liveState(ctx.app, e.sponsor, e.id);
    expect(state).toMatchObject({ totalPlayers: 5, prizePool: "5000.00" });
    // a registered late entrant is seated by their public name, not the name typed (decision 212)
    expect(state.players.find((p) => p.userId === carol.user.id)).toMatchObject({ name: knownAsName(carol.user), isEliminated: false });
    // money left Bob's hands on his settlement: it stands as paid
    expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 4, totalWinnings: "400.00" });
    expect((await payoutsOf(ctx.db, e.b.id)).map((p) => [p.investorId, p.amount, p.status])).toEqual([[e.x.user.id, "120.00", "paid"]]);
    // Dan moved to 4th of 5: 10% of $5,000 = $500, y's share $100
    expect(await campaignRow(ctx.db, e.d.id)).toMatchObject({ status: "completed", finalPosition: 4, totalWinnings: "500.00" });
    expect((await payoutsOf(ctx.db, e.d.id)).map((p) => [p.investorId, p.amount, p.status])).toEqual([[e.y.user.id, "100.00", "pending"]]);
    // re-settled at once, not withdrawn: nobody is told the payout was withdrawn
    for (const who of [e.bob, e.dan, e.x, e.y]) expect(await ofType(who, "payout_withdrawn")).toEqual([]);

    // a walk-in after that too
    expect((await lateEntry(e, "Walker")).statusCode).toBe(200);
  });

  it("does not block undoing someone else's elimination either: the paid settlement stands", async () => {
    const e = await event();
    const eveSeat = await e.seat(e.eve);
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: eveSeat })).statusCode).toBe(200);
    // Bob out after Eve: 3rd, 20% of $4,000 = $800, x's share $240
    expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await e.seat(e.bob) })).statusCode).toBe(200);
    const [payout] = await payoutsOf(ctx.db, e.b.id);
    expect(payout.amount).toBe("240.00");
    expect((await injectAs(ctx.app, e.bob, { method: "PATCH", url: `/api/payouts/${payout.id}/mark-paid` })).statusCode).toBe(200);

    const undo = await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: eveSeat });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await campaignRow(ctx.db, e.b.id)).toMatchObject({ status: "completed", finalPosition: 3, totalWinnings: "800.00" });
    expect((await payoutsOf(ctx.db, e.b.id)).map((p) => p.status)).toEqual(["paid"]);
  });

  it("the refusals that remain name no user: not the paid player, not the account typed", async () => {
    const e = await event();
    await bobOutAndPaid(e);
    const otherSponsor = await createSponsor(ctx.db);
    const usernames = [e.bob, e.dan, e.eve, e.fay, e.x, e.y, otherSponsor].map((u) => u.user.username.toLowerCase());
    const clean = (message: string) => usernames.every((u) => !message.toLowerCase().includes(u));

    const refusals = [
      // Bob is registered already (and out)
      [await lateEntry(e, "Bob Again", e.bob.user.username), 409, "That account is already registered for this tournament."],
      // the one refusal a paid payout still makes: undoing that very elimination
      [
        await action(ctx.app, e.sponsor, e.id, { type: "reinstate", playerId: await e.seat(e.bob) }),
        409,
        "This elimination cannot be undone: a backer has already been paid from its settlement",
      ],
      // accounts that cannot take a seat: whatever the words, never the username
      [await lateEntry(e, "Ghost", "no-such-user-x9"), 400, null],
      [await lateEntry(e, "Sponsor", otherSponsor.user.username), 400, null],
    ] as const;
    for (const [res, status, message] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      if (message !== null) expect(res.json().message).toBe(message);
      expect(clean(res.json().message), res.json().message).toBe(true);
      expect(res.json().message).not.toContain("no-such-user-x9");
    }
    expect(clean(e.b.playerName)).toBe(false); // the campaign's player name is Bob's username here
    // and the entry that was never blocked
    expect((await lateEntry(e, "Carol", (await createPlayer(ctx.db)).user.username)).statusCode).toBe(200);
  });
});
