import type { MyInvestment } from "@core/contracts/payouts";

export interface LiveCampaign {
  campaignId: number;
  playerId: number;
  playerName: string;
  tournament: string;
  /** the investor's stakes in this campaign added up */
  percentage: number;
}

/**
 * Stakes whose tournament's clock is running, one entry per campaign (two stakes in one player are one
 * line), grouped by tournament so that each tournament opens one event stream however many stakes it holds.
 */
export function liveCampaignsByTournament(stakes: readonly MyInvestment[]): Map<number, LiveCampaign[]> {
  const byTournament = new Map<number, LiveCampaign[]>();
  for (const s of stakes) {
    if (s.liveStatus !== "live" || s.specialTournamentId === null || s.status === "refunded") continue;
    const list = byTournament.get(s.specialTournamentId) ?? [];
    const same = list.find((c) => c.campaignId === s.campaignId);
    if (same) same.percentage = Math.round((same.percentage + s.percentage) * 10) / 10;
    else list.push({ campaignId: s.campaignId, playerId: s.playerId, playerName: s.playerName, tournament: s.tournament, percentage: s.percentage });
    byTournament.set(s.specialTournamentId, list);
  }
  return byTournament;
}
