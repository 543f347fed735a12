import { describe, expect, it } from "vitest";
import { sentenceStart } from "@core/sentence";
import { ApiError, errorMessage } from "@client/lib/api-error";

describe("messages shown to people start with a capital letter", () => {
  it("a server message that begins with the field's key is shown capitalised; the API's own text is unchanged", () => {
    const err = new ApiError(400, "username must be at least 3 characters", '{"message":"username must be at least 3 characters"}');
    expect(errorMessage(err)).toBe("Username must be at least 3 characters");
    expect(err.serverMessage).toBe("username must be at least 3 characters");
  });

  it("leaves capitalised messages and the caller's fallback as they are", () => {
    expect(sentenceStart("This campaign is fully funded.")).toBe("This campaign is fully funded.");
    expect(sentenceStart("")).toBe("");
    expect(errorMessage(new ApiError(500, "", ""), "please try again.")).toBe("please try again.");
  });
});
