import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { createSession, SESSION_COOKIE } from "../../src/server/auth/sessions";
import { openDatabase, type Database } from "../../src/server/db/client";
import { campaigns, investments, users } from "../../src/server/db/schema/index";
import { seedDemoData } from "../../src/server/db/seed/index";
import { testConfig } from "./helpers";
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
