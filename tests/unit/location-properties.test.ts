import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLocation, US_STATES } from "@core/location";

const word = fc.constantFrom(
  "las",
  "vegas",
  "new",
  "york",
  "SAN",
  "jose",
  "o'fallon",
  "winston-salem",
  "de",
  "la",
  "st.",
  "main",
  "5th",
  "apt",
  "4b",
  "McAllen",
);
const state = fc.constantFrom(...Object.keys(US_STATES), ...Object.values(US_STATES).map((c) => c.toLowerCase()));
const zip = fc.constantFrom("", "89109", "89109-1234", "891091234");
const location = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.boolean(), state, zip, fc.constantFrom(" ", "  ", ", "))
  // without a comma, "de" and "la" read as words ("Rio de", "La"), not Delaware and Louisiana
  .map(([city, comma, st, z, sep]) => `${city.join(" ")}${comma || st === "de" || st === "la" ? "," : ""}${sep}${st} ${z}`);

describe("formatLocation properties", () => {
  it("is idempotent on anything it formats", () => {
    fc.assert(
      fc.property(fc.oneof(location, fc.string({ maxLength: 80 })), (input) => {
        const once = formatLocation(input);
        if (once !== null) expect(formatLocation(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("never returns double spaces, leading or trailing spaces, or empty parts", () => {
    fc.assert(
      fc.property(fc.oneof(location, fc.string({ maxLength: 80 })), (input) => {
        const out = formatLocation(input);
        if (out === null) return;
        expect(out).toBe(out.trim());
        expect(out).not.toMatch(/\s{2}|,\s*,|^,|,$/);
      }),
      { numRuns: 2000 },
    );
  });

  it("ends a city followed by a US state with the state's two-letter code", () => {
    fc.assert(
      fc.property(location, (input) => {
        const out = formatLocation(input);
        expect(out).not.toBeNull();
        expect(out).toMatch(/, [A-Z]{2}( \d{5}(-\d{4})?)?$/);
      }),
      { numRuns: 1000 },
    );
  });
});
