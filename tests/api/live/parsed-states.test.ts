import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { liveTournaments } from "../../../src/server/db/schema/index";
import { LiveHub, OPENING_REUSE_MS } from "../../../src/server/live/hub";
import { ParsedStates, readStoredClock } from "../../../src/server/live/parsed-states";
import { readLive } from "../../../src/server/live/service";
import { createSponsor, setupTestApp } from "../helpers";
import { createLiveTournament, liveRoutes } from "./live-helpers";

// Decision 244: the reads that open streams reuse a clock's parsed state while its row is unchanged, and the
// displays that open on one state within a moment share its opening event.
const ctx = setupTestApp();
const live = liveRoutes(ctx);

async function startedClock() {
  const sponsor = await createSponsor(ctx.db);
  const { tournament } = await createLiveTournament(ctx.db, sponsor, 4);
  const id = String(tournament.id);
  await live.ok(id, sponsor, { type: "start" });
  return { id, sponsor };
}

describe("a clock's parsed state, remembered for the streams' reads", () => {
  it("reuses the state while the row is unchanged, and reads the new one after an action", async () => {
    const { id, sponsor } = await startedClock();
    const parsed = new ParsedStates();
    const first = (await readStoredClock(ctx.db, id, parsed))!;
    const again = (await readStoredClock(ctx.db, id, parsed))!;
    expect(again.stored).toBe(first.stored);
    expect(again.version).toBe(first.version);

    const after = await live.ok(id, sponsor, { type: "next" });
    const changed = (await readStoredClock(ctx.db, id, parsed))!;
    expect(changed.stored).not.toBe(first.stored);
    expect(changed.version).toBe(after.state.version);
    expect(changed.stored.levelIndex).toBe(first.stored.levelIndex + 1);
    // what an uncached read says
    expect(changed).toEqual(await readStoredClock(ctx.db, id));
  });

  it("tells a row stored again at the same version apart by its write time", async () => {
    const { id } = await startedClock();
    const parsed = new ParsedStates();
    const first = (await readStoredClock(ctx.db, id, parsed))!;
    // deleted and stored again (as a visitor's demo clock is after a day): same version, another state, a new write time
    await ctx.db.delete(liveTournaments).where(eq(liveTournaments.id, id));
    await ctx.db.insert(liveTournaments).values({
      id,
      state: { ...first.stored, levelIndex: first.stored.levelIndex + 2 },
      version: first.version,
      updatedAt: new Date(Date.parse(first.updatedAt) + 1000),
    });
    const read = (await readStoredClock(ctx.db, id, parsed))!;
    expect(read.stored.levelIndex).toBe(first.stored.levelIndex + 2);
    expect(read.updatedAt).not.toBe(first.updatedAt);
  });

  it("matches a write time stored to the microsecond", async () => {
    const { id } = await startedClock();
    // PostgreSQL's own now() keeps microseconds, a JavaScript date milliseconds
    await ctx.db.execute(sql`update live_tournaments set updated_at = '2026-11-30 10:00:00.123456+00' where id = ${id}`);
    const parsed = new ParsedStates();
    const first = (await readStoredClock(ctx.db, id, parsed))!;
    expect(first.updatedAt).toBe("2026-11-30T10:00:00.123Z");
    expect((await readStoredClock(ctx.db, id, parsed))!.stored).toBe(first.stored);
  });

  it("answers null for a row that is gone, and forgets it", async () => {
    const { id } = await startedClock();
    const parsed = new ParsedStates();
    await readStoredClock(ctx.db, id, parsed);
    await ctx.db.delete(liveTournaments).where(eq(liveTournaments.id, id));
    expect(await readStoredClock(ctx.db, id, parsed)).toBeNull();
    expect(parsed.get(id)).toBeUndefined();
  });

  it("keeps at most its limit of clocks, the one remembered longest ago going first", async () => {
    const a = await startedClock();
    const b = await startedClock();
    const c = await startedClock();
    const parsed = new ParsedStates(2);
    for (const { id } of [a, b, c]) await readStoredClock(ctx.db, id, parsed);
    expect(parsed.size).toBe(2);
    expect(parsed.get(a.id)).toBeUndefined();
    expect(parsed.get(c.id)).toBeDefined();
  });
});

describe("a clock's opening event, shared by the displays that open on one state", () => {
  const hub = () => new LiveHub(ctx.database, { perAddress: 10, total: 10 });

  it("is the same bytes for reads of the same state within the reuse window, and new after it", async () => {
    const { id } = await startedClock();
    const h = hub();
    const parsed = new ParsedStates();
    const one = await readLive(ctx.db, id, null, parsed);
    const two = await readLive(ctx.db, id, null, parsed);
    // two reads, two records, one state
    expect(two).not.toBe(one);
    expect(two.stored).toBe(one.stored);
    const at = Date.now();
    const event = h.sharedOpeningEvent(id, one, at);
    expect(h.sharedOpeningEvent(id, two, at + OPENING_REUSE_MS - 1)).toBe(event);
    const three = await readLive(ctx.db, id, null, parsed);
    const later = h.sharedOpeningEvent(id, three, at + OPENING_REUSE_MS);
    expect(later).not.toBe(event);
    // made at its own time: the server's time in it is the later one
    expect(later.toString()).toContain(`"serverTime":${at + OPENING_REUSE_MS}`);
  });

  it("is made again for a state that changed", async () => {
    const { id, sponsor } = await startedClock();
    const h = hub();
    const parsed = new ParsedStates();
    const at = Date.now();
    const event = h.sharedOpeningEvent(id, await readLive(ctx.db, id, null, parsed), at);
    const after = await live.ok(id, sponsor, { type: "next" });
    const next = h.sharedOpeningEvent(id, await readLive(ctx.db, id, null, parsed), at + 1);
    expect(next).not.toBe(event);
    expect(next.toString()).toContain(`id: ${after.state.version}\n`);
  });

  it("is never shared by a clock's reads before its start (the field is read each time)", async () => {
    const sponsor = await createSponsor(ctx.db);
    const { tournament } = await createLiveTournament(ctx.db, sponsor, 4);
    const id = String(tournament.id);
    await live.ok(id, sponsor, { type: "next" });
    const h = hub();
    const parsed = new ParsedStates();
    const one = await readLive(ctx.db, id, null, parsed);
    const two = await readLive(ctx.db, id, null, parsed);
    expect(two.stored).not.toBe(one.stored);
    const at = Date.now();
    expect(h.sharedOpeningEvent(id, two, at + 1)).not.toBe(h.sharedOpeningEvent(id, one, at));
  });
});
