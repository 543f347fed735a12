import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isCompressible } from "../../../src/server/http/compression";
import { IMMUTABLE_CACHE } from "../../../src/server/http/static-assets";
import { setupAppWithBuiltClient } from "./built-client";

// a built client of our own, with the .br and .gz files the build writes next to each asset; their bodies
// are marked so a test can tell the file on disk from a response compressed on the fly
const INDEX_HTML = "<!doctype html><title>StakeLine</title><div id=root></div>";
const ASSET_JS = `console.log(${JSON.stringify("x".repeat(4000))});`;
const LANDING_HTML = '<!doctype html><title>StakeLine</title><div id="root" data-prerendered><h1>Elite Poker Investments</h1></div>';
const BROWSE_SHELL = '<!doctype html><link rel="modulepreload" href="/assets/browse-page-1.js"><div id="root"></div>';
const ROBOTS = "User-agent: *\nAllow: /\nDisallow: /api/\n";

const served = setupAppWithBuiltClient({
  "index.html": INDEX_HTML,
  "robots.txt": ROBOTS,
  "prerendered/landing.html": LANDING_HTML,
  "preload/browse-member.html": BROWSE_SHELL,
  ".vite/manifest.json": '{"secret":"manifest"}',
  "assets/app-1234.js": ASSET_JS,
  "assets/app-1234.js.br": brotliCompressSync(`${ASSET_JS}//br-file`),
  "assets/app-1234.js.gz": gzipSync(`${ASSET_JS}//gz-file`),
});

describe("built assets: the precompressed files, cached for a year", () => {
  it("brotli is sent as the .br file written at build time, immutable for a year", async () => {
    const res = await served.app.inject({ url: "/assets/app-1234.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const { brotliDecompressSync } = await import("node:zlib");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(`${ASSET_JS}//br-file`);
  });

  it("a browser that takes only gzip gets the .gz file", async () => {
    const res = await served.app.inject({ url: "/assets/app-1234.js", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(res.rawPayload).toString()).toBe(`${ASSET_JS}//gz-file`);
  });

  it("a client that takes no encoding gets the plain file", async () => {
    const res = await served.app.inject({ url: "/assets/app-1234.js", headers: { "accept-encoding": "identity" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(ASSET_JS);
    expect(res.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
  });

  it("HEAD of an asset answers with GET's headers and no body", async () => {
    const head = await served.app.inject({ method: "HEAD", url: "/assets/app-1234.js", headers: { "accept-encoding": "br" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(head.body).toBe("");
  });
});

describe("index.html: revalidated every time by its ETag", () => {
  it.each(["/", "/browse"])("%s is no-cache with an ETag, and the ETag gets a 304", async (url) => {
    const res = await served.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    const again = await served.app.inject({ url, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("HEAD / answers with the same validators", async () => {
    const get = await served.app.inject({ url: "/" });
    const head = await served.app.inject({ method: "HEAD", url: "/" });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers["cache-control"]).toBe("no-cache");
  });
});

describe("robots.txt and the build's own files", () => {
  it("robots.txt is served as text, revalidated", async () => {
    const res = await served.app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(ROBOTS);
    expect((await served.app.inject({ method: "HEAD", url: "/robots.txt" })).statusCode).toBe(200);
  });

  it("the build manifest is not served", async () => {
    const res = await served.app.inject({ url: "/.vite/manifest.json" });
    expect(res.body).not.toContain("manifest");
  });
});

describe("API responses: compressed when over 1 KB", () => {
  it("a large JSON response is compressed as the browser asks", async () => {
    const br = await served.app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "br" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await served.app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveProperty("openapi");
  });

  it("a small JSON response goes out as it is", async () => {
    const res = await served.app.inject({ url: "/api/no-such-route", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("without Accept-Encoding nothing is compressed", async () => {
    const res = await served.app.inject({ url: "/api/openapi.json", headers: { "accept-encoding": "" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toHaveProperty("openapi");
  });

  it("event streams are never compressed; JSON, HTML and JavaScript are", () => {
    expect(isCompressible("text/event-stream; charset=utf-8")).toBe(false);
    for (const type of ["application/json; charset=utf-8", "text/html", "application/javascript", "image/svg+xml", "text/plain"])
      expect(isCompressible(type)).toBe(true);
    for (const type of ["image/webp", "image/png"]) expect(isCompressible(type)).toBe(false);
  });
});

describe("prerendered public pages (decision 111)", () => {
  it("a visitor without a session cookie gets the landing page rendered at build time, varying by cookie", async () => {
    const res = await served.app.inject({ url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toBe(LANDING_HTML);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("a browser holding a session cookie (either name) gets the app shell, which asks who is signed in", async () => {
    for (const cookie of ["sid=abc", "__Host-sid=abc"]) {
      const res = await served.app.inject({ url: "/", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it("a query string or a page the build did not render gets the app shell", async () => {
    expect((await served.app.inject({ url: "/?ref=mail" })).body).toBe(INDEX_HTML);
    // listed as prerendered, but this build has no file for it: the shell, never a 404 or a 500
    expect((await served.app.inject({ url: "/staking-main" })).body).toBe(INDEX_HTML);
    expect((await served.app.inject({ url: "/portfolio" })).body).toBe(INDEX_HTML);
  });

  it("a signed-in browser opening a page of the signed-in layout gets the shell that preloads its chunks", async () => {
    expect((await served.app.inject({ url: "/browse", headers: { cookie: "sid=abc" } })).body).toBe(BROWSE_SHELL);
    // a visitor there is sent to sign in: the plain shell, the page's chunks would be wasted
    expect((await served.app.inject({ url: "/browse" })).body).toBe(INDEX_HTML);
  });

  it("HEAD answers like GET", async () => {
    const res = await served.app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
  });
});
