import type { PlayerProfile, PlayerResult } from "@core/contracts/players";
import { toCents } from "@core/money";
import { splitRecord, type ClosedEvent } from "@core/player-record";
import { CLOSED_ACCOUNT_NAME } from "@core/user-display";
import { playerRoiOf, roiFromTotals } from "@core/player-roi";
import { campaignRecordEvents } from "@core/record-events";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, investments, liveTournaments, users } from "../db/schema/index";
import { outer } from "../db/qualified";
import { notFound } from "../errors";
import { playerDisplayName } from "../campaigns/service";
import { paybackOf } from "./payback";
import { reviewsOf } from "./reviews";
import { roiPartsFor, roiResponse } from "../campaigns/player-roi";
import { openCampaignsOf } from "./open-campaigns";
import { packageEventsForRecord } from "../package-events/record";

export const PLAYER_NOT_FOUND = "Player not found";

const cents = (v: string | null) => toCents(v) ?? 0;

/**
 * Every closed campaign of the player with what its backers staked and were owed, and the field the clock counted.
 * "Verified" is a campaign linked to a sponsored tournament: only its clock can settle it (closeCampaign refuses a
 * typed result for one), so a completed linked campaign is a clock settlement; any other was closed by the player.
 */
async function closedCampaigns(db: Db, playerId: number) {
  const notRefunded = sql`${outer(investments.campaignId)} = ${outer(campaigns.id)} and ${outer(investments.status)} <> 'refunded'`;
  return db
    .select({
      id: campaigns.id,
      tournament: campaigns.tournament,
      tournamentDate: campaigns.tournamentDate,
      completedAt: campaigns.completedAt,
      finalPosition: campaigns.finalPosition,
      totalWinnings: campaigns.totalWinnings,
      buyIn: campaigns.buyIn,
      specialTournamentId: campaigns.specialTournamentId,
      staked: sql<string>`(select coalesce(sum(${investments.amount}), 0) from ${investments} where ${notRefunded})::text`,
      paidBack: sql<string>`(select coalesce(sum(${investments.payout}), 0) from ${investments} where ${notRefunded})::text`,
      fieldSize: sql<number | null>`(select (${liveTournaments.state} ->> 'totalPlayers')::int from ${liveTournaments}
        where ${outer(liveTournaments.specialTournamentId)} = ${outer(campaigns.specialTournamentId)} limit 1)`,
    })
    .from(campaigns)
    .where(and(eq(campaigns.playerId, playerId), eq(campaigns.status, "completed")))
    .orderBy(desc(sql`coalesce(${campaigns.tournamentDate}, ${campaigns.completedAt})`), desc(campaigns.id));
}

/** GET /api/players/:username: the public record; 404 for an unknown username or an account that is not a player. */
export async function playerProfile(db: Db, username: string): Promise<PlayerProfile> {
  const [player] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  if (!player || player.role !== "player") throw notFound(PLAYER_NOT_FOUND);

  const [closed, payback, reviews, roiParts, openCampaigns] = await Promise.all([
    closedCampaigns(db, player.id),
    paybackOf(db, player.id),
    reviewsOf(db, player.id),
    roiPartsFor(db, [player.id]).then((m) => m.get(player.id)!),
    openCampaignsOf(db, player.id),
  ]);
  // each campaign's events for the record (campaignRecordEvents): a package counts each event it played (decision 241),
  // as the rating and the ROI below count it
  const packages = await packageEventsForRecord(
    db,
    closed.map((c) => c.id),
  );
  const events: ClosedEvent[] = [];
  const results: PlayerResult[] = [];
  for (const c of closed) {
    const verified = c.specialTournamentId !== null;
    const recorded = campaignRecordEvents({ buyInCents: cents(c.buyIn), winningsCents: cents(c.totalWinnings) }, packages.get(c.id));
    recorded.forEach((e, i) => {
      // what the backers staked and were owed is the campaign's, counted once (on a package's first played event)
      events.push({
        verified,
        buyInCents: e.buyInCents,
        winningsCents: e.winningsCents,
        stakedCents: i === 0 ? cents(c.staked) : 0,
        paidBackCents: i === 0 ? cents(c.paidBack) : 0,
      });
      const row = e.packageEvent?.row;
      if (row) {
        results.push({
          date: row.eventDate.toISOString().slice(0, 10),
          event: `${row.name} (${c.tournament})`,
          fieldSize: null,
          finish: null,
          prize: row.cash ?? "0.00",
          buyIn: row.buyIn,
          verified: false,
        });
        return;
      }
      results.push({
        date: (c.tournamentDate ?? c.completedAt ?? new Date(0)).toISOString().slice(0, 10),
        event: c.tournament,
        fieldSize: verified && c.fieldSize !== null ? Number(c.fieldSize) : null,
        finish: c.finalPosition,
        prize: c.totalWinnings ?? "0.00",
        buyIn: c.buyIn,
        verified,
        ...(verified ? { tournamentId: c.specialTournamentId! } : {}),
      });
    });
  }
  const split = splitRecord(events);
  const verifiedRoi = roiFromTotals(roiParts.verified, "verified");
  const selfReportedRoi = roiFromTotals(roiParts.selfReported, "self-reported");
  const record = { verified: { ...split.verified, roi: verifiedRoi.roi }, selfReported: { ...split.selfReported, roi: selfReportedRoi.roi } };
  const accountClosed = player.closedAt !== null;
  return {
    username: player.username,
    // a closed account's fields are erased already (decision 229); its placeholder username is never shown as a name
    displayName: accountClosed ? CLOSED_ACCOUNT_NAME : playerDisplayName(player),
    ...(player.profileImageUrl && !accountClosed ? { avatarUrl: player.profileImageUrl } : {}),
    suspended: player.suspendedAt !== null,
    closed: accountClosed,
    identityVerified: player.identityStatus === "verified",
    ...record,
    // the one ROI (src/core/player-roi.ts): every entry, rebuy and add-on the player paid counts
    roi: roiResponse(playerRoiOf(roiParts)),
    roiParts: { verified: roiResponse(verifiedRoi), selfReported: roiResponse(selfReportedRoi) },
    openCampaigns,
    results,
    payback,
    rating: reviews.summary,
    reviews: reviews.items,
  };
}
