import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config";

// a deployment on PostgreSQL must bring its own link-signing key
const LINK_SECRET = "k".repeat(32);
const pgEnv = { DATABASE_URL: "postgres://x@localhost/db", LINK_SECRET };

describe("configuration", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 5000, DATA_DIR: "./data", PAYMENTS: "sandbox", seedDemo: true, inMemory: false });
  });

  it("seeds demo data by default only on the embedded database", () => {
    expect(loadConfig({ ...pgEnv, PAYMENTS: "sandbox" }).seedDemo).toBe(false);
    expect(loadConfig({ ...pgEnv, PAYMENTS: "sandbox", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PAYMENTS: "paypal" }, "PAYMENTS"],
    [{ PAYMENTS: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [pgEnv, "PAYMENTS"],
    [{ DATABASE_URL: "postgres://x@localhost/db", PAYMENTS: "sandbox" }, "LINK_SECRET"],
    [{ ...pgEnv, LINK_SECRET: "k".repeat(31) }, "LINK_SECRET"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY"],
    [{ LIVE_STREAMS_PER_ADDRESS: "0" }, "LIVE_STREAMS_PER_ADDRESS"],
  ])("a bad value %j stops start-up naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("a real deployment (DATABASE_URL) must choose its payments; the embedded default stays on the sandbox", () => {
    expect(() => loadConfig(pgEnv)).toThrow(/PAYMENTS must be set/);
    expect(loadConfig({ ...pgEnv, PAYMENTS: "sandbox" }).PAYMENTS).toBe("sandbox");
    expect(loadConfig({}).PAYMENTS).toBe("sandbox");
  });

  it("a real deployment (DATABASE_URL) must set LINK_SECRET: it is never derived from the database's address", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://x@localhost/db", PAYMENTS: "sandbox" })).toThrow(/LINK_SECRET must be set when DATABASE_URL is set/);
    expect(loadConfig({ ...pgEnv, PAYMENTS: "sandbox" }).LINK_SECRET).toBe(LINK_SECRET);
    // the embedded database needs none (it keeps its own under DATA_DIR)
    expect(loadConfig({}).LINK_SECRET).toBeUndefined();
  });

  it("trusts no proxy unless told: a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8"]);
  });
});
