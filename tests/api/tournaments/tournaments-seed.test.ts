import type { Tournament } from "@core/contracts/tournaments";
import { describe, expect, it } from "vitest";
import { seedTournaments } from "../../../src/server/seed/tournaments";
import { createInvestor, createPlayer, createSponsor, injectAs, setupTestApp } from "../helpers";

const ctx = setupTestApp();

describe("demo tournaments", () => {
  it("give the sponsor upcoming tournaments with seats left, one full, one completed, with the demo users registered", async () => {
    const sponsor = await createSponsor(ctx.db, { firstName: "Sofia", lastName: "Alvarez" });
    const pro = await createPlayer(ctx.db, { firstName: "Marcus", lastName: "Reed" });
    const investor = await createInvestor(ctx.db, { firstName: "Ivy", lastName: "Chen" });
    await seedTournaments(ctx.db, { sponsor: sponsor.user, pro: pro.user, investor: investor.user });

    const res = await injectAs(ctx.app, sponsor, { method: "GET", url: "/api/special-tournaments/my" });
    const list = res.json() as Tournament[];
    const upcoming = list.filter((t) => t.status === "upcoming");
    expect(upcoming.filter((t) => t.registeredPlayers < t.maxSeats).length).toBeGreaterThanOrEqual(3);
    expect(upcoming.filter((t) => t.registeredPlayers === t.maxSeats)).toHaveLength(1);
    expect(list.filter((t) => t.status === "completed")).toHaveLength(1);
    for (const t of list) expect(t.registeredPlayers).toBeLessThanOrEqual(t.maxSeats);

    // each of them as the demo player sees it (the public list holds only the most recent finished ones, and other
    // test files may have finished newer ones on a shared database)
    const asPro = await Promise.all(
      list.map(async (t) => (await injectAs(ctx.app, pro, { method: "GET", url: `/api/special-tournaments/${t.id}` })).json() as Tournament),
    );
    const mine = asPro.filter((t) => list.some((x) => x.id === t.id) && t.isRegistered);
    expect(mine.map((t) => t.status).sort()).toEqual(["completed", "upcoming"]);
    // the full one is full for the demo player, who is not in it
    const full = asPro.find((t) => t.id === upcoming.find((u) => u.registeredPlayers === u.maxSeats)!.id)!;
    expect(full.isRegistered).toBe(false);
    // a registrant without a name: the host sees their username, everyone else Anonymous Player (decision 143)
    expect(list.flatMap((t) => t.registrations.map((r) => r.playerName))).toContain("demo-anon-shark");
    expect(list.flatMap((t) => t.registrations.map((r) => r.playerName))).not.toContain("Anonymous Player");
    expect(asPro.flatMap((t) => t.registrations.map((r) => r.playerName))).toContain("Anonymous Player");
  });
});
