import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { specialTournaments } from "../../../src/server/db/schema/index";
import { termLockedMessage } from "../../../src/server/tournaments/messages";
import { injectAs, setupTestApp, type TestUser } from "../helpers";
import { createEvent } from "../settlement/verified-helpers";

// decision 198: a linked campaign's bullets are priced at the event's rebuy or re-entry price, and its backers
// bought a share of a pool made of the event's entries, add-ons and bounties. So, like the buy-in, the rebuys or
// re-entries, the add-on and the bounty are fixed once a campaign is linked (409 naming the field); before, they
// could be edited after the campaigns were funded (200).
const ctx = setupTestApp();

/** A $1,000 event with $1,000 rebuys, a $500 add-on and a $100 bounty, as its sponsor sets them through the API. */
async function fullEvent() {
  const e = await createEvent(ctx.app, ctx.db, 1);
  const set = await patch(e.sponsor, e.id, {
    rebuys: { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, price: "1000", chips: 10_000 },
    addOn: { price: "500", chips: 5_000 },
    bounty: "100",
  });
  expect(set.statusCode, set.body).toBe(200);
  return e;
}

const patch = (who: TestUser, id: number, payload: Record<string, unknown>) =>
  injectAs(ctx.app, who, { method: "PATCH", url: `/api/special-tournaments/${id}`, payload });

async function link(player: TestUser, eventId: number): Promise<number> {
  const res = await injectAs(ctx.app, player, {
    method: "POST",
    url: "/api/campaigns",
    payload: { specialTournamentId: eventId, minStake: "50", targetAmount: "1000", playerOfferedPercentage: 50, bullets: 2 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const REBUYS = { kind: "rebuy", untilLevel: 4, maxPerPlayer: 2, price: "1000", chips: 10_000 };

const cases = [
  ["rebuys", "the rebuy price to $0", { rebuys: { ...REBUYS, price: "0" } }],
  ["rebuys", "rebuys to re-entries", { rebuys: { ...REBUYS, kind: "reentry" } }],
  ["rebuys", "more rebuys per player", { rebuys: { ...REBUYS, maxPerPlayer: 3 } }],
  ["rebuys", "no rebuys", { rebuys: null, addOn: null }],
  ["addOn", "the add-on price", { addOn: { price: "400", chips: 5_000 } }],
  ["addOn", "no add-on", { addOn: null }],
  ["bounty", "the bounty", { bounty: "50" }],
  ["bounty", "no bounty", { bounty: "" }],
] as const;

describe("rebuys, re-entries, add-on and bounty are fixed once a campaign is linked", () => {
  it.each(cases)("%s (%s): 409 naming it, and nothing changes", async (field, _what, change) => {
    const e = await fullEvent();
    await link(e.entrants[0], e.id);
    const [before] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, e.id));
    const res = await patch(e.sponsor, e.id, { description: "New words", ...change });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: termLockedMessage(field), code: expect.any(String) });
    const [after] = await ctx.db.select().from(specialTournaments).where(eq(specialTournaments.id, e.id));
    expect(after).toEqual(before);
  });

  it("the messages name the field as the buy-in's does", () => {
    expect(termLockedMessage("rebuys")).toBe(
      "The rebuys or re-entries cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.",
    );
    expect(termLockedMessage("addOn")).toBe(
      "The add-on cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.",
    );
    expect(termLockedMessage("bounty")).toBe(
      "The bounty cannot change: a player's campaign is staked on this event. Cancel the event to refund its backers instead.",
    );
  });

  it("the edit form's unchanged terms pass, as the API shows them", async () => {
    const e = await fullEvent();
    await link(e.entrants[0], e.id);
    const current = (await injectAs(ctx.app, null, { method: "GET", url: `/api/special-tournaments/${e.id}` })).json();
    expect(current).toMatchObject({ rebuys: { price: "1000.00" }, addOn: { price: "500.00" }, bounty: "100.00" });
    const res = await patch(e.sponsor, e.id, { rebuys: current.rebuys, addOn: current.addOn, bounty: current.bounty, name: "Renamed Cup" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: "Renamed Cup", rebuys: current.rebuys, addOn: current.addOn, bounty: "100.00" });
  });

  it.each(cases)("%s (%s): 200 before a campaign is linked, and again once the only one is cancelled", async (_field, _what, change) => {
    const e = await fullEvent();
    const before = await patch(e.sponsor, e.id, change);
    expect(before.statusCode, before.body).toBe(200);

    const other = await fullEvent();
    const campaignId = await link(other.entrants[0], other.id);
    const cancel = await injectAs(ctx.app, other.entrants[0], { method: "POST", url: `/api/campaigns/${campaignId}/cancel` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await patch(other.sponsor, other.id, change);
    expect(after.statusCode, after.body).toBe(200);
  });
});
