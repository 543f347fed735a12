import { campaignFundedBuyInCents } from "@core/bullets";
import { recordOfRoi, type PlayerRecord } from "@core/fair-price";
import { playerRoisFor } from "./player-roi";
import { markupHundredthsOf } from "@core/markup";
import { centsToDecimal, toCents } from "@core/money";
import { investorRoomCents } from "@core/stake";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { investments, paymentIntents, type CampaignRow } from "../db/schema/index";

/**
 * The player's record for the fair-price guidance: the one ROI (src/core/player-roi.ts, decision 210) with the
 * number of events it rests on, so the dialog says what the card and the player page say.
 */
export async function playerRecordFor(db: Db, playerId: number): Promise<PlayerRecord> {
  return recordOfRoi((await playerRoisFor(db, [playerId])).get(playerId)!);
}

/**
 * What the signed-in investor may still buy under the campaign's per-backer cap, in dollars: the cap minus their
 * stakes (every one not refunded) minus their own open holds (the cap is a share of every bullet the campaign funds). Null when there is no cap or the viewer is not an
 * investor. The invest rule itself is checked again where the money moves; this only feeds the dialog's Max.
 */
export async function investorRoomFor(db: Db, row: CampaignRow, viewer: { id: number; role: string | null } | undefined): Promise<string | null> {
  if (row.maxPerInvestor === null || !viewer || viewer.role !== "investor") return null;
  const [own] = await db
    .select({
      owned: sql<string>`(select coalesce(sum(${investments.amount}), 0) from ${investments} where ${and(
        eq(investments.campaignId, row.id),
        eq(investments.investorId, viewer.id),
        ne(investments.status, "refunded"),
      )})::text`,
      held: sql<string>`(select coalesce(sum(${paymentIntents.amount}), 0) from ${paymentIntents} where ${and(
        eq(paymentIntents.campaignId, row.id),
        eq(paymentIntents.investorId, viewer.id),
        eq(paymentIntents.status, "pending"),
        gt(paymentIntents.expiresAt, sql`now()`),
      )})::text`,
    })
    .from(sql`(select 1) as one`);
  const room = investorRoomCents(
    { buyInCents: campaignFundedBuyInCents(row), markupHundredths: markupHundredthsOf(row.markup), maxPerInvestor: row.maxPerInvestor },
    toCents(own.owned) ?? 0,
    toCents(own.held) ?? 0,
  );
  return room === undefined ? null : centsToDecimal(room);
}
