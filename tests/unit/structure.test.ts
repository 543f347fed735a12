import { BLIND_SCHEDULE } from "@core/live/clock/blind-schedule";
import { isBreakRow } from "@core/live/schema/structure-row";
import { type StructureRow } from "@core/live/schema/contracts";
import {
  generateStructure,
  MAX_STRUCTURE_ROWS,
  readStructureRows,
  structureLevels,
  structureMinutes,
  structureProblems,
  structureSummary,
  structureTemplate,
} from "@core/live/clock/structure";
import { chipSetProblems } from "@core/live/clock/chip-set";
import { structureField } from "@core/contracts/tournament-format";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const level = (smallBlind: number, bigBlind: number, ante = 0, minutes = 20): StructureRow => ({ smallBlind, bigBlind, ante, minutes });
const brk = (minutes = 15): StructureRow => ({ break: true, minutes });

describe("templates", () => {
  it("Regular is the spec's 20-minute schedule: its first 20 levels, no breaks", () => {
    const rows = structureTemplate("regular");
    expect(rows).toEqual(BLIND_SCHEDULE.slice(0, 20).map((l) => level(l.smallBlind, l.bigBlind, l.ante, 20)));
    expect(structureMinutes(rows)).toBe(400);
  });

  it("Turbo runs 10-minute levels with a 10-minute break every hour; Deep 30-minute levels with a 15-minute break every two hours", () => {
    const turbo = structureTemplate("turbo");
    expect(structureLevels(turbo).every((l) => l.minutes === 10)).toBe(true);
    expect(turbo.map((r, i) => (isBreakRow(r) ? i : -1)).filter((i) => i >= 0)).toEqual([6, 13, 20]);
    expect(turbo.filter(isBreakRow).every((b) => b.minutes === 10)).toBe(true);
    const deep = structureTemplate("deep");
    expect(structureLevels(deep).every((l) => l.minutes === 30)).toBe(true);
    expect(deep.filter(isBreakRow)).toHaveLength(4);
    expect(deep.filter(isBreakRow).every((b) => b.minutes === 15)).toBe(true);
  });

  it("each template keeps every rule", () => {
    for (const t of ["turbo", "regular", "deep"] as const) expect(structureProblems(structureTemplate(t))).toEqual([]);
  });

  it("summarises a structure for the event's blind structure text", () => {
    expect(structureSummary(structureTemplate("regular"))).toBe("20-minute levels from 25/50, antes from level 6, 6h 40m");
    expect(structureSummary(structureTemplate("turbo"))).toBe("10-minute levels from 25/50, antes from level 6, 3 breaks, 3h 50m");
  });
});

