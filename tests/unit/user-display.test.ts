import { describe, expect, it } from "vitest";
import { displayName, givenName, knownAsName, nameInitials, userInitials, welcomeName } from "@core/user-display";

describe("display name fallback chain (the user menu)", () => {
  it("first plus last name", () => expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "a@b.c", username: "ada1" })).toBe("Ada Lovelace"));
  it("else first name", () => expect(displayName({ firstName: "Ada", email: "a@b.c", username: "ada1" })).toBe("Ada"));
  it("else last name", () => expect(displayName({ lastName: "Lovelace", email: "a@b.c", username: "ada1" })).toBe("Lovelace"));
  it("else the username, not the e-mail or User (decision 143)", () => expect(displayName({ email: "a@b.c", username: "ada1" })).toBe("ada1"));
  it("else e-mail", () => expect(displayName({ email: "a@b.c" })).toBe("a@b.c"));
  it("else User", () => expect(displayName({})).toBe("User"));
  it("blank strings count as missing", () => expect(displayName({ firstName: "  ", email: "", username: " " })).toBe("User"));
});

describe("the name people who deal with a user see", () => {
  it("the name they gave, else their username; never an e-mail address", () => {
    expect(knownAsName({ firstName: " Ada ", lastName: "Lovelace", username: "ada1" })).toBe("Ada Lovelace");
    expect(knownAsName({ firstName: null, lastName: "Lovelace", username: "ada1" })).toBe("Lovelace");
    expect(knownAsName({ firstName: " ", lastName: null, email: "a@b.c", username: "shark_77" })).toBe("shark_77");
    expect(knownAsName(null)).toBe("User");
  });
  it("the given name alone, or nothing", () => {
    expect(givenName({ firstName: "Ada", lastName: " " })).toBe("Ada");
    expect(givenName({ username: "ada1", email: "a@b.c" })).toBe("");
  });
});

describe("avatar initials fallback chain", () => {
  it("initials of first and last name", () => expect(userInitials({ firstName: "ada", lastName: "lovelace", email: "zz@b.c" })).toBe("AL"));
  it("else the first two letters of the e-mail, upper-cased", () => expect(userInitials({ firstName: "Ada", email: "mo@b.c" })).toBe("MO"));
  it("else the username's first two letters", () => expect(userInitials({ username: "shark_77" })).toBe("SH"));
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
