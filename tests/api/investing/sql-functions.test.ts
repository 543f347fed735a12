import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { FUNCTIONS_FOLDER, openDatabase, type Db } from "../../../src/server/db/client";
import { functionFiles } from "../../../src/server/db/functions";
import { createCampaign } from "../factories";
import { createPlayer, setupTestApp, usingPostgres } from "../helpers";

// drizzle/functions holds the one current definition of every live SQL function, applied after the migrations on
// every start (src/server/db/functions.ts). The migrations that pasted earlier versions stay as history; what runs
// must be the file, whatever a migration says.
const ctx = setupTestApp();

const files = functionFiles(FUNCTIONS_FOLDER);

/** The text between a file's $$ quotes: what PostgreSQL keeps as the function's source (prosrc). */
function bodyOf(text: string): string {
  const m = /AS \$\$([\s\S]*?)\$\$/.exec(text);
  if (!m) throw new Error("no $$ body");
  return m[1];
}

/** The source of each function in the public schema that no extension owns (pg_trgm's are pg_trgm's). */
async function liveFunctions(db: Db): Promise<Map<string, string>> {
  const result = (await db.execute(sql`
    select p.proname as name, p.prosrc as src from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`)) as unknown as {
    rows: { name: string; src: string }[];
  };
  return new Map(result.rows.map((r) => [r.name, r.src]));
}

describe("drizzle/functions: one file per live SQL function", () => {
  it("each file defines one function, named as the file, with CREATE OR REPLACE", () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const f of files) {
      const defined = [...f.sql.matchAll(/^CREATE (OR REPLACE )?FUNCTION (\w+)\(/gm)];
      expect(defined.map((m) => [m[1], m[2]])).toEqual([["OR REPLACE ", f.name]]);
    }
  });

  it("the database runs exactly the files: every live function has one, with its body", async () => {
    const live = await liveFunctions(ctx.db);
    expect([...live.keys()].sort()).toEqual(files.map((f) => f.name).sort());
    for (const f of files) expect(live.get(f.name), f.name).toBe(bodyOf(f.sql));
  });

  it("record_investment is the file's, not the last migration's: it asks payment_fits", async () => {
    const live = await liveFunctions(ctx.db);
    expect(live.get("record_investment")).toContain("payment_fits(c, h)");
  });
});

describe("starting again", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("is harmless: the same functions, the data kept, and the functions still work", async () => {
    let dataDir = "memory://";
    if (!usingPostgres) {
      dataDir = mkdtempSync(path.join(tmpdir(), "functions-twice-"));
      dirs.push(dataDir);
    }
    const open = () => openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
    const first = await open();
    const campaign = await createCampaign(first.db, await createPlayer(first.db));
    const before = await liveFunctions(first.db);
    await first.close();

    // PostgreSQL: the test app's database is already open, so this is the third start, a second one beside it
    const second = await open();
    try {
      expect(await liveFunctions(second.db)).toEqual(before);
      const result = (await second.db.execute(
        sql`select stake_amount_refusal(10, 100, 1000, 500) as refusal, (select count(*)::int from campaigns where id = ${campaign.id}) as kept`,
      )) as unknown as { rows: { refusal: string | null; kept: number }[] };
      expect(result.rows[0]).toEqual({ refusal: "range", kept: 1 });
    } finally {
      await second.close();
    }
  });
});
