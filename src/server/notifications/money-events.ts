import { campaignPath } from "@core/campaign-path";
import { formatMoney2 } from "@core/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { investments, payouts, users } from "../db/schema/index";
import { notify } from "./notify";

/*
 * One call each, inside the money transaction that did the thing (next to its recordActivity call), so the
 * notification, the bell's NOTIFY and the mail exist exactly when the money moved. Amounts are decimal strings.
 */

// the campaign page the client routes (/invest/:id)
const campaignLink = (campaignId: number) => campaignPath(campaignId);
const PORTFOLIO_LINK = "/portfolio";

/** The player: an investor bought a stake in their campaign. */
export async function notifyInvestmentReceived(tx: Tx, e: { playerId: number; campaignId: number; investmentId: number; tournamentName: string; amount: string }): Promise<void> {
  await notify(tx, {
    userId: e.playerId,
    type: "investment_received",
    title: "New investment received",
    body: `An investor bought ${formatMoney2(e.amount)} of your action in ${e.tournamentName}.`,
    link: campaignLink(e.campaignId),
    eventKey: `investment:${e.investmentId}`,
  });
}

/** The player and every investor with a stake: the campaign reached its target. */
export async function notifyCampaignFunded(tx: Tx, e: { campaignId: number; playerId: number; tournamentName: string }): Promise<void> {
  const eventKey = `funded:${e.campaignId}`;
  await notify(tx, {
    userId: e.playerId,
    type: "campaign_funded",
    title: "Campaign fully funded",
    body: `Your campaign for ${e.tournamentName} is fully funded.`,
    link: campaignLink(e.campaignId),
    eventKey,
  });
  for (const investorId of await investorsOf(tx, e.campaignId)) {
    await notify(tx, {
      userId: investorId,
      type: "campaign_funded",
      title: "Campaign fully funded",
      body: `The campaign for ${e.tournamentName} you backed is fully funded.`,
      link: campaignLink(e.campaignId),
      eventKey,
    });
  }
}

/** An investor's payout from a closed campaign (one call per investor, with their amount). */
export async function notifyCampaignClosed(tx: Tx, e: { investorId: number; campaignId: number; tournamentName: string; payout: string }): Promise<void> {
  await notify(tx, {
    userId: e.investorId,
    type: "campaign_closed",
    title: "Campaign closed",
    body: `The campaign for ${e.tournamentName} has closed. Your payout: ${formatMoney2(e.payout)}.`,
    link: PORTFOLIO_LINK,
    eventKey: `closed:${e.campaignId}`,
  });
}

/** The same, when the verified clock settled the campaign. */
export async function notifyClockSettled(tx: Tx, e: { investorId: number; campaignId: number; tournamentName: string; payout: string }): Promise<void> {
  await notify(tx, {
    userId: e.investorId,
    type: "clock_settled",
    title: "Settled from the tournament clock",
    body: `${e.tournamentName} was settled from its verified clock. Your payout: ${formatMoney2(e.payout)}.`,
    link: PORTFOLIO_LINK,
    eventKey: `clock:${e.campaignId}`,
  });
}

const PAY_INVESTORS_LINK = "/pay-investors";

/**
 * The player of a campaign the verified clock settled: their finish and prize, and what they owe each backer by name
 * with the total, so they can pay without opening the site. `settledAt` makes each settlement its own event (one can
 * be withdrawn and made again). `owed` is one line per backer, largest first; empty when nothing is owed.
 */
export async function notifyPlayerClockSettled(
  tx: Tx,
  e: {
    playerId: number;
    campaignId: number;
    tournamentName: string;
    /** "3rd" */
    finish: string;
    prize: string;
    owed: ReadonlyArray<{ name: string; amount: string }>;
    totalOwed: string;
    settledAt: Date;
  },
): Promise<void> {
  const settled = `${e.tournamentName} was settled from its verified clock: ${e.finish}, ${formatMoney2(e.prize)}.`;
  const owes =
    e.owed.length === 0
      ? "You owe your backers nothing."
      : `You owe your backers ${formatMoney2(e.totalOwed)}: ${e.owed.map((o) => `${o.name} ${formatMoney2(o.amount)}`).join(", ")}. Pay them from Pay Investors.`;
  await notify(tx, {
    userId: e.playerId,
    type: "clock_settled",
    title: "Settled from the tournament clock",
    body: `${settled} ${owes}`,
    link: e.owed.length === 0 ? campaignLink(e.campaignId) : PAY_INVESTORS_LINK,
    eventKey: `clock-player:${e.campaignId}:${e.settledAt.getTime()}`,
  });
}

/**
 * The player and each backer of a campaign whose clock settlement was withdrawn because the tournament clock
 * undid the player's elimination: the payouts it made are gone, and the result will come from the clock again.
 * `settledAt` is when the withdrawn settlement was made, so each withdrawal is its own event (a settlement can be
 * made and withdrawn more than once).
 */
