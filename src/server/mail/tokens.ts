import { createHash, randomBytes } from "node:crypto";

/** A link token: 32 random bytes for the mail, only its sha256 stored, so a database leak opens no link. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
