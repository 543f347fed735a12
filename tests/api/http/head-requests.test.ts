import { describe, expect, it } from "vitest";
import { setupAppWithBuiltClient } from "./built-client";

const INDEX_HTML = "<!doctype html><title>StakeLine</title><div id=root></div>";
const ASSET_JS = "console.log('asset');";

const served = setupAppWithBuiltClient({ "index.html": INDEX_HTML, "assets/app-1234.js": ASSET_JS });

describe("HEAD works wherever GET does (monitors use HEAD)", () => {
  it.each(["/", "/browse", "/campaigns/12/invest", "/healthz", "/api/campaigns", "/assets/app-1234.js"])(
    "HEAD %s answers as GET does, without a body",
    async (url) => {
      const get = await served.app.inject({ method: "GET", url });
      const head = await served.app.inject({ method: "HEAD", url });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
      expect(head.body).toBe("");
    },
  );

  it("GET and HEAD / serve the client's index.html", async () => {
    const get = await served.app.inject({ method: "GET", url: "/" });
    expect(get.headers["content-type"]).toMatch(/^text\/html/);
    expect(get.body).toBe(INDEX_HTML);
    const head = await served.app.inject({ method: "HEAD", url: "/" });
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each(["/api/no-such-route", "/assets/missing.js", "/uploads/avatars/missing.webp"])("HEAD %s stays a 404 like GET", async (url) => {
    expect((await served.app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await served.app.inject({ method: "HEAD", url })).statusCode).toBe(404);
  });

  it("other methods on a client route are still 404", async () => {
    const res = await served.app.inject({ method: "DELETE", url: "/browse" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
  });
});
