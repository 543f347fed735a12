import type { LiveAction, LiveStoredState } from "@core/live/schema/contracts";
import { newLiveState } from "@core/live/actions/initial-state";
import { LiveInputError } from "@core/live/seating/seating";
import { clockPaymentProblems, clockPayments } from "@core/live/prizes/pool-audit";
import { applyAction, LiveRuleError } from "@core/live/actions/reducers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

// decision 198: whatever order the console sends entries, rebuys, add-ons, eliminations, undos, counts and deals in, a
// finished event pays its finishers exactly its pool, to the cent, and its bounties exactly the bounty money.
const T0 = Date.UTC(2026, 10, 28, 18, 0, 0);

const format = fc.record({
  entrants: fc.integer({ min: 2, max: 12 }),
  buyInCents: fc.integer({ min: 0, max: 2000_00 }),
  bountyShare: fc.constantFrom(0, 0, 0.25, 0.5),
  guaranteeCents: fc.option(fc.integer({ min: 0, max: 20_000_00 }), { nil: null }),
  table: fc.constantFrom<"spec" | "own" | "plan">("spec", "own", "plan"),
  rebuys: fc.option(
    fc.record({
      kind: fc.constantFrom<"rebuy" | "reentry">("rebuy", "reentry"),
      priceCents: fc.integer({ min: 0, max: 2000_00 }),
      maxPerPlayer: fc.integer({ min: 1, max: 3 }),
    }),
    { nil: null },
  ),
  addOnCents: fc.option(fc.integer({ min: 0, max: 1000_00 }), { nil: null }),
});

