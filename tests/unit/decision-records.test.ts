import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision records stay true (decision 150): each says when it was written and whether it still holds, and
 * every file it names exists. A record written against files that later moved (020 and 072 named deleted files for
 * two issues) then fails here, so whoever moves a file corrects the records that name it. docs/decisions/README.md
 * says how a removed file is named and holds the index, which must list every record as its head says.
 */
const DIR = path.resolve("docs/decisions");
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;
const TITLE = /^# (\d{3}) (\S.*)$/;
const DATE = /^Date: (\d{4}-\d{2}-\d{2})$/;
const STATUS = /^Status: (Accepted|Superseded by (\d{3})|Partly superseded by (\d{3}(?:, \d{3})*))(?: \((.+)\))?$/;
// where repository paths start; anything else with a slash (an URL, a route) is not a file
const ROOTS = ["src", "tests", "drizzle", "scripts", "bench", "deploy"];
const FULL_PATH = new RegExp(`(?<![\\w/.-])(?:${ROOTS.join("|")})/[\\w./*-]*[\\w/*]`, "g");
// a file named by its folder tail ("investing/record.ts", "dispatch.ts"): it must be the end of some file's path
const SHORT_PATH = /(?<![\w/.-])(?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|sql)\b/g;

interface Head {
  file: string;
  number: string;
  title: string;
  date: string;
  status: string;
  supersededBy: string[];
}

const recordFiles = readdirSync(DIR)
  .filter((f) => RECORD.test(f))
  .sort();

function readHead(file: string): Head | string {
  const lines = readFileSync(path.join(DIR, file), "utf8").split("\n");
  const title = TITLE.exec(lines[0] ?? "");
  if (!title) return `${file}: the first line must be "# NNN Title"`;
  if (title[1] !== file.slice(0, 3)) return `${file}: the title's number ${title[1]} is not the file's`;
  if (lines[1] !== "") return `${file}: a blank line must follow the title`;
  const date = DATE.exec(lines[2] ?? "");
  if (!date || Number.isNaN(Date.parse(`${date[1]}T00:00:00Z`))) return `${file}: line 3 must be "Date: YYYY-MM-DD"`;
  const status = STATUS.exec(lines[3] ?? "");
  if (!status) return `${file}: line 4 must be "Status: Accepted", "Status: Superseded by NNN" or "Status: Partly superseded by NNN, NNN (...)"`;
  const by = status[2] ? [status[2]] : status[3] ? status[3].split(", ") : [];
  const kind = status[1].startsWith("Partly") ? `Partly superseded by ${by.join(", ")}` : status[1];
  return { file, number: title[1], title: title[2], date: date[1], status: kind, supersededBy: by };
}

const heads = recordFiles.map(readHead);
const valid = heads.filter((h): h is Head => typeof h !== "string");

function repositoryFiles(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.resolve(rel))) {
      const child = `${rel}/${name}`;
      if (statSync(path.resolve(child)).isDirectory()) walk(child);
      else out.push(child);
    }
  };
  for (const root of ROOTS) if (existsSync(path.resolve(root))) walk(root);
  // and the files at the top (vite.config.ts, package.json)
  for (const name of readdirSync(path.resolve("."))) if (statSync(path.resolve(name)).isFile()) out.push(name);
  return out;
}

/** A full path exists as a file or folder; `drizzle/0008` names a migration by its number; `*` matches a folder's files. */
function fullPathExists(p: string, files: string[]): boolean {
  const clean = p.replace(/\/$/, "");
  if (existsSync(path.resolve(clean))) return true;
  if (/^drizzle\/\d{4}$/.test(clean)) return files.some((f) => f.startsWith(`${clean}_`));
  if (clean.includes("*")) {
    const pattern = new RegExp(`^${clean.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
    return files.some((f) => pattern.test(f));
  }
  return false;
}

/** The files a text names that do not exist; a short name followed by "removed" on its line is history, not a claim. */
export function missingPaths(text: string, files: string[]): string[] {
  const missing: string[] = [];
  for (const line of text.split("\n")) {
    const rest = line.replace(FULL_PATH, (p) => {
      if (!fullPathExists(p, files)) missing.push(p);
      return " ".repeat(p.length);
    });
    for (const m of rest.matchAll(SHORT_PATH)) {
      const name = m[0];
      const after = rest.slice(m.index + name.length, m.index + name.length + 20);
      if (/removed/.test(after)) continue;
      if (!files.some((f) => f === name || f.endsWith(`/${name}`))) missing.push(name);
    }
  }
  return missing;
}

describe("decision records", () => {
  it("each starts with its title, a date and a status line", () => {
    expect(recordFiles.length).toBeGreaterThan(30);
    expect(heads.filter((h) => typeof h === "string")).toEqual([]);
  });

  it("a status names later records that exist", () => {
    const numbers = new Set(valid.map((h) => h.number));
    const wrong = valid.flatMap((h) =>
      h.supersededBy.filter((n) => !numbers.has(n) || n <= h.number).map((n) => `${h.file}: superseded by ${n}, which is not a later record`),
    );
    expect(wrong).toEqual([]);
  });

  it("every file a record names exists (a removed one is named without its root and called removed)", () => {
    const files = repositoryFiles();
    const missing = [...recordFiles, "README.md"].flatMap((f) => missingPaths(readFileSync(path.join(DIR, f), "utf8"), files).map((p) => `${f}: ${p}`));
    expect(missing).toEqual([]);
  });

  it("the index lists every record with its title, date, status and area", () => {
    const index = readFileSync(path.join(DIR, "README.md"), "utf8");
    const listed = [...index.matchAll(/^\| \[\d{3}\]/gm)].length;
    const rows = [
      ...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \| (\d{4}-\d{2}-\d{2}) \| (.+?) \| (money|events|market|messages|platform|client) \|$/gm),
    ].map((m) => ({
      file: m[2],
      number: m[1],
      title: m[3],
      date: m[4],
      status: m[5],
    }));
    // every row names one of the areas docs/architecture.md draws, so a reader can follow one part through time
    expect(rows).toHaveLength(listed);
    expect(rows).toEqual(valid.map(({ file, number, title, date, status }) => ({ file, number, title, date, status })));
  });

  it("the path check finds what it should", () => {
    const files = ["src/server/investing/record.ts", "drizzle/0008_payment_intents_card_step.sql", "drizzle/functions/record_investment.sql"];
    expect(missingPaths("in src/server/investing/record.ts and investing/record.ts, drizzle/0008 and drizzle/functions/*.sql", files)).toEqual([]);
    expect(missingPaths("see src/server/investments/service.ts (gone) and webhook.ts", files)).toEqual(["src/server/investments/service.ts", "webhook.ts"]);
    expect(missingPaths("first `investments/service.ts`, since removed", files)).toEqual([]);
    expect(missingPaths("GET /api/campaigns/:id and https://example.com/src/x", files)).toEqual([]);
  });
});