export async function notifySettlementWithdrawn(
  tx: Tx,
  e: { campaignId: number; playerId: number; playerName: string; tournamentName: string; investorIds: readonly number[]; settledAt: Date },
): Promise<void> {
  const eventKey = `withdrawn:${e.campaignId}:${e.settledAt.getTime()}`;
  const again = "the result will come from the clock again";
  await notify(tx, {
    userId: e.playerId,
    type: "payout_withdrawn",
    title: "Payout withdrawn",
    body: `The tournament clock undid your elimination in ${e.tournamentName}, so its settlement and the payouts it owed your backers are withdrawn: ${again}.`,
    link: campaignLink(e.campaignId),
    eventKey,
  });
  for (const investorId of new Set(e.investorIds)) {
    await notify(tx, {
      userId: investorId,
      type: "payout_withdrawn",
      title: "Payout withdrawn",
      body: `The tournament clock undid ${e.playerName}'s elimination in ${e.tournamentName}, so the payout from its settlement is withdrawn: ${again}.`,
      link: PORTFOLIO_LINK,
      eventKey,
    });
  }
}

/** The investor: the player marked their payout paid. */
export async function notifyPayoutPaid(tx: Tx, e: { investorId: number; investmentId: number; tournamentName: string; amount: string }): Promise<void> {
  await notify(tx, {
    userId: e.investorId,
    type: "payout_paid",
    title: "Payout marked as paid",
    body: `The player marked your payout of ${formatMoney2(e.amount)} for ${e.tournamentName} as paid.`,
    link: PORTFOLIO_LINK,
    eventKey: `paid:${e.investmentId}`,
  });
}

/** The investor: their stake was refunded, stake and fee named apart (both go back to the card). */
export async function notifyRefund(tx: Tx, e: { investorId: number; investmentId: number; tournamentName: string; stake: string; fee: string }): Promise<void> {
  await notify(tx, {
    userId: e.investorId,
    type: "refund",
    title: "Stake refunded",
    body: `Your ${formatMoney2(e.stake)} stake and the ${formatMoney2(e.fee)} fee for ${e.tournamentName} were refunded.`,
    link: PORTFOLIO_LINK,
    eventKey: `refund:${e.investmentId}`,
  });
}

/**
 * The investor: a payment that could not become a stake (the campaign filled up, or its event began, before the
 * payment completed) is refunded in full. Written with record_investment's bookkeeping of that refund.
 */
export async function notifyRefundedPayment(
  tx: Tx,
  e: { investorId: number; campaignId: number; paymentIntentId: string; tournamentName: string; amount: string; reason: "no_room" | "event_started" },
): Promise<void> {
  const why = e.reason === "event_started" ? "the tournament started before your payment completed" : "the campaign filled up before your payment completed";
  await notify(tx, {
    userId: e.investorId,
    type: "refund",
    title: "Payment refunded",
    body: `Your payment of ${formatMoney2(e.amount)} for ${e.tournamentName} was refunded: ${why}.`,
    link: campaignLink(e.campaignId),
    eventKey: `payment-refund:${e.paymentIntentId}`,
  });
}

// Profile's Payment Details tab
const PAYMENT_DETAILS_LINK = "/profile?tab=payment";

/**
 * The investor of a payout row just written (call it right after the insert) when they saved no payout method, no
 * PayPal e-mail and no bank account: the player has nowhere to send the money, so they are asked for one. Once per
 * campaign and settlement (`at`, the payout's creation time) however many stakes they hold in it: only their first
 * payout row of the campaign asks. `byClock`: the verified clock settled the campaign.
 */
export async function notifyPayoutMethodNeeded(
  tx: Tx,
  e: { investorId: number; campaignId: number; playerName: string; tournamentName: string; at: Date; byClock: boolean },
): Promise<void> {
  const [investor] = await tx.select({ paypalEmail: users.paypalEmail, bankAccount: users.bankAccount }).from(users).where(eq(users.id, e.investorId));
  if (!investor || investor.paypalEmail || investor.bankAccount) return;
  const [rows] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.campaignId, e.campaignId), eq(payouts.investorId, e.investorId)));
  if ((rows?.n ?? 0) !== 1) return;
  await notify(tx, {
    userId: e.investorId,
    // part of the close or of the clock's settlement, so typed as the payout's own notice (the money topic)
    type: e.byClock ? "clock_settled" : "campaign_closed",
    title: "Add a payout method",
    body: `${e.playerName} owes you a payout from ${e.tournamentName}, but you have not saved a payout method. Add a PayPal e-mail or a bank account under Payment Details in your Profile so they can pay you.`,
    link: PAYMENT_DETAILS_LINK,
    eventKey: `payout-method:${e.campaignId}:${e.at.getTime()}`,
  });
}

async function investorsOf(tx: Tx, campaignId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ investorId: investments.investorId })
    .from(investments)
    .where(and(eq(investments.campaignId, campaignId), inArray(investments.status, ["active", "pending", "completed"])));
  return rows.map((r) => r.investorId);
}
