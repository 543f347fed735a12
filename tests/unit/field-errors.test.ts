import { registerInput } from "@core/contracts/auth";
import { SIGN_UP_PASSWORDS_DIFFER, signUpForm } from "@core/contracts/sign-up-form";
import { describe, expect, it } from "vitest";
import { counterText, fieldErrors, isOverLimit } from "@client/lib/field-errors";

describe("fieldErrors", () => {
  it("returns every field's first message at once", () => {
    expect(fieldErrors(registerInput, { username: "a", password: "abc", role: "investor" })).toEqual({
      username: "username must be at least 3 characters",
      password: "Password must be at least 6 characters long.",
    });
  });

  it("is empty for valid values", () => {
    expect(fieldErrors(registerInput, { username: "alice", password: "Lantern-Harbor-42", role: "player" })).toEqual({});
  });
});

describe("counterText", () => {
  it("counts characters against the limit, also past it", () => {
    expect(counterText("", 50)).toBe("0/50");
    expect(counterText("x".repeat(51), 50)).toBe("51/50");
    expect(counterText(undefined, 500)).toBe("0/500");
  });

  it("flags values over the limit", () => {
    expect(isOverLimit("x".repeat(50), 50)).toBe(false);
    expect(isOverLimit("x".repeat(51), 50)).toBe(true);
  });
});

describe("the sign-up form", () => {
  it("shows the confirmation's message together with the other fields' messages", () => {
    expect(fieldErrors(signUpForm, { username: "", password: "abc", confirm: "abd", role: "investor" })).toEqual({
      username: "username must be at least 3 characters",
      password: "Password must be at least 6 characters long.",
      confirm: SIGN_UP_PASSWORDS_DIFFER,
    });
    expect(fieldErrors(signUpForm, { username: "alice", password: "Lantern-Harbor-42", confirm: "", role: "investor" })).toEqual({
      confirm: "Please confirm the password",
    });
  });
});
