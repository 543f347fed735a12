import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import type { MailTopic } from "./recipient";

/** The site's address for links in mails: PUBLIC_URL, or http://localhost:PORT in development. */
export function publicUrl(config: Config, path: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

// one random key per process when nothing shared is configured (embedded database: one instance)
const processSecret = randomBytes(32).toString("hex");

/**
 * The key that signs unsubscribe links. Every instance must agree on it, so without LINK_SECRET it is derived
 * from DATABASE_URL, which every instance shares and which is itself a secret.
 */
function linkKey(config: Config): string {
  if (config.LINK_SECRET) return config.LINK_SECRET;
  if (config.DATABASE_URL) return createHash("sha256").update(`stakeline-links:${config.DATABASE_URL}`).digest("hex");
  return processSecret;
}

function sign(config: Config, payload: string): string {
  return createHmac("sha256", linkKey(config)).update(payload).digest("base64url");
}

/** A token naming the user and topic, signed: it turns the topic off without a sign-in and cannot be forged. */
export function unsubscribeToken(config: Config, userId: number, topic: MailTopic): string {
  const payload = `${userId}.${topic}`;
  return `${payload}.${sign(config, payload)}`;
}

export function verifyUnsubscribeToken(config: Config, token: string): { userId: number; topic: MailTopic } | null {
  const m = /^(\d{1,10})\.(money|tournaments)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(config, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(m[1]), topic: m[2] as MailTopic };
}

export function unsubscribeUrl(config: Config, userId: number, topic: MailTopic): string {
  return publicUrl(config, `/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(config, userId, topic))}`);
}
