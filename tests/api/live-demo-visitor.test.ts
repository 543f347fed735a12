import { randomBytes } from "node:crypto";
import type { LiveGetResponse } from "@core/live/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { liveTournaments } from "../../src/server/db/schema/index";
import { injectAs, setupTestApp } from "./helpers";

const ctx = setupTestApp();

const visitorId = () => `demo-${randomBytes(8).toString("hex")}`;
const act = (id: string, type: string) => injectAs(ctx.app, null, { method: "POST", url: `/api/live/${id}/actions`, payload: { type } });
async function get(id: string): Promise<LiveGetResponse> {
  const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a visitor's own demo clock (demo-<16>)", () => {
  it("is the demo's 8 players under its own id, controllable by anyone holding the id", async () => {
    const id = visitorId();
    const live = await get(id);
    expect(live.canControl).toBe(true);
    expect(live.state.tournamentId).toBe(id);
    expect(live.state.players).toHaveLength(8);
    expect(live.state.status).toBe("stopped");
  });

  it("runs apart from the shared demo and from every other visitor's", async () => {
    const [mine, theirs] = [visitorId(), visitorId()];
    expect((await act(mine, "start")).statusCode).toBe(200);
    expect((await get(mine)).state.status).toBe("running");
    expect((await get(theirs)).state.status).toBe("stopped");
    expect((await act(mine, "restart")).json().state.tournamentId).toBe(mine);
  });

  it("refuses ids that are not demo, demo-<16 lowercase letters or digits> or a tournament number", async () => {
    for (const id of ["demo-", "demo-abc", `demo-${"a".repeat(17)}`, "demo-ABCDEFGHIJKLMNOP", "demox"]) {
      const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/live/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect((await act(id, "start")).statusCode, id).toBe(400);
    }
  });

  // the shared demo is left alone here: other test files drive it at the same time on the same database
  it("forgets visitors' clocks untouched for a day when a new one starts", async () => {
    const [old, fresh, next] = [visitorId(), visitorId(), visitorId()];
    for (const id of [old, fresh]) expect((await act(id, "start")).statusCode).toBe(200);
    const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    await ctx.db.update(liveTournaments).set({ updatedAt: dayAndMinuteAgo }).where(eq(liveTournaments.id, old));
    expect((await act(next, "start")).statusCode).toBe(200);
    const left = async (id: string) => (await ctx.db.select().from(liveTournaments).where(eq(liveTournaments.id, id))).length;
    expect(await left(old)).toBe(0);
    expect(await left(fresh)).toBe(1);
    // a forgotten clock starts over as a new demo, it is not an error
    expect((await get(old)).state.status).toBe("stopped");
  });
});
