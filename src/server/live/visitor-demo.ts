import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { VISITOR_DEMO_TTL_MS } from "@core/live/schema/demo-id";

/**
 * A visitor's demo clock belongs to whoever holds its cookie. The cookie holds a random secret and the clock's
 * id is derived from it by a one-way hash, so the id can be shared as a spectator link without handing over the
 * controls: knowing the id gives no way back to the secret (a cookie holding the id itself could be copied from
 * the link into a browser by anyone).
 */
export const DEMO_COOKIE = "demo_clock";

/** 32 random bytes, base64url: what the endpoint issues and the only shape a cookie is taken in. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

export const newDemoToken = (): string => randomBytes(32).toString("base64url");

/** "demo-" and 16 of [a-z0-9] from the token's SHA-256 (about 82 bits: no two visitors meet by chance). */
export function demoIdFor(token: string): string {
  const digest = createHash("sha256").update(token).digest();
  let suffix = "";
  for (let i = 0; i < 16; i++) suffix += ID_ALPHABET.charAt(digest.readUInt8(i) % ID_ALPHABET.length);
  return `demo-${suffix}`;
}

/** The demo_clock cookie's secret when it has the issued shape, else null (a malformed one counts as none). */
export function demoTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[DEMO_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}

/** The visitor demo clock this request's cookie controls, if any. */
export function ownDemoId(request: FastifyRequest): string | null {
  const token = demoTokenOf(request);
  return token ? demoIdFor(token) : null;
}

/** Kept a day from the visitor's last visit to the console, like the clock is kept a day from its last action. */
export function setDemoCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEMO_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: VISITOR_DEMO_TTL_MS / 1000,
  });
}
