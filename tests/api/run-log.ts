import { appendFileSync, createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync, statSync, type WriteStream } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    apiLogDir: string;
  }
}

/**
 * The log of the whole API run: every app setupTestApp builds logs at API_TEST_LOG_LEVEL
 * (default trace; `off` for none) to .tmp/api-logs/<run>/<worker pid>.log, and notes the secrets its requests
 * carry (passwords, card numbers, session cookies, bearer tokens, tokens in bodies, and the link tokens of the
 * mails it queued) in <pid>.secrets. After the run, global-setup's teardown greps every log for every secret.
 * Each run has its own folder, so runs side by side in one checkout do not mix.
 */
export const API_LOG_ROOT = path.resolve(import.meta.dirname, "../../.tmp/api-logs");
export const API_LOG_LEVEL = process.env.API_TEST_LOG_LEVEL ?? "trace";
export const apiLogsOn = API_LOG_LEVEL !== "off";

let destination: WriteStream | null = null;
/** This run's folder (made by global-setup, handed to the workers). */
const runDir = () => inject("apiLogDir");

/** This worker's log file, opened once and shared by the apps of its test files. */
export function apiLogStream(): NodeJS.WritableStream {
  if (!destination) {
    mkdirSync(runDir(), { recursive: true });
    destination = createWriteStream(path.join(runDir(), `${process.pid}.log`), { flags: "a" });
  }
  return destination;
}

/** Resolves once every line written so far is in the file (writes complete in order). */
export function flushApiLog(): Promise<void> {
  return new Promise((resolve) => (destination ? destination.write("", () => resolve()) : resolve()));
}

const noted = new Set<string>();
/** Notes a secret for the teardown's check; values too short or too plain to grep without false alarms are left out. */
export function noteSecret(value: unknown): void {
  if (typeof value !== "string") return;
  const candidates = [value.trim()];
  const digits = value.replace(/[\s-]/g, "");
  if (/^\d{12,19}$/.test(digits)) candidates.push(digits); // a card number, spaced or not
  for (const s of candidates) {
    // a word or a short string may be in a log for other reasons (a field name, an id)
    if (s.length < 8 || /^[a-z]+$/i.test(s) || /^(.)\1*$/.test(s) || /\n/.test(s) || noted.has(s)) continue;
    noted.add(s);
    mkdirSync(runDir(), { recursive: true });
    appendFileSync(path.join(runDir(), `${process.pid}.secrets`), `${JSON.stringify(s)}\n`);
  }
}

const SECRET_FIELD = /password|token|secret|^card$|^number$|^cvc$/i;
function noteFields(value: unknown, depth = 0): void {
  if (!value || typeof value !== "object" || depth > 4) return;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === "string" && SECRET_FIELD.test(key)) noteSecret(v);
    else noteFields(v, depth + 1);
  }
}

/** Notes what the app's requests carry that must never be logged: cookies, bearer tokens, secret body fields. */
export function noteRequestSecrets(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    for (const pair of (request.headers.cookie ?? "").split(";")) noteSecret(pair.slice(pair.indexOf("=") + 1));
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
    if (bearer) noteSecret(bearer[1]);
  });
  app.addHook("preHandler", async (request) => noteFields(request.body));
  app.addHook("onSend", async (_request, reply) => {
    const cookies = reply.getHeader("set-cookie");
    for (const c of [cookies].flat()) if (typeof c === "string") noteSecret(c.slice(c.indexOf("=") + 1, c.indexOf(";") < 0 ? undefined : c.indexOf(";")));
  });
}

/** Notes the link tokens in the mails a test file's app queued (reset, verification, unsubscribe). */
export function noteMailTokens(bodies: string[]): void {
  for (const body of bodies) for (const m of body.matchAll(/[?&]token=([^\s"'&<>)]+)/g)) noteSecret(decodeURIComponent(m[1]));
}

/** A folder for this run's logs; folders of runs over a day old go. */
export function newApiLogDir(): string {
  mkdirSync(API_LOG_ROOT, { recursive: true });
  for (const old of readdirSync(API_LOG_ROOT)) {
    const dir = path.join(API_LOG_ROOT, old);
    if (Date.now() - statSync(dir).mtimeMs > 24 * 3600_000) rmSync(dir, { recursive: true, force: true });
  }
  const dir = path.join(API_LOG_ROOT, `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Every logged line that holds a noted secret: the file, the secret (partly masked) and the line. */
export function secretsInApiLogs(dir: string): string[] {
  const files = readdirSync(dir);
  const secrets = new Set<string>();
  for (const f of files.filter((f) => f.endsWith(".secrets"))) {
    for (const line of readFileSync(path.join(dir, f), "utf8").split("\n")) if (line) secrets.add(JSON.parse(line) as string);
  }
  // thousands of secrets over many MB: the word-like ones (session and link tokens, most passwords) are looked up
  // among each line's runs of word characters, the few others searched for in the whole text
  const WORD = /[A-Za-z0-9_-]+/g;
  const wordLike = new Set([...secrets].filter((s) => /^[A-Za-z0-9_-]+$/.test(s)));
  const others = [...new Set([...secrets].filter((s) => !wordLike.has(s)).flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))];
  const found: string[] = [];
  const report = (file: string, secret: string, line: string) => found.push(`${file}: a secret (${secret.slice(0, 4)}...) in: ${line.slice(0, 500)}`);
  for (const f of files.filter((f) => f.endsWith(".log"))) {
    const text = readFileSync(path.join(dir, f), "utf8");
    for (const line of text.split("\n")) {
      for (const run of line.match(WORD) ?? []) if (wordLike.has(run)) report(f, run, line);
      if (found.length >= 10) return found;
    }
    for (const secret of others) {
      const at = text.indexOf(secret);
      if (at < 0) continue;
      const start = text.lastIndexOf("\n", at) + 1;
      const end = text.indexOf("\n", at);
      report(f, secret, text.slice(start, end < 0 ? undefined : end));
      if (found.length >= 10) return found;
    }
  }
  return found;
}
