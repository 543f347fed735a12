import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, errorMessage, isUnauthorizedError } from "../../src/client/lib/api-error";
import { apiRequest, onUnauthorized } from "../../src/client/lib/api";

// a real HTTP server: the client's fetch, status and body handling run as in the browser
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const [status, type, body] =
      req.url === "/json-401"
        ? [401, "application/json", JSON.stringify({ message: "Unauthorized" })]
        : req.url === "/json-409"
          ? [409, "application/json", JSON.stringify({ message: "This campaign is fully funded" })]
          : req.url === "/text-500"
            ? [500, "text/plain", "boom"]
            : req.url === "/empty-404"
              ? [404, "text/plain", ""]
              : [200, "application/json", JSON.stringify({ ok: true })];
    res.writeHead(status, { "content-type": type });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => onUnauthorized(null));

async function failure(path: string): Promise<unknown> {
  return apiRequest("GET", base + path).then(
    () => expect.fail("expected a failure"),
    (e: unknown) => e,
  );
}

describe("ApiError from a failed call", () => {
  it("carries the status and the server's message, and keeps the spec's 'status: body' text", async () => {
    const e = await failure("/json-409");
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, serverMessage: "This campaign is fully funded", message: '409: {"message":"This campaign is fully funded"}' });
    expect(errorMessage(e)).toBe("This campaign is fully funded");
  });

  it("uses a plain-text body as the message, and the status text when the body is empty", async () => {
    expect(errorMessage(await failure("/text-500"))).toBe("Boom");
    const empty = await failure("/empty-404");
    expect(empty).toMatchObject({ status: 404, message: "404: Not Found" });
    expect(errorMessage(empty)).toBe("Not Found");
  });

  it("tells a 401 by its status, not by the words in its message", async () => {
    expect(isUnauthorizedError(await failure("/json-401"))).toBe(true);
    expect(isUnauthorizedError(await failure("/json-409"))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(false);
  });

  it("reports every 401, and only 401s, to the one listener", async () => {
    const seen: number[] = [];
    onUnauthorized((e) => seen.push(e.status));
    await failure("/json-409");
    await failure("/json-401");
    await apiRequest("GET", `${base}/ok`);
    expect(seen).toEqual([401]);
  });

  it("falls back for errors that are not ours", () => {
    expect(errorMessage(new Error("network down"))).toBe("Network down");
    expect(errorMessage("weird", "Fallback")).toBe("Fallback");
  });
});
