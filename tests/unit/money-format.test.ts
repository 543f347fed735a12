import { describe, expect, it } from "vitest";
import { formatInteger } from "@core/format";
import { formatMoney, formatMoney2 } from "@core/money";
import { bigBlinds } from "@client/features/live/components/format";

// the texts Intl gave before amounts were written out by hand (src/core/money.ts)
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usd2 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat("en-US");

/** Cents around every digit-count boundary, both signs. */
function sampleCents(): number[] {
  const out = new Set<number>([0, 1, 5, 10, 99, 100, 101, 150, 999, 1000]);
  for (let p = 1; p <= 13; p++) for (const d of [-1, 0, 1, 50, 99, 100]) out.add(10 ** p + d);
  // and 2000 more spread over every length, from a fixed sequence (the same amounts on every run)
  let seed = 17;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 48271) % 2147483647;
    out.add(Math.floor((seed / 2147483647) * 10 ** (1 + (i % 13))));
  }
  return [...out].flatMap((c) => [c, -c]).filter((c) => c !== 0 || Object.is(c, 0));
}

describe("money text (en-US dollars)", () => {
  it("formatMoney: whole dollars without cents, two decimals with them, the same text as Intl", () => {
    const mismatches = sampleCents()
      .map((cents) => ({ cents, ours: formatMoney(cents / 100), intl: cents % 100 === 0 ? usd.format(cents / 100) : usd2.format(cents / 100) }))
      .filter((r) => r.ours !== r.intl);
    expect(mismatches).toEqual([]);
  });

  it("formatMoney2: always two decimals, the same text as Intl", () => {
    const mismatches = sampleCents()
      .map((cents) => ({ cents, ours: formatMoney2((cents / 100).toFixed(2)), intl: usd2.format(cents / 100) }))
      .filter((r) => r.ours !== r.intl);
    expect(mismatches).toEqual([]);
  });

  it("reads decimal strings from the API as exact cents", () => {
    expect(formatMoney("1000.00")).toBe("$1,000");
    expect(formatMoney("52.5")).toBe("$52.50");
    expect(formatMoney("1234567.89")).toBe("$1,234,567.89");
    expect(formatMoney2("0.1")).toBe("$0.10");
    expect(formatMoney2("-12.3")).toBe("-$12.30");
    expect(formatMoney(null)).toBe("$0");
    expect(formatMoney("not money")).toBe("$0");
  });

  it("formatInteger groups thousands as Intl does", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 9_007_199_254_740_991, -1, -1000, -1_234_567]) expect(formatInteger(n)).toBe(plain.format(n));
    expect(formatInteger(1234.5)).toBe("1,234.5");
  });
});

describe("stacks in big blinds (live displays)", () => {
  const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  it("gives Intl's one-decimal text, halves rounded up, for stacks and blinds of every size", () => {
    const mismatches: string[] = [];
    for (const bigBlind of [1, 2, 3, 7, 20, 40, 100, 150, 400, 1000, 2500, 60_000, 1_000_000]) {
      for (const chips of [0, 1, 5, 10, 19, 25, 149, 150, 151, 1234, 9999, 10_005, 12_345, 1_000_000, 123_456_789, 1_000_000_000_000]) {
        const ours = bigBlinds(chips, bigBlind);
        const intl = `${oneDecimal.format(chips / bigBlind)} BB`;
        if (ours !== intl) mismatches.push(`${chips}/${bigBlind}: ${ours} vs ${intl}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(bigBlinds(41_700, 1000)).toBe("41.7 BB");
    expect(bigBlinds(50, 1000)).toBe("0.1 BB");
    expect(bigBlinds(100, 0)).toBe("");
  });
});
