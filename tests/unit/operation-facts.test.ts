import { describe, expect, it } from "vitest";
import { requireOperator, requireRole, requireUser } from "../../src/server/auth/guards";
import { accessOf, errorStatuses, operationIdOf } from "../../src/server/docs/operation-facts";

describe("what the API description reads from a route", () => {
  it("names each operation from its method and path", () => {
    expect(operationIdOf("GET", "/api/campaigns/:id/backers")).toBe("getCampaignsByIdBackers");
    expect(operationIdOf("POST", "/api/live/:id/deal/accept")).toBe("postLiveByIdDealAccept");
    expect(operationIdOf("GET", "/api/seat-view/:token/qr.svg")).toBe("getSeatViewByTokenQrSvg");
    expect(operationIdOf("DELETE", "/api/special-tournaments/:id/registration")).toBe("deleteSpecialTournamentsByIdRegistration");
    expect(operationIdOf("GET", "/healthz")).toBe("getHealthz");
  });

  it("tells a route's access from its guards, wherever they run", () => {
    expect(accessOf({})).toBe("public");
    expect(accessOf({ preHandler: requireUser })).toBe("signed-in");
    expect(accessOf({ preValidation: requireRole("player") })).toBe("role");
    expect(accessOf({ preHandler: [async () => undefined, requireOperator] })).toBe("role");
    // a hook that is not a guard asks nothing of the caller
    expect(accessOf({ onRequest: async () => undefined })).toBe("public");
  });

  it("lists the error answers a route's kind can give", () => {
    expect(errorStatuses({ method: "GET", access: "public", schema: {}, rateLimited: false })).toEqual([500, 503]);
    expect(errorStatuses({ method: "GET", access: "public", schema: { params: {} }, rateLimited: false })).toEqual([400, 404, 500, 503]);
    expect(errorStatuses({ method: "GET", access: "signed-in", schema: { querystring: {} }, rateLimited: false })).toEqual([400, 401, 500, 503]);
    expect(errorStatuses({ method: "GET", access: "role", schema: {}, rateLimited: false })).toEqual([401, 403, 500, 503]);
    // any write: a malformed body, a foreign Origin, a body over the limit or of another media type
    expect(errorStatuses({ method: "POST", access: "public", schema: {}, rateLimited: true })).toEqual([400, 403, 413, 415, 429, 500, 503]);
  });
});
