import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, parseCard } from "../../src/client/features/investing/card-fields";
import { sandboxCardOutcome } from "../../src/server/payments/sandbox/gateway";

const now = new Date("2026-11-22T00:00:00Z");
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2028,
  cvc: "123",
  ...extra,
});

describe("sandbox card outcomes (Stripe's test cards)", () => {
  it("charges 4242 4242 4242 4242 with any future expiry and any CVC", () => {
    expect(sandboxCardOutcome(card("4242 4242 4242 4242"), now)).toBeNull();
    expect(sandboxCardOutcome(card("4242-4242-4242-4242", { expMonth: 11, expYear: 26, cvc: "9999" }), now)).toBeNull();
  });

  it("declines with the card's own message", () => {
    expect(sandboxCardOutcome(card("4000000000000002"), now)?.message).toBe("Your card was declined.");
    expect(sandboxCardOutcome(card("4000000000009995"), now)?.message).toBe("Your card has insufficient funds.");
    expect(sandboxCardOutcome(card("4000000000000069"), now)?.message).toBe("Your card has expired.");
    expect(sandboxCardOutcome(card("4000000000000127"), now)?.message).toBe("Your card's security code is incorrect.");
  });

  it("checks the number, the expiry and the CVC first", () => {
    expect(sandboxCardOutcome(card("4242 4242"), now)?.message).toBe("Your card number is incomplete.");
    expect(sandboxCardOutcome(card("4242424242424241"), now)?.message).toBe("Your card number is invalid.");
    expect(sandboxCardOutcome(card("abcd"), now)?.message).toBe("Your card number is invalid.");
    expect(sandboxCardOutcome(card("4242424242424242", { expMonth: 13 }), now)?.message).toBe("Your card's expiration month is invalid.");
    expect(sandboxCardOutcome(card("4242424242424242", { expMonth: 10, expYear: 2026 }), now)?.message).toBe("Your card's expiration date is in the past.");
    expect(sandboxCardOutcome(card("4242424242424242", { cvc: "12" }), now)?.message).toBe("Your card's security code is incomplete.");
  });

  it("declines real-looking numbers it does not know, pointing to the test cards", () => {
    expect(sandboxCardOutcome(card("4111111111111111"), now)?.message).toMatch(/^Your card was declined\. The sandbox accepts only Stripe's test cards/);
  });
});

describe("card form fields", () => {
  it("groups the number and the expiry as typed", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42a")).toBe("4242 42");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("1")).toBe("1");
  });

  it("gives the card only when every field is complete", () => {
    expect(parseCard({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" })).toEqual({
      number: "4242424242424242",
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
    });
    expect(parseCard({ number: "4242", expiry: "12 / 30", cvc: "123" })).toBeNull();
    expect(parseCard({ number: "4242 4242 4242 4242", expiry: "12", cvc: "123" })).toBeNull();
    expect(parseCard({ number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "1" })).toBeNull();
  });
});
