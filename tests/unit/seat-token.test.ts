import { describe, expect, it } from "vitest";
import type { Config } from "../../src/server/config";
import { seatToken, verifySeatToken } from "../../src/server/live/seat-token";

const config = { LINK_SECRET: "k".repeat(40) } as Config;
const other = { LINK_SECRET: "z".repeat(40) } as Config;

describe("seat tokens (decision 164)", () => {
  it("round-trips the tournament, player and view version", () => {
    const token = seatToken(config, { tournamentId: "42", playerId: "r17", viewVersion: 3 });
    expect(token).toMatch(/^42\.r17\.3\.[A-Za-z0-9_-]{22}$/);
    expect(verifySeatToken(config, token)).toEqual({ tournamentId: "42", playerId: "r17", viewVersion: 3 });
    expect(verifySeatToken(config, seatToken(config, { tournamentId: "demo", playerId: "p1", viewVersion: 0 }))).toMatchObject({ tournamentId: "demo" });
  });

  it("refuses any change to a claim, another key's signature and malformed tokens", () => {
    const token = seatToken(config, { tournamentId: "42", playerId: "r17", viewVersion: 3 });
    const sig = token.split(".")[3]!;
    expect(verifySeatToken(config, `42.r17.4.${sig}`)).toBeNull();
    expect(verifySeatToken(config, `43.r17.3.${sig}`)).toBeNull();
    expect(verifySeatToken(config, `42.r18.3.${sig}`)).toBeNull();
    expect(verifySeatToken(other, token)).toBeNull();
    for (const bad of ["", "42.r17.3", `42.r17.3.${sig}x`, `42.r17.-1.${sig}`, `0.r17.3.${sig}`, `../etc.r17.3.${sig}`])
      expect(verifySeatToken(config, bad), bad).toBeNull();
  });
});
