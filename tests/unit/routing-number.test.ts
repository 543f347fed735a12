import { describe, expect, it } from "vitest";
import { updateProfileInput } from "@core/contracts/profile";
import { isValidRoutingNumber } from "@core/routing-number";

describe("isValidRoutingNumber", () => {
  // published routing numbers of real banks
  it.each(["021000021", "011000015", "026009593", "121000358", "322271627", "111000025"])("accepts %s", (n) => {
    expect(isValidRoutingNumber(n)).toBe(true);
  });

  it("refuses every single-digit typo of a valid number", () => {
    const valid = "021000021";
    for (let i = 0; i < 9; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const typo = valid.slice(0, i) + d + valid.slice(i + 1);
        expect(isValidRoutingNumber(typo)).toBe(false);
      }
    }
  });

  it.each(["", "02100002", "0210000210", "02100002a", " 021000021", "021-000-021"])("refuses %j", (n) => {
    expect(isValidRoutingNumber(n)).toBe(false);
  });
});

describe("payment fields of the profile contract", () => {
  it("strips spaces and dashes people type in account and routing numbers", () => {
    expect(updateProfileInput.parse({ bankAccount: "1234-5678 90", routingNumber: "021 000 021" })).toEqual({
      bankAccount: "1234567890",
      routingNumber: "021000021",
    });
  });

  it("allows an empty string (clears the field)", () => {
    expect(updateProfileInput.parse({ bankAccount: "", routingNumber: "", paypalEmail: "" })).toEqual({ bankAccount: "", routingNumber: "", paypalEmail: "" });
  });
});
