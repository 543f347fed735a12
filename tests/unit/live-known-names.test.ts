import { describe, expect, it } from "vitest";
import { isPlaceholderEntrantName, publicEntrantName } from "@core/live/actions/initial-state";
import { withKnownNames } from "@core/live/views/state-view";

describe("entrant names on the clock", () => {
  it("public: the name the player page goes by (the given name, else the username), or Player N by their choice", () => {
    expect(publicEntrantName({ firstName: "Ada", lastName: "Lovelace", username: "ada_l" }, 1)).toBe("Ada Lovelace");
    expect(publicEntrantName({ firstName: null, lastName: " Lovelace " }, 2)).toBe("Lovelace");
    // issue 37 item 3: a registrant who gave no name is their username, as on their player page
    expect(publicEntrantName({ firstName: " ", lastName: null, username: "shark_77" }, 3)).toBe("shark_77");
    expect(publicEntrantName({ firstName: " ", lastName: null }, 3)).toBe("Player 3");
    // their own choice in Profile: a seat order on every public screen
    expect(publicEntrantName({ firstName: "Ada", lastName: "Lovelace", username: "ada_l", appearAsPlayerNumber: true }, 4)).toBe("Player 4");
    expect(isPlaceholderEntrantName("Player 3")).toBe(true);
    expect(isPlaceholderEntrantName("Player Three")).toBe(false);
    expect(isPlaceholderEntrantName("Ada Lovelace")).toBe(false);
  });

  it("the console's names replace the placeholders they name and nothing else", () => {
    const state = {
      players: [
        { id: "r1", name: "Ada Lovelace" },
        { id: "r2", name: "Player 2" },
        { id: "w3", name: "Walk In" },
      ],
    };
    expect(withKnownNames(state, { r2: "shark_77" }).players.map((p) => p.name)).toEqual(["Ada Lovelace", "shark_77", "Walk In"]);
    // nothing to change: the same object, so nothing re-renders
    expect(withKnownNames(state, {})).toBe(state);
    expect(withKnownNames(state, undefined)).toBe(state);
  });
});
