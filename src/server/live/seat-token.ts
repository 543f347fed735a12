import { timingSafeEqual } from "node:crypto";
import { LIVE_ID_PATTERN } from "@core/live/schema/contracts";
import { PAGES, pathTo } from "@core/routes";
import type { Config } from "../config";
import { sign } from "../mail/links";

/**
 * A player's phone link (decision 164): `<tournament id>.<live player id>.<view version>.<signature>`, signed with the
 * site's link key (LINK_SECRET, shared by every instance). It reads that one player's view without a sign-in; the
 * console's "revoke-view" raises the player's viewVersion, so every token signed before stops matching.
 * Before the clock first starts a registrant's live id is r<registration id>, the same id they keep after it, and
 * the same one they come back under after unregistering: the revoked versions are kept per id in the state
 * (`revokedViews`, core/live/seat-view-versions.ts), so a revoked token never matches again.
 */
const SIGNATURE_CHARS = 22; // 128 bits of the HMAC: short enough for a small QR code
const TOKEN_PATTERN = /^([a-z0-9-]{1,21})\.([A-Za-z0-9_-]{1,64})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/;

export interface SeatTokenClaims {
  tournamentId: string;
  playerId: string;
  viewVersion: number;
}

const signature = (config: Config, c: SeatTokenClaims) => sign(config, `seat-view.${c.tournamentId}.${c.playerId}.${c.viewVersion}`).slice(0, SIGNATURE_CHARS);

export function seatToken(config: Config, claims: SeatTokenClaims): string {
  return `${claims.tournamentId}.${claims.playerId}.${claims.viewVersion}.${signature(config, claims)}`;
}

/** The claims of a well-formed token with a good signature, else null (whether it is still current is the caller's check). */
export function verifySeatToken(config: Config, token: string): SeatTokenClaims | null {
  const m = TOKEN_PATTERN.exec(token);
  if (!m || !LIVE_ID_PATTERN.test(m[1]!)) return null;
  const claims = { tournamentId: m[1]!, playerId: m[2]!, viewVersion: Number(m[3]) };
  const expected = Buffer.from(signature(config, claims));
  const given = Buffer.from(m[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return claims;
}

/** The page a token opens. */
export const seatPath = (token: string) => pathTo(PAGES.seat, token);
