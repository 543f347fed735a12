import type { PlayerReview } from "@core/contracts/players";
import { averageRating } from "@core/player-record";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { campaigns, investments, playerReviews, users, type UserRow } from "../db/schema/index";
import { outer } from "../db/qualified";
import { conflict, forbidden, notFound } from "../errors";

export const REVIEW_MESSAGES = {
  ownCampaign: "You cannot review your own campaign",
  notBacker: "Only a backer of this campaign can review it",
  notSettled: "This campaign can be reviewed once it has settled",
  twice: "You have already reviewed this campaign",
  notPlayer: "Only the campaign's player can answer this review",
  answered: "This review has already been answered",
  notFound: "Review not found",
} as const;

const reviewColumns = {
  id: playerReviews.id,
  campaignId: playerReviews.campaignId,
  event: campaigns.tournament,
  rating: playerReviews.rating,
  comment: playerReviews.comment,
  answer: playerReviews.answer,
  createdAt: playerReviews.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type ReviewRow = { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]["_"]["data"] } & { answer: string | null };

/** A review as the public page shows it, signed with the name the backer gave (never their username). */
function toReview(r: ReviewRow): PlayerReview {
  const first = (r.firstName ?? "").trim();
  const last = (r.lastName ?? "").trim();
  const backerName = first ? (last ? `${first} ${last[0]}.` : first) : last || "A backer";
  return {
    id: r.id,
    campaignId: r.campaignId,
    event: r.event,
    rating: r.rating,
    comment: r.comment,
    backerName,
    answer: r.answer,
    createdAt: r.createdAt.toISOString(),
  };
}

async function reviewById(db: Db, id: number): Promise<PlayerReview> {
  const [row] = await db
    .select(reviewColumns)
    .from(playerReviews)
    .innerJoin(campaigns, eq(campaigns.id, playerReviews.campaignId))
    .innerJoin(users, eq(users.id, playerReviews.investorId))
    .where(eq(playerReviews.id, id));
  return toReview(row as ReviewRow);
}

/** The player's reviews, newest first, with their average and count. */
export async function reviewsOf(db: Db, playerId: number): Promise<{ summary: { average: number | null; count: number }; items: PlayerReview[] }> {
  const rows = (await db
    .select(reviewColumns)
    .from(playerReviews)
    .innerJoin(campaigns, eq(campaigns.id, playerReviews.campaignId))
    .innerJoin(users, eq(users.id, playerReviews.investorId))
    .where(eq(playerReviews.playerId, playerId))
    .orderBy(desc(playerReviews.createdAt), desc(playerReviews.id))) as ReviewRow[];
  return { summary: { average: averageRating(rows.map((r) => r.rating)), count: rows.length }, items: rows.map(toReview) };
}

/**
 * A backer reviews a settled campaign: 403 for its own player or anyone without a stake that was not refunded,
 * 409 before the campaign completes or for a second review (the unique index decides a race).
 */
export async function createReview(db: Db, user: UserRow, campaignId: number, input: { rating: number; comment: string }): Promise<PlayerReview> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound("Campaign not found");
  if (campaign.playerId === user.id) throw forbidden(REVIEW_MESSAGES.ownCampaign);
  const [stake] = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), eq(investments.investorId, user.id), ne(investments.status, "refunded")))
    .limit(1);
  if (!stake) throw forbidden(REVIEW_MESSAGES.notBacker);
  if (campaign.status !== "completed") throw conflict(REVIEW_MESSAGES.notSettled);
  const [inserted] = await db
    .insert(playerReviews)
    .values({ campaignId, playerId: campaign.playerId, investorId: user.id, rating: input.rating, comment: input.comment })
    .onConflictDoNothing()
    .returning({ id: playerReviews.id });
  if (!inserted) throw conflict(REVIEW_MESSAGES.twice);
  return reviewById(db, inserted.id);
}

/** The player answers a review of one of their campaigns, once (a conditional update, so a race answers once). */
export async function answerReview(db: Db, user: UserRow, reviewId: number, answer: string): Promise<PlayerReview> {
  const [review] = await db.select({ playerId: playerReviews.playerId }).from(playerReviews).where(eq(playerReviews.id, reviewId));
  if (!review) throw notFound(REVIEW_MESSAGES.notFound);
  if (review.playerId !== user.id) throw forbidden(REVIEW_MESSAGES.notPlayer);
  const [updated] = await db
    .update(playerReviews)
    .set({ answer, answeredAt: sql`now()` })
    .where(and(eq(playerReviews.id, reviewId), isNull(playerReviews.answer)))
    .returning({ id: playerReviews.id });
  if (!updated) throw conflict(REVIEW_MESSAGES.answered);
  return reviewById(db, reviewId);
}

/** Whether the viewer may review this campaign now (the campaign page's form), and whether they already did. */
export async function reviewStateFor(db: Db, campaignId: number, viewerId: number): Promise<{ canReview: boolean; reviewed: boolean }> {
  const [row] = await db
    .select({
      completed: sql<boolean>`${campaigns.status} = 'completed'`,
      backer: sql<boolean>`exists (select 1 from ${investments} where ${outer(investments.campaignId)} = ${outer(campaigns.id)} and ${outer(investments.investorId)} = ${viewerId} and ${outer(investments.status)} <> 'refunded')`,
      reviewed: sql<boolean>`exists (select 1 from ${playerReviews} where ${outer(playerReviews.campaignId)} = ${outer(campaigns.id)} and ${outer(playerReviews.investorId)} = ${viewerId})`,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw notFound("Campaign not found");
  return { canReview: row.completed && row.backer && !row.reviewed, reviewed: row.reviewed };
}
