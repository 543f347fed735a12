import { asc, eq, or, sql, type SQL } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Db } from "../db/client";
import {
  activities,
  campaigns,
  investments,
  notifications,
  payouts,
  playerReviews,
  playerSwaps,
  refunds,
  specialTournaments,
  tournamentRegistrations,
  users,
  type UserRow,
} from "../db/schema/index";
import { statementCsvOf, statementYearsOf, type StatementKind } from "../statements/service";

/** The version of data.json's shape, so a reader can tell exports of different releases apart. */
export const DATA_EXPORT_FORMAT = "stakeline-data-export/1";

/**
 * The account as its owner gave it: every field but the password hash and the calendar feed's secret (a credential
 * like a session, never data about them). The identity check's outcome is here; its documents never were with us.
 */
function profileOf(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    emailVerifiedAt: u.emailVerifiedAt,
    emailSettings: { moneyEvents: u.emailMoneyEvents, tournamentEvents: u.emailTournamentEvents },
    appearAsPlayerNumber: u.appearAsPlayerNumber,
    phone: u.phone,
    bio: u.bio,
    location: u.location,
    address: u.address,
    avatarUrl: u.profileImageUrl,
    payoutMethods: { paypalEmail: u.paypalEmail, bankAccount: u.bankAccount, routingNumber: u.routingNumber },
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    lastSignInAt: u.lastSignInAt,
    operator: u.operatorSince !== null,
    suspendedAt: u.suspendedAt,
    heldForReviewAt: u.heldForReviewAt,
  };
}

/** Everything data.json holds, read for one account. */
export async function collectAccountData(db: Db, user: UserRow, now: Date) {
  const id = user.id;
  const [
    ownCampaigns,
    stakes,
    payoutsByYou,
    payoutsToYou,
    refundsToYou,
    swaps,
    reviewsWritten,
    reviewsReceived,
    ownNotifications,
    registrations,
    hostedEvents,
    activity,
  ] = await Promise.all([
    db.select().from(campaigns).where(eq(campaigns.playerId, id)).orderBy(asc(campaigns.id)),
    db
      .select({
        id: investments.id,
        campaignId: investments.campaignId,
        player: campaigns.playerName,
        tournament: campaigns.tournament,
        tournamentDate: campaigns.tournamentDate,
        campaignStatus: campaigns.status,
        amount: investments.amount,
        platformFee: investments.platformFee,
        percentage: investments.percentage,
        status: investments.status,
        payout: investments.payout,
        createdAt: investments.createdAt,
        closedAt: investments.closedAt,
      })
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .where(eq(investments.investorId, id))
      .orderBy(asc(investments.id)),
    payoutRows(db, eq(payouts.playerId, id)),
    payoutRows(db, eq(payouts.investorId, id)),
    db
      .select({
        id: refunds.id,
        campaignId: refunds.campaignId,
        investmentId: refunds.investmentId,
        amountCents: refunds.amountCents,
        reason: refunds.reason,
        status: refunds.status,
        createdAt: refunds.createdAt,
        refundedAt: refunds.refundedAt,
      })
      .from(refunds)
      .where(eq(refunds.investorId, id))
      .orderBy(asc(refunds.id)),
    db
      .select({
        id: playerSwaps.id,
        tournamentId: playerSwaps.tournamentId,
        event: specialTournaments.name,
        offeredByYou: sql<boolean>`${playerSwaps.offeredBy} = ${id}`,
        percent: playerSwaps.percent,
        status: playerSwaps.status,
        youOweNet: sql<boolean>`${playerSwaps.netPayerId} is not distinct from ${id}`,
        netAmount: playerSwaps.netAmount,
        createdAt: playerSwaps.createdAt,
        acceptedAt: playerSwaps.acceptedAt,
        settledAt: playerSwaps.settledAt,
        paidAt: playerSwaps.paidAt,
      })
      .from(playerSwaps)
      .innerJoin(specialTournaments, eq(specialTournaments.id, playerSwaps.tournamentId))
      .where(or(eq(playerSwaps.offeredBy, id), eq(playerSwaps.offeredTo, id)))
      .orderBy(asc(playerSwaps.id)),
    reviewRows(db, eq(playerReviews.investorId, id)),
    reviewRows(db, eq(playerReviews.playerId, id)),
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, id))
      .orderBy(asc(notifications.id)),
    db
      .select({
        tournamentId: tournamentRegistrations.tournamentId,
        event: specialTournaments.name,
        date: specialTournaments.date,
        time: specialTournaments.time,
        location: specialTournaments.location,
        as: tournamentRegistrations.userRole,
        status: tournamentRegistrations.status,
        registeredAt: tournamentRegistrations.registeredAt,
      })
      .from(tournamentRegistrations)
      .innerJoin(specialTournaments, eq(specialTournaments.id, tournamentRegistrations.tournamentId))
      .where(eq(tournamentRegistrations.userId, id))
      .orderBy(asc(tournamentRegistrations.id)),
    db
      .select({
        id: specialTournaments.id,
        name: specialTournaments.name,
        date: specialTournaments.date,
        time: specialTournaments.time,
        location: specialTournaments.location,
        buyIn: specialTournaments.buyIn,
        status: specialTournaments.status,
        createdAt: specialTournaments.createdAt,
      })
      .from(specialTournaments)
      .where(eq(specialTournaments.sponsorId, id))
      .orderBy(asc(specialTournaments.id)),
    db
      .select({ type: activities.type, description: activities.description, createdAt: activities.createdAt })
      .from(activities)
      .where(eq(activities.userId, id))
      .orderBy(asc(activities.id)),
  ]);
  return {
    format: DATA_EXPORT_FORMAT,
    exportedAt: now,
    profile: profileOf(user),
    identity: { status: user.identityStatus, verifiedAt: user.identityVerifiedAt, verifiedName: user.verifiedName },
    campaigns: ownCampaigns.map(({ playerId: _p, ...c }) => c),
    stakes,
    payouts: { owedByYou: payoutsByYou, owedToYou: payoutsToYou },
    refunds: refundsToYou,
    swaps,
    reviews: { written: reviewsWritten, received: reviewsReceived },
    notifications: ownNotifications,
    registrations,
    hostedEvents,
    activity,
  };
}

