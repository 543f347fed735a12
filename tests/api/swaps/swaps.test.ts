import { SWAP_MESSAGES } from "@core/contracts/swaps";
import { SWAP_PERCENT_MESSAGE } from "@core/swaps";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, playerSwaps } from "../../../src/server/db/schema/index";
import { linkedCampaignBody } from "../../../src/server/seed/builders";
import { SOLD_OVER_SWAPS } from "../../../src/server/campaigns/linked";
import { createCampaign } from "../factories";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp } from "../helpers";
import { registerAs } from "../settlement/verified-helpers";
import { accepted, markPaid, offer, offered, refused, swapAction, swapEvent, swapsOf } from "./swap-helpers";

const ctx = setupTestApp();

const notificationsOf = (userId: number, type: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe("offering a swap", () => {
  it("one player offers 10%, the other accepts: both see it on their dashboards, each told", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = e.entrants;
    const res = await offer(ctx.app, alice, { tournamentId: e.id, toUsername: bob.user.username, percent: "10" });
    expect(res.statusCode, res.body).toBe(201);
    const swap = res.json();
    expect(swap).toMatchObject({
      tournamentId: e.id,
      tournament: e.name,
      percent: "10.00",
      status: "offered",
      offeredByMe: true,
      otherPlayer: `${bob.user.firstName} ${bob.user.lastName}`,
      netAmount: null,
      owedBy: null,
      canAccept: false,
      canDecline: false,
      canCancel: true,
      canMarkPaid: false,
    });
    const [stored] = await ctx.db.select().from(playerSwaps).where(eq(playerSwaps.id, swap.id));
    expect(stored).toMatchObject({ offeredBy: alice.user.id, offeredTo: bob.user.id, percent: "10.00", status: "offered" });

    const [seen] = await swapsOf(ctx.app, bob);
    expect(seen).toMatchObject({
      id: swap.id,
      offeredByMe: false,
      otherPlayer: `${alice.user.firstName} ${alice.user.lastName}`,
      canAccept: true,
      canDecline: true,
      canCancel: true,
    });
    const [told] = await notificationsOf(bob.user.id, "swap_offered");
    expect(told.body).toBe(
      `${alice.user.firstName} ${alice.user.lastName} offers you a 10% swap in ${e.name}: each of you gives the other 10% of their winnings. Accept or decline it on your dashboard.`,
    );

    const ok = await swapAction(ctx.app, bob, swap.id, "accept");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: "accepted", canAccept: false, canCancel: true });
    expect(ok.json().acceptedAt).not.toBeNull();
    expect((await swapsOf(ctx.app, alice))[0]).toMatchObject({ id: swap.id, status: "accepted" });
    const [heard] = await notificationsOf(alice.user.id, "swap_accepted");
    expect(heard.body).toBe(
      `${bob.user.firstName} ${bob.user.lastName} accepted your 10% swap in ${e.name}. It is locked when the tournament starts and settled by its clock.`,
    );
  });

  it("names the other player by id too, and takes up to 2 decimals", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = e.entrants;
    const res = await offer(ctx.app, alice, { tournamentId: e.id, toUserId: bob.user.id, percent: 12.75 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().percent).toBe("12.75");
  });

  it("lists the players one may swap with, and how much room is left", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    await registerAs(ctx.app, await createInvestor(ctx.db), e.id, "investor");
    const res = await injectAs(ctx.app, alice, { method: "GET", url: `/api/swaps/partners?tournamentId=${e.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      partners: [bob, carol].map((p) => ({ userId: p.user.id, name: `${p.user.firstName} ${p.user.lastName}` })),
      roomPercent: "20.00",
    });
    const outsider = await createPlayer(ctx.db);
    refused(await injectAs(ctx.app, outsider, { method: "GET", url: `/api/swaps/partners?tournamentId=${e.id}` }), 403, SWAP_MESSAGES.notRegistered);
    // once Carol offers Alice a swap, neither lists the other until it is answered
    const swap = await offered(ctx.app, carol, alice, e.id, 5);
    const after = await injectAs(ctx.app, alice, { method: "GET", url: `/api/swaps/partners?tournamentId=${e.id}` });
    expect(after.json()).toEqual({ partners: [{ userId: bob.user.id, name: `${bob.user.firstName} ${bob.user.lastName}` }], roomPercent: "20.00" });
    await swapAction(ctx.app, alice, swap.id, "decline");
    const declined = await injectAs(ctx.app, carol, { method: "GET", url: `/api/swaps/partners?tournamentId=${e.id}` });
    expect(declined.json().partners.map((p: { userId: number }) => p.userId)).toEqual([alice.user.id, bob.user.id]);
  });

  it("refuses each bad offer with its message", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = e.entrants;
    const to = { tournamentId: e.id, toUsername: bob.user.username };
    for (const percent of [25, "0.5", "10.123", "ten", 0]) refused(await offer(ctx.app, alice, { ...to, percent }), 400, SWAP_PERCENT_MESSAGE);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, percent: 5 }), 400, SWAP_MESSAGES.target);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUsername: alice.user.username, percent: 5 }), 400, SWAP_MESSAGES.self);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUserId: alice.user.id, percent: 5 }), 400, SWAP_MESSAGES.self);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUsername: "nobody_at_all_here", percent: 5 }), 404, SWAP_MESSAGES.otherNotRegistered);
    // a player without a seat, an investor who RSVP'd, the host: none is a player of the event
    const unseated = await createPlayer(ctx.db);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUsername: unseated.user.username, percent: 5 }), 404, SWAP_MESSAGES.otherNotRegistered);
    const rsvp = await registerAs(ctx.app, await createInvestor(ctx.db), e.id, "investor");
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUsername: rsvp.user.username, percent: 5 }), 404, SWAP_MESSAGES.otherNotRegistered);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUsername: e.sponsor.user.username, percent: 5 }), 404, SWAP_MESSAGES.otherNotRegistered);
    refused(await offer(ctx.app, unseated, { ...to, percent: 5 }), 403, SWAP_MESSAGES.notRegistered);
    refused(await offer(ctx.app, alice, { tournamentId: 2_000_000_000, toUsername: bob.user.username, percent: 5 }), 404, SWAP_MESSAGES.tournamentNotFound);
    refused(await offer(ctx.app, alice, { ...to, percent: 5, extra: true }), 400, 'Unrecognized key: "extra"');
    // one open swap per pair and event, whichever way it was offered
    await offered(ctx.app, alice, bob, e.id, 5);
    refused(await offer(ctx.app, alice, { ...to, percent: 5 }), 409, SWAP_MESSAGES.duplicate);
    refused(await offer(ctx.app, bob, { tournamentId: e.id, toUsername: alice.user.username, percent: 5 }), 409, SWAP_MESSAGES.duplicate);
    expect(await ctx.db.select().from(playerSwaps).where(eq(playerSwaps.tournamentId, e.id))).toHaveLength(1);
  });

  it("refuses other roles and anonymous callers", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 2);
    const [, bob] = e.entrants;
    const body = { tournamentId: e.id, toUsername: bob.user.username, percent: 5 };
    for (const who of [await createInvestor(ctx.db), await createSponsor(ctx.db), e.sponsor]) {
      refused(await offer(ctx.app, who, body), 403, SWAP_MESSAGES.onlyPlayers);
      refused(await injectAs(ctx.app, who, { method: "GET", url: "/api/swaps" }), 403, SWAP_MESSAGES.onlyPlayers);
    }
    expect((await offer(ctx.app, null, body)).statusCode).toBe(401);
    expect((await injectAs(ctx.app, null, { method: "GET", url: "/api/swaps" })).statusCode).toBe(401);
  });
});

describe("the 100% rule: sold % plus swapped % never exceeds 100%", () => {
  it("refuses a swap over 100% for the one who offers it, and for the other player", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    // Alice sold 90% of her winnings in a campaign on this event
    const created = await injectAs(ctx.app, alice, {
      method: "POST",
      url: "/api/campaigns",
      payload: linkedCampaignBody(e.id, { playerOfferedPercentage: 90, targetAmount: "900" }),
    });
    expect(created.statusCode, created.body).toBe(201);
    refused(await offer(ctx.app, alice, { tournamentId: e.id, toUsername: bob.user.username, percent: "10.01" }), 409, SWAP_MESSAGES.overYou);
    refused(await offer(ctx.app, bob, { tournamentId: e.id, toUsername: alice.user.username, percent: 11 }), 409, SWAP_MESSAGES.overThem);
    // exactly 100% is allowed; an open offer counts against both sides, so nothing more fits
    await offered(ctx.app, alice, bob, e.id, 10);
    refused(await offer(ctx.app, carol, { tournamentId: e.id, toUsername: alice.user.username, percent: 1 }), 409, SWAP_MESSAGES.overThem);
    const room = await injectAs(ctx.app, alice, { method: "GET", url: `/api/swaps/partners?tournamentId=${e.id}` });
    expect(room.json().roomPercent).toBe("0.00");
  });

  it("a campaign cannot sell what swaps already hold", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    await accepted(ctx.app, alice, bob, e.id, 20);
    await accepted(ctx.app, carol, alice, e.id, 15);
    const over = await injectAs(ctx.app, alice, { method: "POST", url: "/api/campaigns", payload: linkedCampaignBody(e.id, { playerOfferedPercentage: 66 }) });
    refused(over, 409, SOLD_OVER_SWAPS);
    const fits = await injectAs(ctx.app, alice, { method: "POST", url: "/api/campaigns", payload: linkedCampaignBody(e.id, { playerOfferedPercentage: 65 }) });
    expect(fits.statusCode, fits.body).toBe(201);
  });

  it("accepting checks again: a campaign sold since the offer may have used the room", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = e.entrants;
    const swap = await offered(ctx.app, alice, bob, e.id, 20);
    // written straight in the database, as a campaign created before the 100% rule knew about swaps would be
    await createCampaign(ctx.db, bob, { specialTournamentId: e.id, tournament: e.name, buyIn: "1000.00", targetAmount: "900.00", playerOfferedPercentage: 90 });
    refused(await swapAction(ctx.app, bob, swap.id, "accept"), 409, SWAP_MESSAGES.overYou);
    expect((await swapsOf(ctx.app, alice))[0].status).toBe("offered");
  });
});

describe("answering and cancelling", () => {
  it("only the player it was offered to accepts or declines; strangers are refused", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    const swap = await offered(ctx.app, alice, bob, e.id, 5);
    refused(await swapAction(ctx.app, alice, swap.id, "accept"), 403, SWAP_MESSAGES.onlyOfferedToAccept);
    refused(await swapAction(ctx.app, alice, swap.id, "decline"), 403, SWAP_MESSAGES.onlyOfferedToDecline);
    for (const what of ["accept", "decline", "cancel"] as const) refused(await swapAction(ctx.app, carol, swap.id, what), 403, SWAP_MESSAGES.notYours);
    refused(await markPaid(ctx.app, carol, swap.id), 403, SWAP_MESSAGES.notYours);
    refused(await swapAction(ctx.app, bob, 2_000_000_000, "accept"), 404, SWAP_MESSAGES.notFound);
    expect((await swapAction(ctx.app, bob, 0, "accept")).statusCode).toBe(400);
    expect((await swapAction(ctx.app, await createInvestor(ctx.db), swap.id, "accept")).statusCode).toBe(403);
    expect(await swapsOf(ctx.app, carol)).toEqual([]);

    const declined = await swapAction(ctx.app, bob, swap.id, "decline");
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: "declined", canAccept: false, canCancel: false });
    refused(await swapAction(ctx.app, bob, swap.id, "accept"), 409, SWAP_MESSAGES.notOpen);
    refused(await swapAction(ctx.app, alice, swap.id, "cancel"), 409, SWAP_MESSAGES.notCancellable);
    refused(await markPaid(ctx.app, bob, swap.id), 409, SWAP_MESSAGES.notSettled);
    // declined, it holds nothing: the two may agree another
    await offered(ctx.app, bob, alice, e.id, 5);
  });

  it("either player cancels before the start, offered or accepted", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    const open = await offered(ctx.app, alice, bob, e.id, 5);
    const byBob = await swapAction(ctx.app, bob, open.id, "cancel");
    expect(byBob.statusCode, byBob.body).toBe(200);
    expect(byBob.json().status).toBe("cancelled");
    refused(await swapAction(ctx.app, bob, open.id, "accept"), 409, SWAP_MESSAGES.notOpen);
    const agreed = await accepted(ctx.app, carol, alice, e.id, 8);
    const byAlice = await swapAction(ctx.app, alice, agreed.id, "cancel");
    expect(byAlice.statusCode, byAlice.body).toBe(200);
    expect(byAlice.json().status).toBe("cancelled");
    refused(await swapAction(ctx.app, carol, agreed.id, "cancel"), 409, SWAP_MESSAGES.notCancellable);
  });

  it("an accept and a cancel racing: one wins, the other is told it is no longer open", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 2);
    const [alice, bob] = e.entrants;
    const swap = await offered(ctx.app, alice, bob, e.id, 5);
    const [acc, can] = await Promise.all([swapAction(ctx.app, bob, swap.id, "accept"), swapAction(ctx.app, alice, swap.id, "cancel")]);
    const [row] = await ctx.db.select().from(playerSwaps).where(eq(playerSwaps.id, swap.id));
    // the cancel may also come second and cancel the accepted swap: both succeed then, and it ends cancelled
    if (acc.statusCode === 409) {
      expect(acc.json().message).toBe(SWAP_MESSAGES.notOpen);
      expect(row.status).toBe("cancelled");
    } else {
      expect(acc.statusCode).toBe(200);
      expect(can.statusCode).toBe(200);
      expect(row.status).toBe("cancelled");
    }
  });

  it("a player who gives their seat back ends their open swaps", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    const a = await accepted(ctx.app, alice, bob, e.id, 5);
    const b = await offered(ctx.app, carol, alice, e.id, 5);
    const c = await accepted(ctx.app, bob, carol, e.id, 5);
    const left = await injectAs(ctx.app, alice, { method: "DELETE", url: `/api/special-tournaments/${e.id}/registration` });
    expect(left.statusCode, left.body).toBe(200);
    const status = async (id: number) => (await ctx.db.select().from(playerSwaps).where(eq(playerSwaps.id, id)))[0].status;
    expect([await status(a.id), await status(b.id), await status(c.id)]).toEqual(["cancelled", "cancelled", "accepted"]);
  });

  it("the sponsor cancelling the event ends every open swap in it", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 3);
    const [alice, bob, carol] = e.entrants;
    const a = await accepted(ctx.app, alice, bob, e.id, 5);
    const b = await offered(ctx.app, carol, alice, e.id, 5);
    const res = await injectAs(ctx.app, e.sponsor, { method: "POST", url: `/api/special-tournaments/${e.id}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.db.select().from(playerSwaps).where(eq(playerSwaps.tournamentId, e.id));
    expect(rows.map((r) => [r.id, r.status]).sort()).toEqual([
      [a.id, "cancelled"],
      [b.id, "cancelled"],
    ]);
    refused(await swapAction(ctx.app, bob, a.id, "accept"), 409, SWAP_MESSAGES.tournamentCancelled);
  });
});
