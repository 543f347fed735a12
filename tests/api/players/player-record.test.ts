import { describe, expect, it } from "vitest";
import { createCampaign, createInvestment } from "../factories";
import { createInvestor, createPlayer, injectAs, setupTestApp } from "../helpers";
import { payback } from "./payback-helpers";
import { selfReported, setEmail, verifiedBust } from "./player-helpers";

const ctx = setupTestApp();

const getPlayer = (username: string) => injectAs(ctx.app, null, { method: "GET", url: `/api/players/${encodeURIComponent(username)}` });

describe("GET /api/players/:username", () => {
  it("splits the record into verified (clock-settled) and self-reported (closed by the player), never mixed", async () => {
    const x = await createInvestor(ctx.db);
    // another started event, and stakes whose ids run ahead of the campaigns': the record must read its own rows
    // (a correlated subquery once compared the subquery's columns with themselves and passed while ids agreed)
    await verifiedBust(ctx.app, ctx.db, x, "100.00", 2);
    await createInvestment(ctx.db, await createCampaign(ctx.db, await createPlayer(ctx.db)), x, "100.00");
    const { event, player, campaign } = await verifiedBust(ctx.app, ctx.db, x, "300.00");
    // the same player also closes a typed campaign: 2nd for $30,000 on a $10,000 buy-in, a $1,000 stake owns 10%
    await selfReported(ctx.app, ctx.db, player, x, "1000.00", 2, "30000");
    await setEmail(ctx.db, player, "secret-player@example.com");

    const res = await getPlayer(player.user.username.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.username).toBe(player.user.username);
    expect(body.displayName).toBe(campaign.playerName);
    expect(body.verified).toEqual({ events: 1, itmPercent: 0, roi: -100, staked: "300.00", backersNet: "-300.00" });
    expect(body.selfReported).toEqual({ events: 1, itmPercent: 100, roi: 200, staked: "1000.00", backersNet: "2000.00" });
    const verifiedRow = body.results.find((r: { verified: boolean }) => r.verified);
    expect(verifiedRow).toMatchObject({ event: event.name, fieldSize: 4, finish: 4, prize: "0.00", tournamentId: event.id });
    const typedRow = body.results.find((r: { verified: boolean }) => !r.verified);
    expect(typedRow).toMatchObject({ date: "2026-03-01", fieldSize: null, finish: 2, prize: "30000.00" });
    expect(typedRow.tournamentId).toBeUndefined();
    // the typed campaign's $3,000 payout is owed, not yet due (7 days after the close)
    expect(body.payback).toEqual(payback({ pending: 1 }));
    expect(body.rating).toEqual({ average: null, count: 0 });
    // public: no e-mail or payment details
    expect(res.body).not.toContain("secret-player@example.com");
    expect(res.body).not.toContain("123456789");
    expect(res.body).not.toMatch(/email|paypal|bank|routing/i);

    // the campaign responses say what the rating rests on, and link the player by username
    const page = await injectAs(ctx.app, null, { method: "GET", url: `/api/campaigns/${campaign.id}` });
    expect(page.json()).toMatchObject({ playerUsername: player.user.username, ratingBasis: { verifiedEvents: 1, selfReportedEvents: 1 } });
  });

  it("a player with no closed campaign has an empty record and no rating basis", async () => {
    const p = await createPlayer(ctx.db);
    const body = (await getPlayer(p.user.username)).json();
    expect(body.verified).toEqual({ events: 0, itmPercent: null, roi: null, staked: "0.00", backersNet: "0.00" });
    expect(body.selfReported.events).toBe(0);
    expect(body.results).toEqual([]);
  });

  it("404 for an unknown username and for an account that is not a player", async () => {
    expect((await getPlayer("nobody_here_at_all")).statusCode).toBe(404);
    const investor = await createInvestor(ctx.db);
    const res = await getPlayer(investor.user.username);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Player not found");
  });

  it("400 for a username that is too long", async () => {
    expect((await getPlayer("x".repeat(65))).statusCode).toBe(400);
  });
});
