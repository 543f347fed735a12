import { describe, expect, it } from "vitest";
import { linkedCampaignBody } from "../../../src/server/seed/builders";
import { createCampaign } from "../factories";
import { createPlayer, injectAs, setupTestApp } from "../helpers";
import { accepted, offered, swapEvent } from "../swaps/swap-helpers";

// Decision 220: a campaign linked to an event tells its backers, before they buy, the event's bounty and the
// player's swaps there (GET /api/campaigns/:id, eventTerms).
const ctx = setupTestApp();

describe("GET /api/campaigns/:id eventTerms", () => {
  it("a linked campaign carries the bounty (none here) and the agreed swaps, not mere offers", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 4);
    const [alice, bob, carol] = e.entrants;
    await accepted(ctx.app, alice, bob, e.id, 10);
    await offered(ctx.app, alice, carol, e.id, "2.5");
    const created = await injectAs(ctx.app, alice, {
      method: "POST",
      url: "/api/campaigns",
      payload: linkedCampaignBody(e.id, { playerOfferedPercentage: 40 }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${created.json().id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().eventTerms).toEqual({ bounty: null, swappedPercent: "10.00", alternate: null, multiFlight: false });
  });

  it("a PKO's bounty, and null for a campaign not linked to an event", async () => {
    const e = await swapEvent(ctx.app, ctx.db, 1);
    const pko = await injectAs(ctx.app, e.sponsor, { method: "PATCH", url: `/api/special-tournaments/${e.id}`, payload: { bounty: "250" } });
    expect(pko.statusCode, pko.body).toBe(200);
    const created = await injectAs(ctx.app, e.entrants[0], { method: "POST", url: "/api/campaigns", payload: linkedCampaignBody(e.id) });
    expect(created.statusCode, created.body).toBe(201);
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${created.json().id}` })).json().eventTerms).toEqual({
      bounty: "250.00",
      swappedPercent: "0.00",
      alternate: null,
      multiFlight: false,
    });
    const plain = await createCampaign(ctx.db, await createPlayer(ctx.db));
    expect((await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${plain.id}` })).json().eventTerms).toBeNull();
  });
});
