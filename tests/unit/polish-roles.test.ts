import { describe, expect, it } from "vitest";
import { ROLE_DESCRIPTIONS, ROLE_PICKER_DESCRIPTIONS } from "@core/roles";
import { ROLE_SUBTITLES } from "@client/features/dashboard/role-subtitle";

describe("the sponsor role is described as hosting tournaments", () => {
  it("in the role picker and the dashboard's subtitle; sign-up keeps the spec's words", () => {
    expect(ROLE_PICKER_DESCRIPTIONS.sponsor).toBe("Host tournaments and take registrations");
    expect(ROLE_SUBTITLES.sponsor).toMatch(/^Host tournaments/);
    expect(ROLE_PICKER_DESCRIPTIONS.investor).toBe(ROLE_DESCRIPTIONS.investor);
    expect(ROLE_DESCRIPTIONS.sponsor).toBe("Sponsor players directly");
  });
});
