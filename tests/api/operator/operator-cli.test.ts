import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../src/server/db/client";
import { trustTrail, users } from "../../../src/server/db/schema/index";
import { createPlayer } from "../helpers";

const run = promisify(execFile);

describe("npm run operator -- add | remove <username>", () => {
  it("grants and removes operator rights on the embedded database, with a trail row each, and names an unknown user", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "operator-"));
    try {
      const seeded = await openDatabase({ dataDir: dir });
      const player = await createPlayer(seeded.db);
      await seeded.close();

      const env = { ...process.env, DATABASE_URL: "", DATA_DIR: dir };
      const cli = (...args: string[]) => run(process.execPath, ["--import", "tsx", "scripts/operator.ts", ...args], { env });
      const failing = (...args: string[]) =>
        cli(...args).then(
          () => ({ code: 0, stdout: "", stderr: "" }),
          (e: { code: number; stdout: string; stderr: string }) => e,
        );

      // by a differently cased name: usernames are matched as sign-in matches them
      const added = await cli("add", player.user.username.toUpperCase());
      expect(added.stdout).toContain(`${player.user.username} is now an operator`);
      const unknown = await failing("add", "nobody_by_this_name");
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No user named "nobody_by_this_name"');
      const usage = await failing("promote", player.user.username);
      expect(usage.code).toBe(1);
      expect(usage.stderr).toContain("usage: npm run operator -- add <username> | remove <username>");

      const granted = await openDatabase({ dataDir: dir });
      const [row] = await granted.db.select().from(users).where(eq(users.id, player.user.id));
      expect(row.operatorSince).not.toBeNull();
      expect(row.role).toBe("player");
      await granted.close();

      const removed = await cli("remove", player.user.username);
      expect(removed.stdout).toContain(`${player.user.username} is no longer an operator`);

      const after = await openDatabase({ dataDir: dir });
      try {
        const [back] = await after.db.select().from(users).where(eq(users.id, player.user.id));
        expect(back.operatorSince).toBeNull();
        const trail = await after.db
          .select()
          .from(trustTrail)
          .where(and(eq(trustTrail.subjectType, "user"), eq(trustTrail.subjectId, player.user.id)))
          .orderBy(asc(trustTrail.id));
        expect(trail.map((t) => [t.action, t.actorId])).toEqual([
          ["operator.granted", null],
          ["operator.removed", null],
        ]);
        expect(trail[1]).toMatchObject({ after: { operatorSince: null } });
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // three runs of the script, each starting tsx and the embedded database: slow on a loaded 2-core machine
  }, 180_000);
});
