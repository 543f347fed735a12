import { describe, expect, it } from "vitest";
import { lateEntryPoolText } from "@core/live/prizes/late-entry-text";
import { clockPoolCents } from "@core/live/prizes/prize-pool";

describe("what a late entry adds to the pool, as the dialog says it", () => {
  const base = {
    kind: "sponsor" as const,
    totalPlayers: 12,
    buyInCents: 10_000,
    payoutPercent: 100,
    guaranteedPrizePoolCents: null as number | null,
    entries: [],
    rebuys: null,
    addOn: null,
  };

  it("a $100 PKO with a $25 bounty adds $75, as the clock's pool does", () => {
    const pko = { ...base, bountyCents: 2_500 };
    expect(lateEntryPoolText(pko)).toBe("the prize pool grows by $75: the $100 buy-in less its $25 bounty");
    expect(clockPoolCents({ ...pko, totalPlayers: 13 }) - clockPoolCents(pko)).toBe(7_500);
  });

  it("without bounties, one buy-in", () => {
    expect(lateEntryPoolText(base)).toBe("the prize pool grows by one buy-in ($100)");
  });

  it("under a guarantee the entries have not passed, the pool stays at the guarantee", () => {
    const guaranteed = { ...base, guaranteedPrizePoolCents: 500_000 };
    expect(lateEntryPoolText(guaranteed)).toBe("the entry pays $100 towards the pool, which stays at the $5,000 guarantee until the entries pass it");
    expect(clockPoolCents({ ...guaranteed, totalPlayers: 13 })).toBe(clockPoolCents(guaranteed));
    expect(lateEntryPoolText({ ...guaranteed, bountyCents: 2_500 })).toBe(
      "the entry pays $75 towards the pool and $25 on their head, which stays at the $5,000 guarantee until the entries pass it",
    );
  });
});
