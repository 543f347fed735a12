import { ERROR_STATUS, SPECIFIC_ERROR_KIND } from "@core/contracts/errors";
import { describe, expect, it } from "vitest";
import { AppError, specificError } from "../../../src/server/errors";
import { kindOfStatus } from "../../../src/server/http/error-handler";
import { createInvestor, injectAs, setupTestApp } from "../helpers";

/** Every error body is { message, code }: the message as the spec words it, the code for clients to match. */
const ctx = setupTestApp();

describe("error bodies carry a stable code beside the message", () => {
  it("an unknown API route: not_found", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Not found", code: "not_found" });
  });

  it("a call without a session: unauthorized", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/investments/my" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });

  it("a body that fails its schema: bad_request, with the same message as before", async () => {
    const investor = await createInvestor(ctx.db);
    const res = await injectAs(ctx.app, investor, { method: "POST", url: "/api/create-payment-intent", payload: { campaignId: "x", amount: "100" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("bad_request");
    expect(typeof res.json().message).toBe("string");
  });

  it("Fastify's own refusals get the code of their status (a JSON route sent no JSON)", async () => {
    const investor = await createInvestor(ctx.db);
    const res = await injectAs(ctx.app, investor, {
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { "content-type": "application/x-unknown" },
      payload: "hello",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ message: "A JSON body is required", code: kindOfStatus(res.statusCode) });
  });

  it("documents the error answers in the API reference with their code", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }> }>>;
    };
    const conflict = doc.paths["/api/special-tournaments/register"].post.responses["409"];
    expect(conflict.content?.["application/json"].schema.required).toEqual(expect.arrayContaining(["message", "code"]));
  });
});

describe("the code table", () => {
  it("gives every status a coarse code, and each specific code a kind of its own status", () => {
    for (const [kind, status] of Object.entries(ERROR_STATUS)) expect(kindOfStatus(status)).toBe(kind);
    for (const code of Object.keys(SPECIFIC_ERROR_KIND) as (keyof typeof SPECIFIC_ERROR_KIND)[]) {
      const error = specificError(code, "words");
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe(code);
      expect(error.status).toBe(ERROR_STATUS[SPECIFIC_ERROR_KIND[code]]);
    }
    expect(new AppError("conflict", "words").code).toBe("conflict");
  });
});
