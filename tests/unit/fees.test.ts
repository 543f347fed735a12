import { describe, expect, it } from "vitest";
import { platformFeeCents, totalChargeCents } from "../../src/core/fees";
import { toCents } from "../../src/core/money";

const fee = (amount: string) => platformFeeCents(toCents(amount)!);
const total = (amount: string) => totalChargeCents(toCents(amount)!);

describe("platform fee: max(5% of amount, $5.00), half-up to the cent", () => {
  it("is the $5.00 minimum for small amounts", () => {
    expect(fee("1.00")).toBe(500);
    expect(total("1.00")).toBe(600);
    expect(fee("99.99")).toBe(500); // 5% is 4.9995
    expect(total("99.99")).toBe(10499);
  });

  it("is exactly $5.00 at $100", () => {
    expect(fee("100.00")).toBe(500);
    expect(total("100.00")).toBe(10500);
  });

  it("rounds 5% half up to the cent just above $100", () => {
    expect(fee("100.01")).toBe(500); // 5.0005 -> 5.00
    expect(fee("100.10")).toBe(501); // 5.005 -> 5.01 (half up)
    expect(fee("100.09")).toBe(500); // 5.0045 -> 5.00
    expect(fee("100.30")).toBe(502); // 5.015 -> 5.02
    expect(total("100.01")).toBe(10501);
  });

  it("is 5% for larger amounts", () => {
    expect(fee("1000.00")).toBe(5000);
    expect(total("1000.00")).toBe(105000);
    expect(fee("1234.56")).toBe(6173); // 61.728 -> 61.73
    expect(fee("250.00")).toBe(1250);
    expect(fee("999999.99")).toBe(5000000); // 49999.9995 -> 50000.00
  });

  it("never uses floating point: every cent from $100 to $200 matches integer arithmetic", () => {
    for (let cents = 10000; cents <= 20000; cents++) {
      const expected = Math.max(500, Math.floor((cents * 5 * 2 + 100) / 200));
      expect(platformFeeCents(cents)).toBe(expected);
    }
  });
});