function payoutRows(db: Db, where: SQL) {
  return db
    .select({
      id: payouts.id,
      campaignId: payouts.campaignId,
      investmentId: payouts.investmentId,
      player: campaigns.playerName,
      tournament: campaigns.tournament,
      amount: payouts.amount,
      status: payouts.status,
      createdAt: payouts.createdAt,
      dueAt: payouts.dueAt,
      paidAt: payouts.paidAt,
      paidMethod: payouts.paidMethod,
      paidReference: payouts.paidReference,
      confirmation: payouts.confirmation,
      confirmedAt: payouts.confirmedAt,
      ruling: payouts.ruling,
    })
    .from(payouts)
    .innerJoin(campaigns, eq(campaigns.id, payouts.campaignId))
    .where(where)
    .orderBy(asc(payouts.id));
}

/** Reviews with their campaign's event; never the other person's name beyond what the public page shows. */
function reviewRows(db: Db, where: SQL) {
  return db
    .select({
      id: playerReviews.id,
      campaignId: playerReviews.campaignId,
      event: campaigns.tournament,
      rating: playerReviews.rating,
      comment: playerReviews.comment,
      answer: playerReviews.answer,
      createdAt: playerReviews.createdAt,
      answeredAt: playerReviews.answeredAt,
    })
    .from(playerReviews)
    .innerJoin(campaigns, eq(campaigns.id, playerReviews.campaignId))
    .where(where)
    .orderBy(asc(playerReviews.id));
}

/**
 * The statements' file names: `statements/<year>.csv` for the side the account's role has (the one the Statements
 * page gives), and `statements/<year>-investments.csv` or `-sales.csv` for the other side when the account has stakes
 * there too (it switched roles). Decision 229.
 */
export function statementEntryName(kind: StatementKind, year: number, role: UserRow["role"]): string {
  if (role === kind) return `statements/${year}.csv`;
  return `statements/${year}-${kind === "investor" ? "investments" : "sales"}.csv`;
}

async function statementFiles(db: Db, user: UserRow): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const kind of ["investor", "player"] as const) {
    const { years } = await statementYearsOf(db, kind, user.id);
    for (const year of years) files[statementEntryName(kind, year, user.role)] = await statementCsvOf(db, kind, user.id, year);
  }
  return files;
}

const README = `Your StakeLine data

data.json      your profile, campaigns, stakes, payouts (owed by you and to you), refunds, swaps, reviews
               (written and received), notifications, registrations, hosted events and Recent Activity
statements/    one CSV statement per year with stakes, as the Statements page gives them

Amounts are US dollars as decimal strings; times are UTC (ISO 8601).
`;

/** The ZIP of "Download my data": data.json, the yearly statements and a short README. */
export async function buildDataExportZip(db: Db, userId: number, now = new Date()): Promise<Uint8Array> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const [data, statements] = await Promise.all([collectAccountData(db, user, now), statementFiles(db, user)]);
  const entries: Zippable = {
    "README.txt": strToU8(README),
    "data.json": strToU8(JSON.stringify(data, null, 2)),
  };
  for (const [name, csv] of Object.entries(statements)) entries[name] = strToU8(csv);
  // fixed times in the ZIP's own headers: the same data gives the same bytes
  return zipSync(entries, { level: 6, mtime: now });
}
