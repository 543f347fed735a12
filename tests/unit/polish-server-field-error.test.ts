import { describe, expect, it } from "vitest";
import { ApiError } from "@client/lib/api-error";
import { serverFieldError } from "@client/lib/server-field-error";

const fields = { currentPassword: ["Current password"], newPassword: ["New password"] } as const;
const err = (status: number, message: string) => new ApiError(status, message, JSON.stringify({ message }));

describe("serverFieldError (a 400 about a shown field goes under the field, not into a toast)", () => {
  it("finds the field by the words a message begins with, or by its key", () => {
    expect(serverFieldError(err(400, "Current password is incorrect"), fields)).toEqual({ field: "currentPassword", message: "Current password is incorrect" });
    expect(serverFieldError(err(400, "New password must be different from the current password"), fields)?.field).toBe("newPassword");
    expect(serverFieldError(err(400, "newPassword: too common"), fields)).toEqual({ field: "newPassword", message: "Too common" });
  });

  it("leaves everything else to the toast", () => {
    expect(serverFieldError(err(429, "Current password is incorrect"), fields)).toBeNull();
    expect(serverFieldError(err(400, "Something else went wrong"), fields)).toBeNull();
    expect(serverFieldError(new Error("Current password is incorrect"), fields)).toBeNull();
    expect(serverFieldError(err(400, "Current passwords"), fields)).toBeNull();
  });
});
