import { describe, expect, it } from "vitest";
import { displayName, nameInitials, userInitials, welcomeName } from "@core/user-display";

describe("display name fallback chain", () => {
  it("first plus last name", () => expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "a@b.c" })).toBe("Ada Lovelace"));
  it("else first name", () => expect(displayName({ firstName: "Ada", email: "a@b.c" })).toBe("Ada"));
  it("else e-mail", () => expect(displayName({ lastName: "Lovelace", email: "a@b.c" })).toBe("a@b.c"));
  it("else User", () => expect(displayName({})).toBe("User"));
  it("blank strings count as missing", () => expect(displayName({ firstName: "  ", email: "" })).toBe("User"));
});

describe("avatar initials fallback chain", () => {
  it("initials of first and last name", () => expect(userInitials({ firstName: "ada", lastName: "lovelace", email: "zz@b.c" })).toBe("AL"));
  it("else the first two letters of the e-mail, upper-cased", () => expect(userInitials({ firstName: "Ada", email: "mo@b.c" })).toBe("MO"));
  it("else U", () => expect(userInitials(null)).toBe("U"));
});

describe("welcome line and free-text names", () => {
  it("welcomes by first name, else e-mail", () => {
    expect(welcomeName({ firstName: "Ada", email: "a@b.c" })).toBe("Ada");
    expect(welcomeName({ email: "a@b.c" })).toBe("a@b.c");
  });
  it("initials of a player name", () => {
    expect(nameInitials("Daniel Negreanu")).toBe("DN");
    expect(nameInitials("Phil Ivey Jr")).toBe("PJ");
    expect(nameInitials("Cher")).toBe("CH");
  });
});
