import { describe, expect, it } from "vitest";
import { applyAction } from "@core/live/actions/reducers";
import { buyInWithFee } from "@core/buy-in-text";
import { FEE_MESSAGES, feeField, feeProblem } from "@core/contracts/tournament-fee";
import { cashierCsv } from "@core/live/prizes/cashier-csv";
import { cashierReport, CASHIER_MESSAGES, closeRefusal } from "@core/live/prizes/cashier-report";
import { finalResults } from "@core/live/prizes/final-results";
import { clockPoolCents } from "@core/live/prizes/prize-pool";
import { playerWinningsCents } from "@core/live/prizes/winnings";
import type { LiveStoredState, RebuyRules } from "@core/live/schema/contracts";
import { numberedEntrants, sponsorEventOf } from "./live-event";

// Decision 237 (issue 42 item 4): the cashier's report from the clock's own rules. The worked case: 100 entries of
// $200 + $20 fee and 30 rebuys of $200: $28,000 collected, $2,000 fees, a $26,000 prize pool.

const T0 = Date.UTC(2030, 5, 1, 19);
const REBUYS: RebuyRules = { kind: "rebuy", untilLevel: 4, maxPerPlayer: 3, priceCents: 200_00, chips: 20_000 };

function event(entrants: number, o: { rebuys?: RebuyRules | null; bountyCents?: number | null; guaranteeCents?: number | null; buyInCents?: number } = {}) {
  return sponsorEventOf(numberedEntrants(entrants, "r", "Player "), {
    tournamentId: "42",
    name: "Cashier Cup",
    startingChips: 20_000,
    buyInCents: o.buyInCents ?? 200_00,
    guaranteedPrizePoolCents: o.guaranteeCents ?? null,
    prizeBasisPoints: [5000, 3000, 2000],
    format: { rebuys: o.rebuys ?? null, bountyCents: o.bountyCents ?? null },
  });
}

let t = T0;
const act = (s: LiveStoredState, a: Parameters<typeof applyAction>[1]) => applyAction(s, a, (t += 1000), { seed: 7 });

/** Plays the event to its end: everyone but r1 busts, the last first (r2 finishes 2nd), each named or not as eliminator. */
function playOut(s: LiveStoredState, eliminator: string | null = "r1"): LiveStoredState {
  let state = s;
  for (let i = state.totalPlayers; i >= 2; i--) {
    const id = `r${i}`;
    if (state.players.find((p) => p.id === id)?.isEliminated) continue;
    state = act(state, { type: "eliminate", playerId: id, ...(eliminator ? { eliminatorId: eliminator } : {}) });
  }
  return state;
}

function workedCase(): LiveStoredState {
  let s = act(event(100, { rebuys: REBUYS }), { type: "start" });
  for (let i = 1; i <= 30; i++) s = act(s, { type: "rebuy", playerId: `r${i}` });
  return s;
}

