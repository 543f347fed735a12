import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { hashPassword } from "../../src/server/auth/password";
import { openDatabase, type Db } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema/index";
import { freePort, killServer, startBuiltServer, type ServerProcess } from "./own-server";
import { TEST_PASSWORD, uniqueUsername } from "./helpers";

type User = typeof users.$inferSelect;

/** The accounts every seeded database starts with: an operator, a player (Dana Dealer), an investor (Ivan Backer). */
export interface SeededPeople {
  operator: User;
  player: User;
  investor: User;
}

/**
 * Seeds an embedded database of the file's own before its tests (operator rights are granted only on the database, as
 * `npm run operator` does) and serves it with the built server; afterwards stops the server and removes the database.
 * Returns the server's URL for a path.
 */
export function serveSeededDatabase(name: string, seed: (db: Db, people: SeededPeople) => Promise<void>): (p: string) => string {
  let server: ServerProcess | undefined;
  let dir = "";

  test.beforeAll(async () => {
    // migrating a fresh embedded database here, then the server opening it: slow on a loaded 2-core machine
    test.setTimeout(240_000);
    dir = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
    const database = await openDatabase({ dataDir: dir });
    try {
      const db = database.db;
      const passwordHash = await hashPassword(TEST_PASSWORD);
      const user = async (prefix: string, values: Partial<typeof users.$inferInsert>) =>
        (
          await db
            .insert(users)
            .values({ username: uniqueUsername(prefix), passwordHash, role: "investor", ...values })
            .returning()
        )[0];
      const operator = await user("op", { operatorSince: new Date() });
      const player = await user("pl", { role: "player", firstName: "Dana", lastName: "Dealer" });
      const investor = await user("inv", { firstName: "Ivan", lastName: "Backer" });
      await seed(db, { operator, player, investor });
    } finally {
      await database.close();
    }
    server = await startBuiltServer({ DATA_DIR: dir }, await freePort());
  });

  test.afterAll(async () => {
    if (server) await killServer(server);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return (p: string) => `${server!.url}${p}`;
}

/** Signs `username` in on the seeded server through the real form, after dropping any session the page had. */
export async function signInAt(page: Page, url: (p: string) => string, username: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto(url("/auth?mode=login"));
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();
}
