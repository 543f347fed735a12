import { optionalEmail, registerInput } from "@core/contracts/auth";
import { personalInfoInput } from "@core/contracts/profile";
import { PROFILE_LIMITS } from "@core/contracts/profile-limits";
import { SIGN_UP_LIMITS } from "@core/contracts/sign-up-texts";
import { describe, expect, it } from "vitest";

// sign-up's optional e-mail follows Profile's Email rule word for word (auth.ts cannot import profile.ts: a cycle)
const profileEmail = personalInfoInput.shape.email;
const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => (r.success ? null : r.error!.issues[0]!.message);

describe("sign-up e-mail", () => {
  const samples: unknown[] = [
    "",
    "  ",
    "a@b.co",
    " Pat@Example.com ",
    "not-an-address",
    "a@b",
    "a@@b.com",
    "x y@example.com",
    `${"x".repeat(243)}@example.com`,
    `${"x".repeat(250)}@example.com`,
    42,
    true,
  ];

  it("accepts and refuses what Profile's Email does, with the same message, and trims the same", () => {
    for (const v of samples) {
      const mine = optionalEmail.safeParse(v);
      const profile = profileEmail.safeParse(v);
      expect(mine.success, String(v)).toBe(profile.success);
      expect(messageOf(mine), String(v)).toBe(messageOf(profile));
      if (mine.success && profile.success) expect(mine.data).toBe(profile.data);
    }
  });

  it("is optional at sign-up, and the form's counter has Profile's limit", () => {
    const base = { username: "alice", password: "Lantern-Harbor-42", role: "investor" };
    expect(registerInput.safeParse(base).success).toBe(true);
    expect(registerInput.safeParse({ ...base, email: null }).success).toBe(true);
    expect(messageOf(registerInput.safeParse({ ...base, email: "nope" }))).toBe("Email must be a valid e-mail address");
    expect(SIGN_UP_LIMITS.email).toBe(PROFILE_LIMITS.email);
  });
});
