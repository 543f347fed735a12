import type { LiveGetResponse, LiveSnapshot } from "@core/live/schema/contracts";
import type { SeatLink, SeatViewResponse } from "@core/live/views/seat-view-contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema/index";
import { createPlayer, injectAs, listeningApp, setupTestApp, uniqueName, type TestUser } from "../helpers";
import { action, createEvent, liveState, registerAs, seatOf } from "../settlement/verified-helpers";
import { sseReader } from "./live-helpers";

// Issue 37 items 3 and 4 (decision 212): players by their public names on every screen, "Player N" by their own
// choice; the phone's deal card names the proposal it shows, and the player accepts it there.
const ctx = setupTestApp();
const server = listeningApp(ctx);

const hide = (who: TestUser) => ctx.db.update(users).set({ appearAsPlayerNumber: true }).where(eq(users.id, who.user.id));
const myLink = async (who: TestUser, id: number) =>
  ((await injectAs(ctx.app, who, { method: "GET", url: `/api/special-tournaments/${id}/my-seat-link` })).json() as SeatLink).token;
const seatView = async (token: string) => {
  const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/seat-view/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SeatViewResponse).view;
};

describe("players by their public names", () => {
  it("the field, moves and results use the player page's name; 'Player N' only for who chose it, named on their own phone and the console", async () => {
    const e = await createEvent(ctx.app, ctx.db, 0, "100");
    const nameless = await createPlayer(ctx.db, { firstName: null, lastName: null, username: uniqueName("river_rat") });
    const hidden = await createPlayer(ctx.db, { firstName: "Hedda", lastName: "Quiet" });
    const named = await createPlayer(ctx.db, { firstName: "Ana", lastName: "Ruiz" });
    await hide(hidden);
    for (const p of [nameless, hidden, named]) await registerAs(ctx.app, p, e.id, "player");

    // every public view: the username where no name was given (as on the player page), Player 2 by choice
    const expected = [nameless.user.username, "Player 2", "Ana Ruiz"];
    for (const who of [null, named, e.sponsor]) {
      const { state } = await liveState(ctx.app, who, e.id);
      expect(state.players.map((p) => p.name)).toEqual(expected);
      expect(JSON.stringify(state)).not.toContain("Hedda");
    }
    // the console's names: only the one shown as Player N
    const hiddenSeat = await seatOf(ctx.app, e.sponsor, e.id, hidden);
    const names = await injectAs(ctx.app, e.sponsor, { method: "GET", url: `/api/live/${e.id}/names` });
    expect(names.json()).toEqual({ names: { [hiddenSeat]: "Hedda Quiet" } });

    // their own phone calls them by name, in its reply and its stream; the public state does not
    const token = await myLink(hidden, e.id);
    expect((await seatView(token)).player.name).toBe("Hedda Quiet");
    const res = await fetch(server.url(`/api/seat-view/${token}/events`), { signal: server.signal() });
    const next = sseReader(res.body!);
    expect((JSON.parse((await next()).data) as SeatViewResponse).view.player.name).toBe("Hedda Quiet");

    // started: the stored field, the tables and the finish keep the public names
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    expect((JSON.parse((await next()).data) as SeatViewResponse).view.player.name).toBe("Hedda Quiet");
    const anaSeat = await seatOf(ctx.app, e.sponsor, e.id, named);
    const ratSeat = await seatOf(ctx.app, e.sponsor, e.id, nameless);
    const { state } = await liveState(ctx.app, null, e.id);
    expect(state.tables.flatMap((t) => t.seats.map((s) => s.playerName)).sort()).toEqual([...expected].sort());
    for (const out of [hiddenSeat, ratSeat]) expect((await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: out })).statusCode).toBe(200);
    const over = await liveState(ctx.app, null, e.id);
    expect(over.state.finishedAt).not.toBeNull();
    expect(over.state.players.find((p) => p.id === anaSeat)).toMatchObject({ name: "Ana Ruiz", position: 1 });
    expect(over.state.players.find((p) => p.id === ratSeat)!.name).toBe(nameless.user.username);
  });

  it("a site user entered late is seated by their public name (or Player N by choice); a walk-in keeps the typed name", async () => {
    const e = await createEvent(ctx.app, ctx.db, 2, "100");
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const late = await createPlayer(ctx.db, { firstName: "Lena", lastName: "Late" });
    const shy = await createPlayer(ctx.db, { firstName: "Shy", lastName: "Person" });
    await hide(shy);

    const typed = await action(ctx.app, e.sponsor, e.id, { type: "late-registration", name: "Typo Lenna", username: late.user.username });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((typed.json() as LiveSnapshot).state.players.find((p) => p.userId === late.user.id)!.name).toBe("Lena Late");
    const hidden = await action(ctx.app, e.sponsor, e.id, { type: "late-registration", name: "Shy Person", username: shy.user.username });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((hidden.json() as LiveSnapshot).state.players.find((p) => p.userId === shy.user.id)!.name).toBe("Player 4");
    expect(hidden.body).not.toContain("Shy Person");
    const walkIn = await action(ctx.app, e.sponsor, e.id, { type: "late-registration", name: "Walk In Wally" });
    expect((walkIn.json() as LiveSnapshot).state.players.find((p) => p.userId === null)!.name).toBe("Walk In Wally");

    const names = (await injectAs(ctx.app, e.sponsor, { method: "GET", url: `/api/live/${e.id}/names` })).json() as { names: Record<string, string> };
    expect(Object.values(names.names)).toEqual(["Shy Person"]);
  });
});

describe("the deal on the player's phone", () => {
  it("the seat view gives their share and the proposal's id; accepting it from their session shows it accepted there", async () => {
    const e = await createEvent(ctx.app, ctx.db, 3, "100");
    const [a, b] = e.entrants;
    expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
    const token = await myLink(a, e.id);
    expect((await seatView(token)).deal).toBeNull();

    const proposed = await action(ctx.app, e.sponsor, e.id, { type: "deal-propose", method: "chip_chop" });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const deal = (proposed.json() as LiveSnapshot).state.deal!;
    const aSeat = await seatOf(ctx.app, e.sponsor, e.id, a);
    const seen = (await seatView(token)).deal!;
    expect(seen).toEqual({ status: "proposed", proposalId: deal.id, amountCents: deal.amounts[aSeat], playForCents: 0, accepted: false, waitingFor: 3 });

    // another player's session cannot accept for them; a stale proposal id is refused
    const stale = await injectAs(ctx.app, a, { method: "POST", url: `/api/live/${e.id}/deal/accept`, payload: { proposalId: seen.proposalId + 1 } });
    expect(stale.statusCode).toBe(409);
    const ok = await injectAs(ctx.app, a, { method: "POST", url: `/api/live/${e.id}/deal/accept`, payload: { proposalId: seen.proposalId } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await seatView(token)).deal).toMatchObject({ accepted: true, waitingFor: 2, amountCents: deal.amounts[aSeat] });
    // b has not accepted: their phone still offers it
    expect((await seatView(await myLink(b, e.id))).deal).toMatchObject({ accepted: false, waitingFor: 2 });
    const state = (await liveState(ctx.app, null, e.id)).state as LiveGetResponse["state"];
    expect(state.deal!.accepted).toEqual([aSeat]);
  });
});