/** What the console does next, by index into the players (taken modulo their number when applied). */
const step = fc.oneof(
  fc.record({ kind: fc.constant("late" as const) }),
  fc.record({ kind: fc.constant("rebuy" as const), who: fc.nat() }),
  fc.record({ kind: fc.constant("addon" as const), who: fc.nat() }),
  fc.record({ kind: fc.constant("eliminate" as const), who: fc.nat(), by: fc.option(fc.nat(), { nil: null }) }),
  fc.record({ kind: fc.constant("reinstate" as const), who: fc.nat() }),
  fc.record({ kind: fc.constant("chips" as const), stacks: fc.array(fc.integer({ min: 0, max: 200_000 }), { minLength: 1, maxLength: 14 }) }),
  fc.record({
    kind: fc.constant("propose" as const),
    method: fc.constantFrom<"icm" | "chip_chop">("icm", "chip_chop"),
    playForCents: fc.integer({ min: 0, max: 500_00 }),
  }),
  fc.record({ kind: fc.constant("accept" as const), who: fc.nat(), stale: fc.boolean() }),
  fc.record({ kind: fc.constant("cancel" as const) }),
  fc.record({ kind: fc.constant("next" as const) }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

function eventOf(f: typeof format extends fc.Arbitrary<infer F> ? F : never): LiveStoredState {
  const s = newLiveState({
    tournamentId: "1",
    name: "Property",
    kind: "sponsor",
    entrants: Array.from({ length: f.entrants }, (_, i) => ({ id: `r${i + 1}`, name: `Player ${i + 1}`, userId: i + 1 })),
    startingChips: 10_000,
    buyInCents: f.buyInCents,
    payoutPercent: 100,
    guaranteedPrizePoolCents: f.guaranteeCents,
    prizeBasisPoints: f.table === "own" ? [5000, 3000, 2000] : null,
    format: {
      bountyCents: f.bountyShare > 0 ? Math.floor(f.buyInCents * f.bountyShare) : null,
      rebuys: f.rebuys ? { ...f.rebuys, untilLevel: 4, chips: 10_000 } : null,
      addOn: f.rebuys && f.addOnCents !== null ? { priceCents: f.addOnCents, chips: 5_000 } : null,
      payoutPlan: f.table === "plan" ? { paidPercent: 15, minCashMultiple: 1.5, shape: "standard" } : null,
    },
  });
  return applyAction(s, { type: "start" }, T0);
}

const pick = <T>(xs: readonly T[], i: number): T | undefined => (xs.length === 0 ? undefined : xs[i % xs.length]);

function actionFor(s: LiveStoredState, st: Step): LiveAction | null {
  const inPlay = s.players.filter((p) => !p.isEliminated);
  const out = s.players.filter((p) => p.isEliminated);
  switch (st.kind) {
    case "late":
      return { type: "late-registration", name: `Walk-in ${s.players.length + 1}` };
    case "rebuy": {
      const p = pick(s.rebuys?.kind === "reentry" ? out : inPlay, st.who);
      return p ? { type: "rebuy", playerId: p.id } : null;
    }
    case "addon": {
      const p = pick(inPlay, st.who);
      return p ? { type: "addon", playerId: p.id } : null;
    }
    case "eliminate": {
      const p = pick(inPlay, st.who);
      const by =
        st.by === null
          ? undefined
          : pick(
              inPlay.filter((x) => x.id !== p?.id),
              st.by,
            );
      return p ? { type: "eliminate", playerId: p.id, ...(by ? { eliminatorId: by.id } : {}) } : null;
    }
    case "reinstate": {
      const p = pick(out, st.who);
      return p ? { type: "reinstate", playerId: p.id } : null;
    }
    case "chips":
      return { type: "chips", counts: Object.fromEntries(inPlay.map((p, i) => [p.id, String(st.stacks[i % st.stacks.length])])) };
    case "propose":
      return { type: "deal-propose", method: st.method, playFor: (st.playForCents / 100).toFixed(2) };
    case "accept": {
      const ids = Object.keys(s.deal?.amounts ?? {});
      const id = pick(ids, st.who);
      // a stale acceptance answers a proposal before this one
      return id ? { type: "deal-accept", playerId: id, proposalId: st.stale ? Math.max(1, s.deal!.id - 1) : s.deal!.id } : null;
    }
    case "cancel":
      return { type: "deal-cancel" };
    case "next":
      return { type: "next" };
  }
}

let now = T0;
/** The action applied, or the state unchanged when the clock refuses it (as the console would show the refusal). */
function tryAct(s: LiveStoredState, a: LiveAction): LiveStoredState {
  try {
    return applyAction(s, a, (now += 1000), { seed: 7 });
  } catch (err) {
    if (err instanceof LiveRuleError || err instanceof LiveInputError) return s;
    throw err;
  }
}

/** Play on to the end: a proposed deal is accepted by everyone in it, then the stacks left bust one by one. */
function finish(s: LiveStoredState): LiveStoredState {
  let out = s;
  if (out.deal?.status === "proposed") {
    for (const id of Object.keys(out.deal.amounts)) out = tryAct(out, { type: "deal-accept", playerId: id, proposalId: out.deal!.id });
    if (out.deal?.status === "proposed") out = tryAct(out, { type: "deal-cancel" });
  }
  for (let guard = 0; out.finishedAt === null && guard < 100; guard += 1) {
    const left = out.players.filter((p) => !p.isEliminated);
    out = tryAct(out, { type: "eliminate", playerId: left[left.length - 1].id, eliminatorId: left[0].id });
  }
  return out;
}

describe("the clock pays exactly its pool under any order of events", () => {
  it("random histories: every finished event's prizes sum to its pool and its bounties to the bounty money", () => {
    fc.assert(
      fc.property(format, fc.array(step, { maxLength: 60 }), (f, steps) => {
        let s = eventOf(f);
        for (const st of steps) {
          const a = actionFor(s, st);
          if (a) s = tryAct(s, a);
          // a made deal never promises more than the pool holds, at any point
          if (s.deal?.status === "made") {
            const promised = Object.values(s.deal.amounts).reduce((x, y) => x + y, 0) + s.deal.playForCents;
            expect(promised).toBeLessThanOrEqual(clockPayments(s).poolCents);
          }
        }
        const done = finish(s);
        expect(done.finishedAt).not.toBeNull();
        expect(clockPaymentProblems(done)).toEqual([]);
      }),
      { numRuns: 400, seed: 36 },
    );
  });
});