describe("structureProblems: each rule names its row", () => {
  it.each([
    [[level(100, 100)], "Row 1: the big blind must be greater than the small blind"],
    [[level(25, 50), level(50, 100), level(100, 80)], "Row 3: the big blind must be greater than the small blind"],
    [[level(50, 100), level(25, 200)], "Row 2: the small blind cannot be lower than the level before's (50)"],
    [[level(50, 100), brk(), level(50, 75)], "Row 3: the big blind cannot be lower than the level before's (100)"],
    [[level(50, 100, 101)], "Row 1: the ante must be at most the big blind"],
    [[level(50, 100, 0, 121)], "Row 1: minutes must be a whole number from 1 to 120"],
    [[level(50, 100), brk(121)], "Row 2: the break's minutes must be a whole number from 1 to 120"],
    [[level(50, 100), brk(0)], "Row 2: the break's minutes must be a whole number from 1 to 120"],
    [[brk(), level(50, 100)], "Row 1: the structure must start with a level, not a break"],
    [Array.from({ length: 101 }, (_, i) => level(25 * (i + 1), 50 * (i + 1))), "Row 101: a structure has at most 100 rows (the last level repeats after them)"],
  ])("%#: %s", (rows, message) => {
    expect(structureProblems(rows)).toContain(message);
  });

  it("a structure keeping the rules has none: equal blinds may repeat, the ante may equal the big blind, 100 rows are fine", () => {
    expect(structureProblems([level(50, 100), level(50, 100, 100, 1), brk(120), level(75, 150, 0, 120)])).toEqual([]);
    expect(structureProblems(Array.from({ length: MAX_STRUCTURE_ROWS }, (_, i) => level(25 * (i + 1), 50 * (i + 1))))).toEqual([]);
  });

  it("reads rows as sent, naming the row of a malformed one", () => {
    expect(
      readStructureRows([
        level(25, 50),
        "x",
        { break: false, minutes: 5 },
        { smallBlind: 1.5, bigBlind: 3, ante: 0, minutes: 10 },
        { smallBlind: 1, bigBlind: 2, minutes: 10 },
      ]).problems,
    ).toEqual([
      "Row 2: must be a level { smallBlind, bigBlind, ante, minutes } or a break { break: true, minutes }",
      "Row 3: break must be true (a level has no break field)",
      "Row 4: the small blind must be a whole number of chips",
    ]);
    // an ante left out is 0
    expect(readStructureRows([{ smallBlind: 1, bigBlind: 2, minutes: 10 }]).rows).toEqual([level(1, 2, 0, 10)]);
  });

  it("the API field refuses with the rows' messages and takes no levels as the default schedule", () => {
    const bad = structureField.safeParse({ levels: [level(25, 50), level(50, 50)] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["Row 2: the big blind must be greater than the small blind"]);
    expect(structureField.parse({ levels: [] })).toBeNull();
    expect(structureField.parse({ levels: [level(25, 50), brk(10)] })).toEqual([level(25, 50), brk(10)]);
  });
});

describe("generateStructure", () => {
  it("a 10,000 stack over 6 hours of 20-minute levels: 25/50 up to 10,000/20,000, antes from level 4, a break every two hours", () => {
    const rows = generateStructure({ startingStack: 10_000, hours: 6, levelMinutes: 20 });
    const levels = structureLevels(rows);
    expect(levels[0]).toEqual(level(25, 50, 0, 20));
    expect(levels.at(-1)).toMatchObject({ smallBlind: 10_000, bigBlind: 20_000 });
    expect(levels.findIndex((l) => l.ante > 0)).toBe(3);
    expect(rows.map((r, i) => (isBreakRow(r) ? i : -1)).filter((i) => i >= 0)).toEqual([6, 13]);
    expect(structureMinutes(rows)).toBeGreaterThanOrEqual(360);
    expect(structureMinutes(rows) - 20).toBeLessThan(360);
  });

  it("long events of short levels stop at 100 rows", () => {
    expect(generateStructure({ startingStack: 50_000, hours: 24, levelMinutes: 1 })).toHaveLength(MAX_STRUCTURE_ROWS);
  });

  it("property: for any stack, length and pace the structure keeps every rule, starts near 1/150 of the stack and rises to a few big blinds of an average stack", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.double({ min: 1, max: 24, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (startingStack, hours, levelMinutes) => {
          const rows = generateStructure({ startingStack, hours, levelMinutes });
          expect(structureProblems(rows)).toEqual([]);
          expect(rows.length).toBeLessThanOrEqual(MAX_STRUCTURE_ROWS);
          expect(isBreakRow(rows.at(-1)!)).toBe(false);
          const levels = structureLevels(rows);
          // every value a whole multiple of the first small blind: a chip set starting there makes every level
          expect(chipSetProblems(rows, [levels[0].smallBlind])).toEqual([]);
          expect(levels[0].bigBlind).toBeGreaterThanOrEqual(2);
          if (startingStack >= 1000) {
            expect(levels[0].bigBlind).toBeLessThanOrEqual(startingStack / 50);
            expect(levels[0].bigBlind).toBeGreaterThanOrEqual(startingStack / 500);
          }
          levels.forEach((l, i) => {
            expect(l.bigBlind).toBe(l.smallBlind * 2);
            if (i > 0) expect(l.ante).toBeGreaterThanOrEqual(levels[i - 1].ante);
            expect(l.minutes).toBe(levelMinutes);
          });
          // short of 100 rows (a break needs a level after it, so 99 may be the end too), it covers the hours asked
          if (rows.length < MAX_STRUCTURE_ROWS - 1) {
            expect(structureMinutes(rows)).toBeGreaterThanOrEqual(hours * 60 - 1e-9);
            if (levels.length > 1) expect(levels.at(-1)!.bigBlind).toBeGreaterThanOrEqual(startingStack);
          }
        },
      ),
      { numRuns: 300, seed: 27 },
    );
  });
});
