import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 5000, DATA_DIR: "./data", PAYMENTS: "sandbox", seedDemo: true, inMemory: false });
  });

  it("seeds demo data by default only on the embedded database", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://x@localhost/db" }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://x@localhost/db", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PAYMENTS: "paypal" }, "PAYMENTS"],
    [{ PAYMENTS: "stripe" }, "STRIPE_SECRET_KEY"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
  ])("a bad value %j stops start-up naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