describe("the cashier's report (decision 237)", () => {
  it("the worked case: 100 entries of $200 + $20 fee and 30 rebuys of $200 collect $28,000, keep $2,000 fees apart and pool $26,000", () => {
    const r = cashierReport(workedCase(), 20_00);
    expect(r.entries).toEqual({ count: 100, eachCents: 200_00, amountCents: 20_000_00 });
    expect(r.rebuys).toEqual({ count: 30, eachCents: 200_00, amountCents: 6_000_00 });
    expect(r.rebuyKind).toBe("rebuy");
    expect(r.fees).toEqual({ count: 100, eachCents: 20_00, amountCents: 2_000_00 });
    expect(r.addOns).toBeNull();
    expect(r.collectedCents).toBe(28_000_00);
    expect(r.prizePoolCents).toBe(26_000_00);
    expect(r.guaranteeOverlayCents).toBe(0);
    // nobody paid yet: the whole pool is still to be paid out
    expect(r.paidCents).toBe(0);
    expect(r.differenceCents).toBe(26_000_00);
    expect(closeRefusal(r, null)).toBe(CASHIER_MESSAGES.notFinished);
  });

  it("the fee never enters the pool or anyone's prize: the same event with and without it pays the same", () => {
    const s = playOut(workedCase());
    const withFee = cashierReport(s, 20_00);
    const without = cashierReport(s, null);
    expect(without.fees).toBeNull();
    expect(without.collectedCents).toBe(26_000_00);
    expect(withFee.prizePoolCents).toBe(without.prizePoolCents);
    expect(withFee.places).toEqual(without.places);
    expect(withFee.prizePoolCents).toBe(clockPoolCents(s));
  });

  it("a finished event balances at $0.00: each place paid as its final results and settlement pay it", () => {
    const s = playOut(workedCase());
    const r = cashierReport(s, 20_00);
    expect(r.finished).toBe(true);
    expect(r.places.map((p) => [p.label, p.name, p.totalCents])).toEqual([
      ["1st", "Player 1", 13_000_00],
      ["2nd", "Player 2", 7_800_00],
      ["3rd", "Player 3", 5_200_00],
    ]);
    for (const p of r.places)
      expect(p.totalCents).toBe(
        playerWinningsCents(
          s,
          s.players.find((x) => x.id === p.playerId)!,
        ),
      );
    expect(r.places).toHaveLength(finalResults(s)!.rows.length);
    expect(r.paidCents).toBe(26_000_00);
    expect(r.differenceCents).toBe(0);
    expect(closeRefusal(r, null)).toBeNull();
    expect(closeRefusal(r, new Date())).toBe(CASHIER_MESSAGES.alreadyClosed);
  });

  it("says how much is unaccounted for while it does not balance", () => {
    expect(closeRefusal({ finished: true, differenceCents: 500_00 }, null)).toBe("The report does not balance: $500.00 is unaccounted for.");
    expect(closeRefusal({ finished: true, differenceCents: -1_234_56 }, null)).toBe(
      "The report does not balance: $1,234.56 more was paid out than the pool and bounties hold.",
    );
  });

  it("a re-entry is a new entry and pays the fee again; a rebuy does not", () => {
    let s = act(event(4, { rebuys: { ...REBUYS, kind: "reentry" } }), { type: "start" });
    s = act(s, { type: "eliminate", playerId: "r4" });
    s = act(s, { type: "rebuy", playerId: "r4" });
    const r = cashierReport(s, 20_00);
    expect(r.rebuyKind).toBe("reentry");
    expect(r.fees).toEqual({ count: 5, eachCents: 20_00, amountCents: 100_00 });
    expect(r.collectedCents).toBe(5 * 200_00 + 5 * 20_00);
    expect(r.prizePoolCents).toBe(1_000_00);
  });

  it("shows a guarantee's overlay as the sponsor's addition, and the pool pays it out", () => {
    const s = playOut(act(event(10, { guaranteeCents: 5_000_00 }), { type: "start" }));
    const r = cashierReport(s, 20_00);
    expect(r.collectedCents).toBe(2_200_00);
    expect(r.entriesPoolCents).toBe(2_000_00);
    expect(r.guaranteeOverlayCents).toBe(3_000_00);
    expect(r.prizePoolCents).toBe(5_000_00);
    expect(r.paidCents).toBe(5_000_00);
    expect(r.differenceCents).toBe(0);
  });

  it("a PKO: bounties put up, paid and unclaimed, each place's bounty cash, and the report balances", () => {
    // $200 with $50 on each head; r1 knocks everyone out and takes their heads
    const named = playOut(act(event(5, { bountyCents: 50_00 }), { type: "start" }));
    const r = cashierReport(named, null);
    expect(r.prizePoolCents).toBe(750_00);
    expect(r.bounties).toEqual({ putUpCents: 250_00, paidCents: 250_00, unclaimedCents: 0 });
    expect(r.places[0]).toMatchObject({ label: "1st", prizeCents: 375_00, bountyCents: 250_00, totalCents: 625_00 });
    expect(r.paidCents).toBe(1_000_00);
    expect(r.differenceCents).toBe(0);

    // nobody named: the heads stay unclaimed, shown apart, and the report still accounts for every cent
    const unnamed = playOut(act(event(5, { bountyCents: 50_00 }), { type: "start" }), null);
    const u = cashierReport(unnamed, null);
    expect(u.bounties).toEqual({ putUpCents: 250_00, paidCents: 50_00, unclaimedCents: 200_00 });
    expect(u.differenceCents).toBe(0);
  });

  it("uses the controller's names for players shown as Player N", () => {
    const r = cashierReport(playOut(workedCase()), 20_00, { r1: "Ana Ruiz" });
    expect(r.places[0].name).toBe("Ana Ruiz");
  });

  it("the CSV carries the same lines and totals", () => {
    const csv = cashierCsv(cashierReport(playOut(workedCase()), 20_00, { r1: "Ana Ruiz" }));
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("Section,Line,Count,Amount,Bounty");
    expect(lines).toContain("Collected,Entries at 200.00,100,20000.00,");
    expect(lines).toContain("Collected,Rebuys at 200.00,30,6000.00,");
    expect(lines).toContain("Collected,Fees at 20.00,100,2000.00,");
    expect(lines).toContain("Collected,Total collected,,28000.00,");
    expect(lines).toContain("Pool,Prize pool,,26000.00,");
    expect(lines).toContain("Paid,1st Ana Ruiz,,13000.00,0.00");
    expect(lines).toContain("Paid,Total paid,,26000.00,");
    expect(lines.at(-1)).toBe("Balance,Difference,,0.00,");
  });
});

describe("the fee per entry (decision 237)", () => {
  it("parses dollars into cents; empty, null and $0 are no fee; bad values are refused with the field's message", () => {
    expect(feeField.parse("20")).toBe(20_00);
    expect(feeField.parse("1,000.50")).toBe(1_000_50);
    expect(feeField.parse(15)).toBe(15_00);
    for (const none of ["", "  ", null, "0", 0]) expect(feeField.parse(none)).toBeNull();
    expect(feeField.safeParse("abc").error?.issues[0].message).toBe(FEE_MESSAGES.invalid);
    expect(feeField.safeParse("-1").error?.issues[0].message).toBe(FEE_MESSAGES.negative);
    expect(feeField.safeParse("100000.01").error?.issues[0].message).toBe(FEE_MESSAGES.tooLarge);
    expect(feeField.safeParse(1e20).error?.issues[0].message).toBe(FEE_MESSAGES.invalid);
  });

  it("is refused on a freeroll, and shown beside the buy-in", () => {
    expect(feeProblem(0, 20_00)).toBe(FEE_MESSAGES.freeroll);
    expect(feeProblem(0, null)).toBeNull();
    expect(feeProblem(200_00, 20_00)).toBeNull();
    expect(buyInWithFee("200.00", "20.00")).toBe("$200 + $20 fee");
    expect(buyInWithFee("200.00", null)).toBe("$200");
    expect(buyInWithFee("200.00", "0.00")).toBe("$200");
  });
});
