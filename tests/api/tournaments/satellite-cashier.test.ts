import { describe, expect, it } from "vitest";
import { tournamentBody } from "../../../src/server/seed/builders";
import { createPlayer, createSponsor, injectAs, setupTestApp, uniqueName } from "../helpers";
import { action, fillField, liveState, registerAs } from "../settlement/verified-helpers";

// Two decisions meet (237, 240): a satellite's cashier's report balances with its seats counted as paid at their value,
// and the event closes like a cash event.
const ctx = setupTestApp();

describe("a satellite's cashier's report", () => {
  it("25 entries x $30 with seats of $300 and steps of $60: 2 seats, $60, $60, $30 paid; the difference is $0.00 and it closes", async () => {
    const sponsor = await createSponsor(ctx.db);
    const post = (payload: Record<string, unknown>) => injectAs(ctx.app, sponsor, { method: "POST", url: "/api/special-tournaments", payload });
    const main = await post(tournamentBody({ name: uniqueName("Main Event"), date: "2030-06-02", buyIn: "300", maxSeats: 100 }));
    expect(main.statusCode, main.body).toBe(201);
    const sat = await post(
      tournamentBody({
        name: uniqueName("Satellite"),
        date: "2030-06-01",
        buyIn: "30",
        fee: "5",
        prizeStructure: "",
        maxSeats: 100,
        satellite: { targetTournamentId: main.json().id, seatValue: "300", rest: "steps", step: "60" },
      }),
    );
    expect(sat.statusCode, sat.body).toBe(201);
    const id = sat.json().id as number;
    await registerAs(ctx.app, await createPlayer(ctx.db), id, "player");
    await fillField(ctx.db, id, 24);

    expect((await action(ctx.app, sponsor, id, { type: "start" })).statusCode).toBe(200);
    const { state } = await liveState(ctx.app, sponsor, id);
    expect(state.players).toHaveLength(25);
    for (const p of state.players.slice(1)) expect((await action(ctx.app, sponsor, id, { type: "eliminate", playerId: p.id })).statusCode).toBe(200);

    const report = await injectAs(ctx.app, sponsor, { method: "GET", url: `/api/special-tournaments/${id}/cashier` });
    expect(report.statusCode, report.body).toBe(200);
    const body = report.json();
    expect(body).toMatchObject({ collected: "875.00", fees: { count: 25, amount: "125.00" }, prizePool: "750.00", paid: "750.00", difference: "0.00" });
    expect(body.places.map((p: { place: number; prize: string }) => [p.place, p.prize])).toEqual([
      [1, "300.00"],
      [2, "300.00"],
      [3, "60.00"],
      [4, "60.00"],
      [5, "30.00"],
    ]);
    const close = await injectAs(ctx.app, sponsor, { method: "POST", url: `/api/special-tournaments/${id}/cashier/close` });
    expect(close.statusCode, close.body).toBe(200);
  });
});
