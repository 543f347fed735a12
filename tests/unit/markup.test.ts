import { describe, expect, it } from "vitest";
import { formatMarkup, markupHundredthsOf, markupLabel, parseMarkup } from "../../src/core/markup";

describe("parseMarkup: number or decimal string to hundredths", () => {
  it("accepts 1.00 to 1.50 as numbers and strings", () => {
    expect(parseMarkup(1)).toBe(100);
    expect(parseMarkup(1.01)).toBe(101);
    expect(parseMarkup(1.1)).toBe(110);
    expect(parseMarkup(1.15)).toBe(115); // 1.15 x 100 is 114.999... in floating point
    expect(parseMarkup(1.5)).toBe(150);
    expect(parseMarkup("1")).toBe(100);
    expect(parseMarkup("1.00")).toBe(100);
    expect(parseMarkup("1.1")).toBe(110);
    expect(parseMarkup("1.10")).toBe(110);
    expect(parseMarkup(" 1.29 ")).toBe(129);
    expect(parseMarkup("1.50")).toBe(150);
  });
  it("refuses out of range, more than 2 decimals and non-numbers", () => {
    for (const bad of [
      0.99,
      1.51,
      2,
      0,
      -1,
      "0.99",
      "1.51",
      "1.501",
      "1.005",
      1.005,
      1.001,
      "1.100",
      "abc",
      "",
      "1,10",
      "-1.10",
      NaN,
      Infinity,
      null,
      undefined,
      true,
      {},
      [1.1],
    ]) {
      expect(parseMarkup(bad), String(bad)).toBeNull();
    }
  });
});

describe("formatMarkup and markupHundredthsOf", () => {
  it("round-trips every step", () => {
    for (let h = 100; h <= 150; h++) {
      expect(markupHundredthsOf(formatMarkup(h))).toBe(h);
      expect(parseMarkup(formatMarkup(h))).toBe(h);
      expect(parseMarkup(h / 100)).toBe(h);
    }
    expect(formatMarkup(100)).toBe("1.00");
    expect(formatMarkup(101)).toBe("1.01");
    expect(formatMarkup(110)).toBe("1.10");
    expect(formatMarkup(150)).toBe("1.50");
  });
  it("throws on bad stored data", () => {
    expect(() => markupHundredthsOf("x")).toThrow();
    expect(() => markupHundredthsOf("")).toThrow();
  });
  it("labels only a real markup", () => {
    expect(markupLabel(100)).toBeNull();
    expect(markupLabel(110)).toBe("1.10 markup");
    expect(markupLabel(150)).toBe("1.50 markup");
  });
});
