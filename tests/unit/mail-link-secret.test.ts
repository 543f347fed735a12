import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/server/config";

// links.ts keeps its keys in module state: a fresh import is what a restarted server sees
const freshLinks = async () => {
  vi.resetModules();
  return import("../../src/server/mail/links");
};

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stakeline-links-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const embedded = (dataDir: string) => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });

describe("the unsubscribe links' signing key with the embedded database", () => {
  it("is made once under DATA_DIR (mode 0600), so a link mailed before a restart still works after it", async () => {
    const dataDir = tempDataDir();
    const config = embedded(dataDir);
    const before = await freshLinks();
    const token = before.unsubscribeToken(config, 42, "money");
    const file = path.join(dataDir, before.LINK_SECRET_FILE);
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);

    const after = await freshLinks();
    expect(after.verifyUnsubscribeToken(config, token)).toEqual({ userId: 42, topic: "money" });
    expect(after.unsubscribeToken(config, 42, "money")).toBe(token);
    // a forged one still fails
    expect(after.verifyUnsubscribeToken(config, `43.money.${token.split(".")[2]}`)).toBeNull();
  });

  it("another data directory has its own key; an existing key file is used as it is", async () => {
    const [one, two] = [tempDataDir(), tempDataDir()];
    writeFileSync(path.join(two, "link-secret"), `${"k".repeat(40)}\n`, { mode: 0o600 });
    const links = await freshLinks();
    const token = links.unsubscribeToken(embedded(one), 7, "tournaments");
    expect(links.verifyUnsubscribeToken(embedded(two), token)).toBeNull();
    expect(readFileSync(path.join(two, "link-secret"), "utf8")).toBe(`${"k".repeat(40)}\n`);
    const withLinkSecret = loadConfig({ DATA_DIR: two, LINK_SECRET: "k".repeat(40) });
    expect(links.unsubscribeToken(embedded(two), 7, "tournaments")).toBe(links.unsubscribeToken(withLinkSecret, 7, "tournaments"));
  });

  it("a key file too short to be a key stops the start with a message naming it", async () => {
    const dataDir = tempDataDir();
    writeFileSync(path.join(dataDir, "link-secret"), "short\n");
    const links = await freshLinks();
    expect(() => links.prepareLinkKey(embedded(dataDir))).toThrow(/link-secret must hold a key of at least 32 characters/);
  });

  it("an in-memory data directory writes no file and keeps a random key for the process only", async () => {
    const config = embedded("memory://");
    const links = await freshLinks();
    const token = links.unsubscribeToken(config, 5, "money");
    expect(links.verifyUnsubscribeToken(config, token)).toEqual({ userId: 5, topic: "money" });
    const restarted = await freshLinks();
    expect(restarted.verifyUnsubscribeToken(config, token)).toBeNull();
  });
});
