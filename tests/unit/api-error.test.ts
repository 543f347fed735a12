import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ApiError, errorMessage, hasErrorCode, isUnauthorizedError } from "../../src/client/lib/api-error";
import { apiRequest, onUnauthorized } from "../../src/client/lib/api";

// a real HTTP server: the client's fetch, status and body handling run as in the browser
let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    const json = (status: number, body: unknown): [number, string, string] => [status, "application/json", JSON.stringify(body)];
    const answers: Record<string, [number, string, string]> = {
      "/json-401": json(401, { message: "Unauthorized", code: "unauthorized" }),
      "/json-409": json(409, { message: "This campaign is fully funded", code: "campaign_sold_out" }),
      "/json-409-coarse": json(409, { message: "This campaign is fully funded" }),
      "/json-code-only": json(400, { code: "bad_request" }),
      "/text-500": [500, "text/plain", "boom"],
      "/empty-404": [404, "text/plain", ""],
    };
    const [status, type, body] = answers[req.url ?? ""] ?? json(200, { ok: true });
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
    expect(e).toMatchObject({
      status: 409,
      code: "campaign_sold_out",
      serverMessage: "This campaign is fully funded",
      message: '409: {"message":"This campaign is fully funded","code":"campaign_sold_out"}',
    });
    expect(errorMessage(e)).toBe("This campaign is fully funded");
  });

  it("reads the body's stable code, which is how cases are told apart, never the message's words", async () => {
    const sold = await failure("/json-409");
    expect(hasErrorCode(sold, "campaign_sold_out")).toBe(true);
    expect(hasErrorCode(sold, "already_paid")).toBe(false);
    // the same words without the code do not match: nothing reads the English
    const coarse = await failure("/json-409-coarse");
    expect(coarse).toMatchObject({ status: 409, code: null, serverMessage: "This campaign is fully funded" });
    expect(hasErrorCode(coarse, "campaign_sold_out")).toBe(false);
    // a body with a code and no message keeps its text as the message
    expect(await failure("/json-code-only")).toMatchObject({ status: 400, code: "bad_request", serverMessage: '{"code":"bad_request"}' });
    // not ours: no code
    expect(await failure("/text-500")).toMatchObject({ code: null });
    expect(await failure("/empty-404")).toMatchObject({ code: null });
    expect(hasErrorCode(new Error("409: campaign_sold_out"), "campaign_sold_out")).toBe(false);
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
