import type { LiveStoredState } from "@core/live/schema/contracts";
import { livePrizeTable } from "@core/live/prizes/event-prizes";
import { finalResults } from "@core/live/prizes/final-results";
import { FINAL_TABLE_TERMS, numberedEntrants, sponsorEventOf } from "./live-event";
import { applyAction } from "@core/live/actions/reducers";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 26, 20, 0, 0);
const act = (s: LiveStoredState, a: Parameters<typeof applyAction>[1]) => applyAction(s, a, T0 + 1000);

/** `n` players at $100 paying 50/30/20, started. */
function event(n: number, bountyCents: number | null = null): LiveStoredState {
  const s = sponsorEventOf(numberedEntrants(n, "p", "Player "), { tournamentId: "9", name: "Final", ...FINAL_TABLE_TERMS, format: { bountyCents } });
  return applyAction(s, { type: "start" }, T0);
}

describe("a finished event's results", () => {
  it("is null while more than one player remains", () => {
    const s = act(event(4), { type: "eliminate", playerId: "p4" });
    expect(finalResults(s)).toBeNull();
  });

  it("names the winner and each paid place with the clock's prize; an unpaid finish is left out", () => {
    let s = event(4);
    for (const id of ["p4", "p3", "p2"]) s = act(s, { type: "eliminate", playerId: id });
    const r = finalResults(s)!;
    expect(r.winner).toMatchObject({ place: 1, label: "1st", name: "Player 1", prizeCents: 200_00 });
    expect(r.paidPlaces).toBe(3);
    expect(r.rows.map((x) => [x.label, x.name, x.prizeCents])).toEqual([
      ["1st", "Player 1", 200_00],
      ["2nd", "Player 2", 120_00],
      ["3rd", "Player 3", 80_00],
    ]);
    expect(r.rows.reduce((sum, x) => sum + x.prizeCents, 0)).toBe(400_00);
    expect(r.deal).toBeNull();
  });

  it("a made deal's amounts are the prizes, and the deal is described", () => {
    let s = act(event(3), { type: "chips", counts: { p1: "7000", p2: "5000", p3: "3000" } });
    s = act(s, { type: "deal-propose", method: "chip_chop" });
    for (const id of ["p1", "p2", "p3"]) s = act(s, { type: "deal-accept", playerId: id, proposalId: 1 });
    const r = finalResults(s)!;
    expect(r.deal).toMatchObject({ method: "chip_chop", players: 3, playForCents: 0 });
    expect(r.rows.every((x) => x.byDeal)).toBe(true);
    expect(r.rows.reduce((sum, x) => sum + x.prizeCents, 0)).toBe(300_00);
    expect(r.rows.map((x) => x.prizeCents)).toEqual(r.rows.map((x) => s.deal!.amounts[x.playerId]));
  });

  it("bounty cash is part of a prize, and a knockout's cash shows outside the paid places too", () => {
    // 5 players, $10 bounties: p2 knocks out p5 (outside the 3 paid places) and p4
    let s = event(5, 10_00);
    s = act(s, { type: "eliminate", playerId: "p5", eliminatorId: "p4" });
    s = act(s, { type: "eliminate", playerId: "p4", eliminatorId: "p1" });
    s = act(s, { type: "eliminate", playerId: "p3", eliminatorId: "p1" });
    s = act(s, { type: "eliminate", playerId: "p2", eliminatorId: "p1" });
    const r = finalResults(s)!;
    const p4 = r.rows.find((x) => x.name === "Player 4")!;
    expect(p4).toMatchObject({ place: 4, bountyCents: 5_00, prizeCents: 5_00 });
    expect(r.winner.bountyCents).toBeGreaterThan(0);
    // the table's 1st prize (of the pool less the bounties) plus the cash the winner's knockouts and own head paid
    expect(r.winner.prizeCents).toBe(r.winner.bountyCents + livePrizeTable(s)[0].amountCents);
    expect(r.rows.some((x) => x.name === "Player 5")).toBe(false);
  });
});
