import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import type { MailTopic } from "./recipient";

/** The site's address for links in mails: PUBLIC_URL, or http://localhost:PORT in development. */
export function publicUrl(config: Config, path: string): string {
  const base = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "");
  return `${base}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The file under DATA_DIR that keeps the embedded database's signing key across restarts. */
export const LINK_SECRET_FILE = "link-secret";

// one random key per process for an in-memory data directory (tests: nothing outlives the process anyway)
const processSecret = randomBytes(32).toString("hex");
// the key read from (or first written to) each data directory's file, once per process
const persistedKeys = new Map<string, string>();

/**
 * The embedded database's key: DATA_DIR/link-secret, written once (random, mode 0600) and read back on every start,
 * so the unsubscribe links already mailed keep working after a restart. Two processes starting at once on a fresh
 * directory agree: the second one's exclusive create fails and it reads the first one's key.
 */
function persistedKey(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const known = persistedKeys.get(dir);
  if (known) return known;
  const file = path.join(dir, LINK_SECRET_FILE);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const key = readFileSync(file, "utf8").trim();
  if (key.length < 32) throw new Error(`${file} must hold a key of at least 32 characters; delete it to have a new one made`);
  persistedKeys.set(dir, key);
  return key;
}

/**
 * The key that signs unsubscribe links: LINK_SECRET, which every instance shares. With DATABASE_URL it is required
 * (config.ts) and never derived from the database's address: whoever knew that address could forge every user's
 * links. The embedded database (one instance) keeps a random one in DATA_DIR/link-secret; an in-memory one has a
 * random one per process.
 */
function linkKey(config: Config): string {
  if (config.LINK_SECRET) return config.LINK_SECRET;
  if (config.DATABASE_URL) throw new Error("LINK_SECRET must be set when DATABASE_URL is set");
  if (config.inMemory) return processSecret;
  return persistedKey(config.DATA_DIR);
}

/**
 * Reads (or makes) the signing key at start-up, so a missing or unreadable DATA_DIR/link-secret stops the start
 * with its message instead of failing later inside a transaction that queues a mail.
 */
export function prepareLinkKey(config: Config): void {
  linkKey(config);
}

/** HMAC-SHA256 of `payload` with the link key (base64url); other signed links (seat-token.ts) prefix their own purpose. */
export function sign(config: Config, payload: string): string {
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

/** What a payout mail's one-click link does (decision 200): confirm the payout, or open a dispute. */
export type PayoutLinkAction = "confirm" | "dispute";

const payoutLinkPayload = (payoutId: number, investorId: number, action: PayoutLinkAction) => `${payoutId}.${investorId}.${action}`;

/**
 * A token naming the payout, its investor and the action, signed with the link key under its own purpose (so an
 * unsubscribe token can never pass for one): it acts for that investor on that payout only, without a sign-in.
 */
export function payoutLinkToken(config: Config, payoutId: number, investorId: number, action: PayoutLinkAction): string {
  const payload = payoutLinkPayload(payoutId, investorId, action);
  return `${payload}.${sign(config, `payout-link.${payload}`)}`;
}

export function verifyPayoutLinkToken(config: Config, token: string): { payoutId: number; investorId: number; action: PayoutLinkAction } | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.(confirm|dispute)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(sign(config, `payout-link.${m[1]}.${m[2]}.${m[3]}`));
  const given = Buffer.from(m[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { payoutId: Number(m[1]), investorId: Number(m[2]), action: m[3] as PayoutLinkAction };
}

/** The mail's link: a page that shows what it will do, with a button that POSTs (a scanner's GET changes nothing). */
export function payoutLinkUrl(config: Config, payoutId: number, investorId: number, action: PayoutLinkAction): string {
  return publicUrl(config, `/api/mail/payout?token=${encodeURIComponent(payoutLinkToken(config, payoutId, investorId, action))}`);
}
