import type { MyInvestment } from "@core/contracts/payouts";
import { describe, expect, it } from "vitest";
import { liveCampaignsByTournament } from "../../src/client/features/live/live-stakes";

let nextId = 1;
function stake(o: Partial<MyInvestment>): MyInvestment {
  return {
    id: nextId++,
    campaignId: 1,
    playerName: "Pat Player",
    playerUsername: "pat",
    tournament: "Sunday Major",
    tournamentDate: null,
    buyIn: "500.00",
    amount: "50.00",
    platformFee: "5.00",
    percentage: 10,
    status: "active",
    payout: null,
    payoutStatus: null,
    payoutDueAt: null,
    payoutOverdue: false,
    prizePaidAt: null,
    payoutId: null,
    payoutPaidAt: null,
    confirmation: null,
    confirmedAt: null,
    paidMethod: null,
    paidReference: null,
    ruling: null,
    dispute: null,
    campaignStatus: "active",
    finalPosition: null,
    totalWinnings: null,
    completedAt: null,
    closedAt: null,
    createdAt: new Date().toISOString(),
    playerId: 11,
    specialTournamentId: 7,
    liveStatus: "live",
    ...o,
  };
}

describe("the investor's live lines", () => {
  it("one stream per tournament however many stakes: 30 stakes in 3 running events are 3 groups", () => {
    const stakes = Array.from({ length: 30 }, (_, i) => stake({ campaignId: 100 + i, playerId: 200 + i, specialTournamentId: 1 + (i % 3) }));
    const groups = liveCampaignsByTournament(stakes);
    expect([...groups.keys()].sort()).toEqual([1, 2, 3]);
    expect([...groups.values()].map((g) => g.length)).toEqual([10, 10, 10]);
  });

  it("two stakes in one campaign are one line with their shares added", () => {
    const groups = liveCampaignsByTournament([stake({ percentage: 10 }), stake({ percentage: 2.5 })]);
    expect(groups.get(7)).toEqual([{ campaignId: 1, playerId: 11, playerName: "Pat Player", tournament: "Sunday Major", percentage: 12.5 }]);
  });

  it("only stakes in events on the clock: not upcoming, finished, cancelled, unlinked or refunded ones", () => {
    const groups = liveCampaignsByTournament([
      stake({ campaignId: 2, liveStatus: "upcoming" }),
      stake({ campaignId: 3, liveStatus: "finished" }),
      stake({ campaignId: 4, liveStatus: "cancelled" }),
      stake({ campaignId: 5, liveStatus: null, specialTournamentId: null }),
      stake({ campaignId: 6, status: "refunded" }),
      // settled by an elimination while the event plays on: the backer still sees the finish line
      stake({ campaignId: 8, status: "closed", campaignStatus: "completed" }),
    ]);
    expect([...groups.values()].flat().map((c) => c.campaignId)).toEqual([8]);
  });
});
