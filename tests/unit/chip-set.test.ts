import { chipSetProblems, colourUpAt } from "@core/live/clock/chip-set";
import type { StructureRow } from "@core/live/schema/contracts";
import { generateStructure, structureTemplate } from "@core/live/clock/structure";
import { chipSetField, chipSetProblem } from "@core/contracts/tournament-format";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const level = (smallBlind: number, bigBlind: number, ante = 0): StructureRow => ({ smallBlind, bigBlind, ante, minutes: 20 });
const brk: StructureRow = { break: true, minutes: 15 };

describe("chipSetProblems", () => {
  it("refuses a level whose blinds or ante are not a multiple of the smallest chip in play, naming the row", () => {
    const rows = [level(25, 50), level(30, 60), level(50, 100, 10)];
    expect(chipSetProblems(rows, [25, 100, 500])).toEqual([
      { row: 2, message: "Row 2: the small blind 30 and the big blind 60 cannot be made from the chips in play (the smallest is 25)" },
      { row: 3, message: "Row 3: the ante 10 cannot be made from the chips in play (the smallest is 25)" },
    ]);
  });

  it("every template is made from the usual 25/100/500/1,000/5,000 set", () => {
    for (const t of ["turbo", "regular", "deep"] as const) expect(chipSetProblems(structureTemplate(t), [25, 100, 500, 1000, 5000])).toEqual([]);
  });

  it("the order and repeats of the denominations do not matter; no chip set, no problems", () => {
    expect(chipSetProblems([level(30, 60)], [500, 25, 25])).toHaveLength(1);
    expect(chipSetProblems([level(30, 60)], [])).toEqual([]);
  });

  it("the default schedule is checked when the event has no structure of its own", () => {
    expect(chipSetProblem(null, [25, 100])).toBeNull();
    expect(chipSetProblem(null, [100, 500])).toBe("Row 1: the small blind 25 and the big blind 50 cannot be made from the chips in play (the smallest is 100)");
  });
});

describe("colourUpAt", () => {
  const rows = [level(25, 50), level(50, 100), brk, level(100, 200), level(200, 400, 25), brk, level(500, 1000, 100), level(1000, 2000, 500)];

  it("the smallest chips leave at a break once no later level needs them", () => {
    // a later ante of 25 keeps the 25s at the first break; at the second, every later value is a multiple of 100
    expect(colourUpAt(rows, [25, 100, 500, 1000], 2)).toEqual([]);
    expect(colourUpAt(rows, [25, 100, 500, 1000], 5)).toEqual([25]);
    // without the ante, the 25s go at the first break, and nothing more at the second (a 100 ante follows)
    const noAnte = rows.map((r, i) => (i === 4 ? level(200, 400) : r));
    expect(colourUpAt(noAnte, [25, 100, 500, 1000], 2)).toEqual([25]);
    expect(colourUpAt(noAnte, [25, 100, 500, 1000], 5)).toEqual([]);
  });

  it("more than one denomination can leave at once; a row that is not a break colours up nothing", () => {
    const r = [level(5, 10), brk, level(500, 1000, 500), level(1000, 2000, 1000)];
    expect(colourUpAt(r, [5, 25, 100, 500], 1)).toEqual([5, 25, 100]);
    expect(colourUpAt(r, [5, 25, 100, 500], 0)).toEqual([]);
  });

  it("a break at the end keeps what the last level (which repeats) needs", () => {
    expect(colourUpAt([level(25, 50), brk], [25, 100], 1)).toEqual([]);
  });

  it("property: a level after a colour-up is still made from what remains, and chipSetProblems agrees", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 5, max: 60 }),
        (startingStack, hours, levelMinutes) => {
          const rows = generateStructure({ startingStack, hours, levelMinutes });
          const first = (rows[0] as { smallBlind: number }).smallBlind;
          const chipSet = [first, first * 4, first * 20, first * 100];
          expect(chipSetProblems(rows, chipSet)).toEqual([]);
          let inPlay = [...chipSet];
          rows.forEach((row, i) => {
            if ("break" in row) inPlay = inPlay.filter((c) => !colourUpAt(rows, chipSet, i).includes(c));
            else for (const v of [row.smallBlind, row.bigBlind, row.ante]) expect(v % inPlay[0]).toBe(0);
          });
        },
      ),
      { numRuns: 200, seed: 27 },
    );
  });
});

describe("chipSetField", () => {
  it("takes a list or the text typed (commas or spaces), smallest first, without repeats", () => {
    expect(chipSetField.parse("500, 25 100,25")).toEqual([25, 100, 500]);
    expect(chipSetField.parse([100, 25])).toEqual([25, 100]);
    expect(chipSetField.parse("")).toBeNull();
    expect(chipSetField.parse(null)).toBeNull();
  });

  it.each([["25, x"], ["0"], ["2.5"], ["-5"]])("refuses %j", (text) => {
    const r = chipSetField.safeParse(text);
    expect(r.error?.issues[0].message).toBe("Chip set must be whole numbers above 0, separated by commas");
  });
});
