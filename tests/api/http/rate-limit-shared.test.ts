import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase, type Database } from "../../../src/server/db/client";
import { createUser, testConfig } from "../helpers";

// two instances of the app on one database, as behind a proxy: each has its own connection pool
// (on PGlite, where one process owns the database, they share it)
describe("rate limits shared by two instances on one database", () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];

  beforeAll(async () => {
    const config = testConfig({ AUTH_RATE_LIMIT_MAX: 10 });
    const first = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
    databases.push(first);
    if (config.DATABASE_URL) databases.push(await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" }));
    for (const database of [first, databases[1] ?? first]) {
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
  });

  const login = (i: number, username: string, password: string, remoteAddress: string) =>
    apps[i % 2].inject({ method: "POST", url: "/api/login", remoteAddress, payload: { username, password } });

  it("per address: 10 sign-ins a minute in all, alternating instances; the 11th is refused by either", async () => {
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(i, `nobody_${i}_${address}`, "wrong-guess", address)).statusCode);
    expect(statuses).toEqual(Array(10).fill(401));
    for (const i of [10, 11]) {
      const refused = await login(i, `nobody_${i}_${address}`, "wrong-guess", address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (second|minute)s?\.$/);
    }
  });

  it("per account: 10 failures spread over both instances and many addresses, then 429 on either even with the right password", async () => {
    const victim = await createUser(databases[0].db, { password: "right-horse-battery" });
    for (let i = 0; i < 10; i++) expect((await login(i, victim.user.username, `guess-${i}`, `203.0.113.${i + 1}`)).statusCode).toBe(401);
    for (const i of [0, 1]) {
      const refused = await login(i, victim.user.username, "right-horse-battery", `203.0.113.${60 + i}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe("Too many attempts. Please try again in 15 minutes.");
    }
  });

  it("a success on one instance clears the account's count for the other", async () => {
    const me = await createUser(databases[0].db, { password: "right-horse-battery" });
    for (let i = 0; i < 9; i++) expect((await login(i, me.user.username, `typo-${i}`, `203.0.114.${i + 1}`)).statusCode).toBe(401);
    expect((await login(0, me.user.username, "right-horse-battery", "203.0.114.100")).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(1, me.user.username, `typo-${i}`, `203.0.114.${i + 20}`)).statusCode).toBe(401);
    expect((await login(1, me.user.username, "right-horse-battery", "203.0.114.101")).statusCode).toBe(200);
  });
});
