import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { createSession } from "../../../src/server/auth/sessions";
import { SESSION_COOKIE } from "../../../src/server/http/session-cookies";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { campaigns, investments, sandboxPaymentIntents, specialTournaments, tournamentRegistrations, users } from "../../../src/server/db/schema/index";
import { seedDemoData } from "../../../src/server/seed/index";
import { testConfig } from "../helpers";
import type { FastifyInstance } from "fastify";

// the demo data on its own fresh embedded database, served by the real app
let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  expect(await seedDemoData(database.db)).toBe(true);
  app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("demo data on first start", () => {
  it("seeds once: a second call finds users and does nothing", async () => {
    expect(await seedDemoData(database.db)).toBe(false);
  });

  it("signs in the advertised accounts with their username as password", async () => {
    for (const [username, role] of [
      ["investor", "investor"],
      ["pro", "player"],
      ["sponsor", "sponsor"],
    ]) {
      const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password: username } });
      expect(res.statusCode).toBe(200);
      expect(res.json().role).toBe(role);
    }
  });

  // before the cancel test below, which may cancel any of pro's campaigns
  it("shows a newcomer a verified, partly funded campaign by pro for an upcoming sponsored event pro holds a seat in", async () => {
    const res = await app.inject({ method: "GET", url: "/api/campaigns?verified=true" });
    expect(res.statusCode).toBe(200);
    const verified = res.json() as Array<{
      id: number;
      playerName: string;
      tournament: string;
      buyIn: string;
      verified: boolean;
      specialTournamentId: number;
      currentAmount: string;
      targetAmount: string;
      tournamentDate: string;
    }>;
    expect(verified).toHaveLength(1);
    const c = verified[0];
    expect(c).toMatchObject({
      playerName: "Marcus Reed",
      tournament: "Atlantic City Winter Classic",
      verified: true,
      currentAmount: "150.00",
      targetAmount: "275.00",
    });
    const [event] = await database.db.select().from(specialTournaments).where(eq(specialTournaments.id, c.specialTournamentId));
    expect(event.status).toBe("upcoming");
    expect(c.buyIn).toBe(event.buyIn);
    expect(c.tournamentDate).toBe(`${event.date}T00:00:00.000Z`);
    const [pro] = await database.db.select().from(users).where(eq(users.username, "pro"));
    const seats = await database.db
      .select()
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.tournamentId, event.id), eq(tournamentRegistrations.userId, pro.id)));
    expect(seats).toMatchObject([{ userRole: "player", status: "registered" }]);
    const stakes = await database.db.select().from(investments).where(eq(investments.campaignId, c.id));
    expect(stakes).toHaveLength(2);
    const booked = await database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(
        inArray(
          sandboxPaymentIntents.id,
          stakes.map((s) => s.paymentIntentId),
        ),
      );
    expect(booked.map((b) => b.status)).toEqual(["succeeded", "succeeded"]);
  });

  it("shows a newcomer staking terms: one campaign at 1.10 with a 25% per-backer cap, one at 1.05, the rest at face value", async () => {
    const res = await app.inject({ method: "GET", url: "/api/campaigns?limit=50" });
    const list = res.json() as Array<{ id: number; tournament: string; markup: string; maxPerInvestor: number | null }>;
    const terms = list.filter((c) => c.markup !== "1.00").map((c) => [c.tournament, c.markup, c.maxPerInvestor]);
    expect(terms.sort()).toEqual([
      ["Aussie Millions Main Event", "1.05", null],
      ["PokerStars SCOOP Main Event", "1.10", 25],
    ]);
    // the seeded stake owns its share at the markup: $300 of $2,100 x 1.10
    const scoop = list.find((c) => c.tournament === "PokerStars SCOOP Main Event")!;
    const [stake] = await database.db.select().from(investments).where(eq(investments.campaignId, scoop.id));
    expect(stake.percentage).toBe("12.9870");
  });

  it("the demo player can cancel a seeded campaign with backers: every stake is refunded through the gateway", async () => {
    const [pro] = await database.db.select().from(users).where(eq(users.username, "pro"));
    const own = await database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .innerJoin(investments, eq(investments.campaignId, campaigns.id))
      .where(and(eq(campaigns.playerId, pro.id), inArray(campaigns.status, ["active", "funded"])));
    expect(own.length).toBeGreaterThan(0);
    const campaignId = own[0].id;
    const cookie = `${SESSION_COOKIE}=${await createSession(database.db, pro.id)}`;
    const res = await app.inject({ method: "POST", url: `/api/campaigns/${campaignId}/cancel`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const stakes = await database.db.select().from(investments).where(eq(investments.campaignId, campaignId));
    expect(stakes.length).toBeGreaterThan(0);
    for (const s of stakes) expect(s.status).toBe("refunded");
  });
});
