import { spawn } from "node:child_process";
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../../../src/server/config";
import { unsubscribeToken, verifyUnsubscribeToken } from "../../../src/server/mail/links";

/** decision 141a: with DATABASE_URL the unsubscribe links' key is LINK_SECRET, never derived from the URL. */
const DATABASE_URL = "postgres://app:pw@db.internal:5432/stakeline";
const LINK_SECRET = "an-operator-chosen-secret-of-40-characters";

/** The key the server derived before: sha256 of the database's address, which anyone who knew it could compute. */
function forgedWithDatabaseUrl(userId: number, topic: string): string {
  const key = createHash("sha256").update(`stakeline-links:${DATABASE_URL}`).digest("hex");
  const payload = `${userId}.${topic}`;
  return `${payload}.${createHmac("sha256", key).update(payload).digest("base64url")}`;
}

describe("LINK_SECRET with DATABASE_URL", () => {
  it("is required: the configuration names it when it is missing or short", () => {
    expect(() => loadConfig({ DATABASE_URL, PAYMENTS: "sandbox" })).toThrow(/LINK_SECRET must be set when DATABASE_URL is set/);
    expect(() => loadConfig({ DATABASE_URL, PAYMENTS: "sandbox", LINK_SECRET: "too-short" })).toThrow(/LINK_SECRET must be at least 32 characters/);
  });

  it("signs the links; a link forged with a key derived from the database's address is refused", () => {
    const config = loadConfig({ DATABASE_URL, PAYMENTS: "sandbox", LINK_SECRET });
    const genuine = unsubscribeToken(config, 42, "money");
    expect(verifyUnsubscribeToken(config, genuine)).toEqual({ userId: 42, topic: "money" });
    expect(verifyUnsubscribeToken(config, forgedWithDatabaseUrl(42, "money"))).toBeNull();
    expect(genuine).not.toBe(forgedWithDatabaseUrl(42, "money"));
  });

  it("is never derived: a configuration that skipped the check cannot sign a link either", () => {
    const unchecked = { ...loadConfig({ DATABASE_URL, PAYMENTS: "sandbox", LINK_SECRET }), LINK_SECRET: undefined } as Config;
    expect(() => unsubscribeToken(unchecked, 42, "money")).toThrow(/LINK_SECRET must be set/);
  });

  it("the server refuses to start without it, with a message naming it", async () => {
    const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", PAYMENTS: "sandbox", PORT: "0" };
    delete env.LINK_SECRET;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("LINK_SECRET must be set when DATABASE_URL is set");
  });
});
