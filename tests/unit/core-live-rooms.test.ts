import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * src/core/live is in rooms by its seams (docs/live-clock.md, "Where the code is"), and a room imports only the rooms
 * beneath it: the schema at the bottom, then the clock's levels, the seating, the field, the prizes and deals, and on
 * top the actions (the reducer) and the views, which do not import each other.
 */
const ROOMS: readonly (readonly string[])[] = [["schema"], ["clock"], ["seating"], ["field"], ["prizes"], ["actions", "views"]];
const LIVE = path.resolve("src/core/live");
const floorOf = (room: string) => ROOMS.findIndex((floor) => floor.includes(room));
const IMPORT = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2]!).filter((s) => s.startsWith("."));
}

/** The imports of `room/name` that go to a room on its floor or above (its own room is fine). */
function wrongImports(room: string, name: string, specs: string[]): string[] {
  const file = path.join(LIVE, room, name);
  return specs.flatMap((spec) => {
    const target = path.relative(LIVE, path.resolve(path.dirname(file), spec));
    if (target.startsWith("..")) return [];
    const to = target.split(path.sep)[0]!;
    return to !== room && floorOf(to) >= floorOf(room) ? [`${room}/${name} imports ${target}`] : [];
  });
}

describe("src/core/live's rooms", () => {
  it("holds every file in a room, and every room is on a floor", () => {
    const entries = readdirSync(LIVE, { withFileTypes: true });
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual([]);
    for (const dir of entries.filter((e) => e.isDirectory())) expect(floorOf(dir.name), dir.name).toBeGreaterThanOrEqual(0);
  });

  it("imports only its own room and the rooms beneath it", () => {
    const wrong = ROOMS.flat().flatMap((room) =>
      readdirSync(path.join(LIVE, room)).flatMap((name) => wrongImports(room, name, importsOf(path.join(LIVE, room, name)))),
    );
    expect(wrong).toEqual([]);
  });

  it("sees an import upwards or sideways, and lets one downwards or into core pass", () => {
    expect(wrongImports("field", "players.ts", ["../actions/reducers", "../views/leaders", "../schema/contracts", "./bounties", "../../money"])).toEqual([
      "field/players.ts imports actions/reducers",
      "field/players.ts imports views/leaders",
    ]);
    expect(wrongImports("views", "leaders.ts", ["../actions/reducers"])).toEqual(["views/leaders.ts imports actions/reducers"]);
  });
});

/** Every TypeScript file below a folder. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesIn(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );

describe("the demo clock is a mode of one path", () => {
  const KIND_TEST = /\bkind\s*[!=]==\s*["'](demo|sponsor)["']/;

  it("no code tests a clock's kind but clockMode (src/core/live/schema/clock-mode.ts)", () => {
    const testing = ["src/core", "src/server", "src/client"]
      .flatMap((dir) => filesIn(path.resolve(dir)))
      .filter((file) => !file.endsWith(path.join("schema", "clock-mode.ts")) && KIND_TEST.test(readFileSync(file, "utf8")));
    expect(testing.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });

  it("sees a kind test written either way", () => {
    expect(KIND_TEST.test(`if (state.kind === "demo") return 1;`)).toBe(true);
    expect(KIND_TEST.test(`state.kind !== 'sponsor'`)).toBe(true);
    expect(KIND_TEST.test(`rules.kind === "reentry"`)).toBe(false);
  });
});
