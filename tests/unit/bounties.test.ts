import type { LiveStoredState } from "@core/live/schema/contracts";
import { bountyMoneyCents, bountySplit } from "@core/live/field/bounties";
import { numberedEntrants, sponsorEventOf } from "./live-event";
import { bountyPaidInCents, clockPoolCents } from "@core/live/prizes/prize-pool";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import { playerWinningsCents } from "@core/live/prizes/winnings";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

const T0 = Date.UTC(2026, 10, 22, 20, 0, 0);

/** A started PKO event: `n` players at a $110 buy-in, `bounty` cents of it on each head. */
function pko(n: number, bounty = 10_00, extra: Partial<LiveStoredState> = {}): LiveStoredState {
  const s = sponsorEventOf(numberedEntrants(n, "p", "P"), {
    tournamentId: "1",
    name: "PKO",
    startingChips: 10_000,
    buyInCents: 110_00,
    format: { bountyCents: bounty },
  });
  return applyAction({ ...s, ...extra }, { type: "start" }, T0);
}
const who = (s: LiveStoredState, id: string) => s.players.find((p) => p.id === id)!;
const ko = (s: LiveStoredState, playerId: string, eliminatorId?: string) => applyAction(s, { type: "eliminate", playerId, eliminatorId }, T0 + 1000);

describe("PKO bounties", () => {
  it("the worked case: $10 heads, a knockout pays $5 and makes $15; that player knocked out pays $7.50 and makes $17.50", () => {
    let s = pko(4);
    s = ko(s, "p1", "p2");
    expect(who(s, "p2")).toMatchObject({ bountyWonCents: 5_00, bountyCents: 15_00 });
    expect(who(s, "p1")).toMatchObject({ eliminatedBy: "p2", bountyCents: 10_00 });
    s = ko(s, "p2", "p3");
    expect(who(s, "p3")).toMatchObject({ bountyWonCents: 7_50, bountyCents: 17_50 });
    // p2 keeps the cash they won: part of their winnings for their backers
    expect(playerWinningsCents(s, who(s, "p2"))).toBe(5_00 + 0);
  });

  it("the cash half is rounded down; the odd cent stays on the head", () => {
    expect(bountySplit(5)).toEqual({ cashCents: 2, headCents: 3 });
    expect(bountySplit(15_00)).toEqual({ cashCents: 7_50, headCents: 7_50 });
  });

  it("the winner takes their own head as cash", () => {
    let s = pko(2);
    s = ko(s, "p1", "p2");
    expect(s.finishedAt).not.toBeNull();
    expect(who(s, "p2")).toMatchObject({ bountyWonCents: 20_00, bountyCents: 0, position: 1 });
    expect(bountyMoneyCents(s.players)).toBe(20_00);
  });

  it("a knockout with nobody named pays nobody; the head stays with the player", () => {
    let s = pko(3);
    s = ko(s, "p1");
    expect(s.players.reduce((a, p) => a + p.bountyWonCents, 0)).toBe(0);
    expect(who(s, "p1")).toMatchObject({ eliminatedBy: null, bountyCents: 10_00 });
    expect(bountyMoneyCents(s.players)).toBe(30_00);
  });

  it("undoing a knockout gives the bounty back exactly, and is refused once it has moved on", () => {
    const start = pko(4);
    let s = ko(start, "p1", "p2");
    s = applyAction(s, { type: "reinstate", playerId: "p1" }, T0 + 2000);
    expect(who(s, "p2")).toMatchObject({ bountyWonCents: 0, bountyCents: 10_00 });
    expect(who(s, "p1")).toMatchObject({ bountyCents: 10_00, eliminatedBy: null, isEliminated: false });

    s = ko(ko(start, "p1", "p2"), "p2", "p3");
    expect(() => applyAction(s, { type: "reinstate", playerId: "p1" }, T0 + 2000)).toThrow("Reinstate P2 first");
    s = applyAction(s, { type: "reinstate", playerId: "p2" }, T0 + 2000);
    s = applyAction(s, { type: "reinstate", playerId: "p1" }, T0 + 2000);
    const heads = (x: LiveStoredState) => x.players.map((p) => [p.id, p.bountyCents, p.bountyWonCents]).sort();
    expect(heads(s)).toEqual(heads(start));
  });

  it("refuses an eliminator who is the player going out, out already or unknown", () => {
    let s = pko(4);
    expect(() => ko(s, "p1", "p1")).toThrow("A player cannot knock themselves out.");
    expect(() => ko(s, "p1", "zz")).toThrow("The player who knocked them out is not in this tournament.");
    s = ko(s, "p4");
    expect(() => ko(s, "p1", "p4")).toThrow("P4 is already eliminated and cannot knock anyone out.");
  });

  it("without bounties an eliminator is recorded and no money moves", () => {
    const s = ko(pko(3, 0, { bountyCents: null }), "p1", "p2");
    expect(who(s, "p1").eliminatedBy).toBe("p2");
    expect(who(s, "p2")).toMatchObject({ bountyWonCents: 0, bountyCents: 0 });
  });

  it("the bounty part of each buy-in goes to heads, not the pool", () => {
    const s = pko(10, 10_00);
    expect(clockPoolCents(s)).toBe(10 * 100_00);
    expect(bountyPaidInCents(s)).toBe(10 * 10_00);
  });

  it("total bounty money (heads + cash won) is conserved through any knockouts, undos and re-entries", () => {
    const step = fc.record({ kind: fc.constantFrom("ko", "ko", "ko-anon", "undo", "reentry"), a: fc.nat(30), b: fc.nat(30) });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 1, max: 5_001 }), fc.array(step, { maxLength: 40 }), (n, bounty, steps) => {
        let s = pko(n, bounty, { rebuys: { kind: "reentry", untilLevel: 10, maxPerPlayer: 3, priceCents: 110_00, chips: 10_000 } });
        for (const st of steps) {
          const inPlay = s.players.filter((p) => !p.isEliminated);
          const out = s.players.filter((p) => p.isEliminated);
          try {
            if (st.kind === "ko" || st.kind === "ko-anon") {
              if (inPlay.length < 2) continue;
              const loser = inPlay[st.a % inPlay.length];
              const others = inPlay.filter((p) => p.id !== loser.id);
              s = ko(s, loser.id, st.kind === "ko" ? others[st.b % others.length].id : undefined);
            } else if (out.length > 0) {
              const p = out[st.a % out.length];
              s = applyAction(s, { type: st.kind === "undo" ? "reinstate" : "rebuy", playerId: p.id }, T0 + 2000);
            }
          } catch (e) {
            if (!(e instanceof LiveRuleError)) throw e;
          }
          expect(bountyMoneyCents(s.players)).toBe(bountyPaidInCents(s));
          expect(s.players.every((p) => p.bountyCents >= 0 && p.bountyWonCents >= 0)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
