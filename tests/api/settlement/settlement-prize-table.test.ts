import { toCents } from "@core/money";
import { describe, expect, it } from "vitest";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { action, back, campaignRow, createEvent, linkedCampaign, liveState, registerAs, seatOf } from "./verified-helpers";

// decision 141: a sponsor's own table wider than the field paid only part of the pool (50/30/20 with 2 entrants:
// $1,600 of $2,000). Settled from the clock, the prizes of a heads-up event on it now add up to exactly the pool.
const ctx = setupTestApp();

/** Two staked players heads-up at `buyIn` on the sponsor's own table; settles them by eliminating the second. */
async function headsUp(buyIn: string, prizePercentages: number[]) {
  const e = await createEvent(ctx.app, ctx.db, 0, buyIn);
  const table = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { prizePercentages } });
  expect(table.statusCode, table.body).toBe(200);
  const [ann, ben] = [await createPlayer(ctx.db), await createPlayer(ctx.db)];
  for (const p of [ann, ben]) await registerAs(ctx.app, p, e.id, "player");
  const a = await linkedCampaign(ctx.db, ann, e, { buyIn });
  const b = await linkedCampaign(ctx.db, ben, e, { buyIn });
  await back(ctx.app, await createInvestor(ctx.db), a.id, "250.00");
  await back(ctx.app, await createInvestor(ctx.db), b.id, "250.00");
  expect((await action(ctx.app, e.sponsor, e.id, { type: "start" })).statusCode).toBe(200);
  const out = await action(ctx.app, e.sponsor, e.id, { type: "eliminate", playerId: await seatOf(ctx.app, e.sponsor, e.id, ben) });
  expect(out.statusCode, out.body).toBe(200);
  const { state } = await liveState(ctx.app, e.sponsor, e.id);
  return { pool: state.prizePool, winner: await campaignRow(ctx.db, a.id), runnerUp: await campaignRow(ctx.db, b.id) };
}

describe("a sponsor's table wider than the field, settled from the clock", () => {
  it("2 entrants on 50/30/20, a $2,000 pool: 1st $1,250 and 2nd $750, the whole pool", async () => {
    const { pool, winner, runnerUp } = await headsUp("1000.00", [50, 30, 20]);
    expect(pool).toBe("2000.00");
    expect(winner).toMatchObject({ status: "completed", finalPosition: 1, totalWinnings: "1250.00" });
    expect(runnerUp).toMatchObject({ status: "completed", finalPosition: 2, totalWinnings: "750.00" });
  });

  it("odd cents: the settled prizes add up to the pool to the cent", async () => {
    // $2,000.02 over 33.34/33.33/33.33 cut to 2 places (50.01% / 49.99%): the leftover cent to 1st
    const { pool, winner, runnerUp } = await headsUp("1000.01", [33.34, 33.33, 33.33]);
    expect(pool).toBe("2000.02");
    expect([winner.totalWinnings, runnerUp.totalWinnings]).toEqual(["1000.22", "999.80"]);
    expect(toCents(winner.totalWinnings!)! + toCents(runnerUp.totalWinnings!)!).toBe(toCents(pool));
  });
});
