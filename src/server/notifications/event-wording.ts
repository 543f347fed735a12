import { PAGES } from "@core/routes";
import { campaignPath } from "@core/campaign-path";
import { ordinal } from "@core/live/prizes/prize-table";
import { centsToDecimal, formatMoney, formatMoney2 } from "@core/money";
import { displayName } from "@core/user-display";
import { dataReadyLine, PRIVACY_TAB_LINK } from "@core/data-export";
import { shortPercent } from "@core/sale-window";
import type { ActivityLine, CancelCause, EventKind, EventMessages, InvestorName, NotificationLine, RecordedEvent, SettlementUndone } from "./event-facts";
import { CONFIRMATION_WORDING } from "./confirmation-wording";
import { RULING_WORDING } from "./ruling-wording";
import { SWAP_WORDING } from "./swap-wording";
import { SATELLITE_WORDING } from "./satellite-wording";

/*
 * Everything a money or tournament event says, in one table: the Recent Activity lines, the notifications (the bell)
 * and, from each notification, its mail. recordEvent (record-event.ts) writes what an entry returns in the event's
 * own transaction, from the event's facts (event-facts.ts).
 */

type Wording = { [K in EventKind]: (e: Extract<RecordedEvent, { kind: K }>) => EventMessages };

const campaignLink = (campaignId: number) => campaignPath(campaignId);
const PORTFOLIO_LINK = PAGES.portfolio.path;
const PAY_INVESTORS_LINK = PAGES.payInvestors.path;
// Profile's Payment Details tab
const PAYMENT_DETAILS_LINK = `${PAGES.profile.path}?tab=payment`;
// the list where a registrant finds the tournament and their seat
const TOURNAMENTS_LINK = PAGES.specialTournaments.path;
// the sponsor's own list, where the registrations are
const MY_TOURNAMENTS_LINK = PAGES.tournaments.path;

/** The tournaments page with the "Not me: unregister" banner for tournament `id` (features/tournaments). */
export const notMeLink = (id: number) => `${TOURNAMENTS_LINK}?notMe=${id}`;

/** " by PayPal, reference TX-1": how the player says they paid, when they said */
function paidHow(method: string | null, reference: string | null): string {
  return `${method ? ` by ${method}` : ""}${reference ? `${method ? "," : ""} reference ${reference}` : ""}`;
}

const money = (cents: number) => formatMoney2(centsToDecimal(cents));

/** "Settled from the tournament clock: 3rd, $4,500.00" */
const settledLine = (position: number, prizeCents: number) => `Settled from the tournament clock: ${ordinal(position)}, ${money(prizeCents)}`;

function investorLabel(u: InvestorName): string {
  if (!u) return "An investor";
  return u.firstName || u.lastName || u.email ? displayName(u) : u.username;
}

const CANCELLED_PLAYER_LINE: Record<CancelCause, (tournament: string) => string> = {
  by_player: (t) => `You cancelled ${t}; every investor is being refunded`,
  unregistered: (t) => `You cancelled your registration for ${t}; your campaign is cancelled and every investor is being refunded`,
  tournament_cancelled: (t) => `The sponsor cancelled ${t}; your campaign is cancelled and every investor is being refunded`,
  not_in_results: (t) => `${t} finished without you in its results; your campaign is cancelled and every investor is being refunded`,
  suspended: (t) => `Your account was suspended; ${t} is cancelled and every investor is being refunded`,
  below_minimum: (t) => `${t} did not sell its minimum by the sale's end; your campaign is cancelled and every investor is being refunded`,
  not_seated: (t) => `Late registration for ${t} closed before a seat came free; your campaign is cancelled and every investor is being refunded`,
  seat_released: (t) => `Your seat in ${t} was released before you sat down; your campaign is cancelled and every investor is being refunded`,
  not_advancing: (t) => `Day 2 of ${t} started without you in its field; your Day-2 campaign is cancelled and every investor is being refunded`,
};

const REFUND_LINE: Record<CancelCause, (playerName: string, tournament: string, total: string) => string> = {
  by_player: (p, t, total) => `${p} cancelled ${t}: ${total} (stake and fee) refunded to your card`,
  unregistered: (p, t, total) => `${p} will not play ${t}: ${total} (stake and fee) refunded to your card`,
  tournament_cancelled: (_p, t, total) => `The sponsor cancelled ${t}: ${total} (stake and fee) refunded to your card`,
  not_in_results: (p, t, total) => `${p} did not play ${t}: ${total} (stake and fee) refunded to your card`,
  suspended: (p, t, total) => `${p}'s account was suspended, so ${t} is cancelled: ${total} (stake and fee) refunded to your card`,
  below_minimum: (p, t, total) => `${p}'s campaign for ${t} did not sell its minimum: ${total} (stake and fee) refunded to your card`,
  not_seated: (p, t, total) => `${p} was an alternate never seated in ${t}: ${total} (stake and fee) refunded to your card`,
  seat_released: (p, t, total) => `${p} did not take their seat in ${t}: ${total} (stake and fee) refunded to your card`,
  not_advancing: (p, t, total) => `${p} did not play Day 2 of ${t}: ${total} (stake and fee) refunded to your card`,
};

/**
 * The investor's line for a stake refunded because its campaign was cancelled. Decided with the refund and kept
 * with it: it is written (stake_refunded) only once the gateway confirms, maybe much later.
 */
export const refundLine = (cause: CancelCause, playerName: string, tournament: string, totalCents: number) =>
  REFUND_LINE[cause](playerName, tournament, money(totalCents));

function reopenedLines(e: SettlementUndone): ActivityLine[] {
  const line = `The tournament clock undid an elimination: ${ordinal(e.position)} no longer stands`;
  return [
    { userId: e.playerId, type: "campaign_closed", text: `${line}. ${e.tournament} is open again` },
    ...e.investorIds.map((userId): ActivityLine => ({
      userId,
      type: "campaign_closed",
      text: `${line}. ${e.playerName} in ${e.tournament}: your stake is open again`,
    })),
  ];
}

export const EVENT_WORDING: Wording = {
  // swaps between players: their own table (swap-wording.ts)
  ...SWAP_WORDING,
  ...SATELLITE_WORDING,
  // an operator's ruling on a payout dispute: its own table (ruling-wording.ts)
  ...RULING_WORDING,
  ...CONFIRMATION_WORDING,

  investment_recorded: (e) => {
    const share = `(${e.shownShare}% stake)`;
    return {
      activities: [
        {
          userId: e.playerId,
          type: "investment_received",
          text: `${investorLabel(e.investor)} invested ${formatMoney2(e.amount)} in ${e.tournament} ${share}`,
        },
        {
          userId: e.investorId,
          type: "investment_made",
          text: `You staked ${formatMoney2(e.amount)} on ${e.playerName} in ${e.tournament} ${share}; charged ${formatMoney2(e.charged)} with the fee`,
        },
      ],
      notifications: [
        {
          userId: e.playerId,
          type: "investment_received",
          title: "New investment received",
          body: `An investor bought ${formatMoney2(e.amount)} of your action in ${e.tournament}.`,
          link: campaignLink(e.campaignId),
          eventKey: `payment:${e.paymentIntentId}`,
        },
      ],
    };
  },

  campaign_funded: (e) => {
    const n = { type: "campaign_funded", title: "Campaign fully funded", link: campaignLink(e.campaignId), eventKey: `funded:${e.campaignId}` } as const;
    return {
      notifications: [
        { ...n, userId: e.playerId, body: `Your campaign for ${e.tournament} is fully funded.` },
        ...[...new Set(e.investorIds)].map((userId) => ({ ...n, userId, body: `The campaign for ${e.tournament} you backed is fully funded.` })),
      ],
    };
  },

  payment_refunded: (e) => {
    const why = e.reason === "event_started" ? "the tournament started before your payment completed" : "the campaign filled up before your payment completed";
    return {
      notifications: [
        {
          userId: e.investorId,
          type: "refund",
          title: "Payment refunded",
          body: `Your payment of ${formatMoney2(e.amount)} for ${e.tournament} was refunded: ${why}.`,
          link: campaignLink(e.campaignId),
          eventKey: `payment-refund:${e.paymentIntentId}`,
        },
      ],
    };
  },

  campaign_created: (e) => ({
    activities: [
      {
        userId: e.playerId,
        type: "campaign_created",
        text: `Created a campaign for ${e.tournament} raising ${formatMoney(e.targetAmount)} for ${e.percentage}% of winnings`,
      },
    ],
  }),

  campaign_cancelled: (e) => ({ activities: [{ userId: e.playerId, type: "campaign_cancelled", text: CANCELLED_PLAYER_LINE[e.cause](e.tournament) }] }),

  // the sale-window job's decision (decision 233): the player and every backer are told, in the bell and by mail
  sale_closed: (e) => {
    const sold = shortPercent(e.soldPercent);
    const n = { type: "sale_closed", link: campaignLink(e.campaignId), eventKey: `sale-closed:${e.campaignId}` } as const;
    if (e.outcome === "cancel") {
      const min = `its ${e.minFillPercent}% minimum (${sold}% sold)`;
      return {
        notifications: [
          {
            ...n,
            userId: e.playerId,
            title: "Campaign cancelled",
            body: `Your campaign for ${e.tournament} did not sell ${min} by the sale's end, so it is cancelled and every backer is refunded.`,
          },
          ...[...new Set(e.investorIds)].map((userId) => ({
            ...n,
            userId,
            title: "Campaign cancelled",
            body: `${e.playerName}'s campaign for ${e.tournament} did not sell ${min} by the sale's end, so it is cancelled. Your stake and fee are being refunded to your card.`,
          })),
        ],
      };
    }
    const kept = shortPercent(e.keptPercent);
    return {
      activities: [{ userId: e.playerId, type: "campaign_closed", text: `The sale of ${e.tournament} closed: ${sold}% sold, you keep ${kept}%` }],
      notifications: [
        {
          ...n,
          userId: e.playerId,
          title: "Sale closed",
          body: `The sale of your campaign for ${e.tournament} has closed: ${sold}% sold, you keep ${kept}% of your winnings.`,
        },
        ...[...new Set(e.investorIds)].map((userId) => ({
          ...n,
          userId,
          title: "Sale closed",
          body: `The sale of ${e.playerName}'s campaign for ${e.tournament} has closed with ${sold}% sold. Your stake stands.`,
        })),
      ],
    };
  },

  stake_settled: (e) => {
    const s = e.settlement;
    const paid = e.payoutCents > 0 ? `your payout is ${money(e.payoutCents)}` : null;
    const payout = money(e.payoutCents);
    if (s.by === "player") {
      const outcome = paid ?? (s.finalPosition === 0 ? "did not cash, no payout" : "no payout is due");
      return {
        activities: [{ userId: e.investorId, type: "campaign_closed", text: `${e.playerName} closed ${e.tournament} (${s.position}): ${outcome}` }],
        notifications: [
          {
            userId: e.investorId,
            type: "campaign_closed",
            title: "Campaign closed",
            body: `The campaign for ${e.tournament} has closed. Your payout: ${payout}.`,
            link: PORTFOLIO_LINK,
            eventKey: `closed:${e.campaignId}`,
          },
        ],
      };
    }
    return {
      activities: [
        {
          userId: e.investorId,
          type: "campaign_closed",
          text: `${settledLine(s.position, s.prizeCents)}. ${e.playerName} in ${e.tournament}: ${paid ?? "no payout is due"}`,
        },
      ],
      notifications: [
        {
          userId: e.investorId,
          type: "clock_settled",
          title: "Settled from the tournament clock",
          body: `${e.tournament} was settled from its verified clock. Your payout: ${payout}.`,
          link: PORTFOLIO_LINK,
          eventKey: `clock:${e.campaignId}`,
        },
      ],
    };
  },

  campaign_completed: (e) => {
    const s = e.settlement;
    const text =
      s.by === "player"
        ? `You closed ${e.tournament} (${s.position}) with ${money(e.totalWinningsCents)} in winnings${e.owedCents > 0 ? `, ${money(e.owedCents)} owed to investors` : ""}`
        : `${settledLine(s.position, s.prizeCents)}. ${e.tournament}${e.owedCents > 0 ? `: ${money(e.owedCents)} owed to investors` : ""}`;
    return { activities: [{ userId: e.playerId, type: "campaign_closed", text }] };
  },

  clock_settled_player: (e) => {
    const settled = `${e.tournament} was settled from its verified clock: ${ordinal(e.position)}, ${money(e.prizeCents)}.`;
    const owes =
      e.owed.length === 0
        ? "You owe your backers nothing."
        : `You owe your backers ${formatMoney2(e.totalOwed)}: ${e.owed.map((o) => `${o.name} ${formatMoney2(o.amount)}`).join(", ")}. Pay them from Pay Investors.`;
    return {
      notifications: [
        {
          userId: e.playerId,
          type: "clock_settled",
          title: "Settled from the tournament clock",
          body: `${settled} ${owes}`,
          link: e.owed.length === 0 ? campaignLink(e.campaignId) : PAY_INVESTORS_LINK,
          eventKey: `clock-player:${e.campaignId}:${e.settledAt.getTime()}`,
        },
      ],
    };
  },

  payout_method_needed: (e) => ({
    notifications: [
      {
        userId: e.investorId,
        // part of the close or of the clock's settlement, so typed as the payout's own notice (the money topic)
        type: e.byClock ? "clock_settled" : "campaign_closed",
        title: "Add a payout method",
        body: `${e.playerName} owes you a payout from ${e.tournament}, but you have not saved a payout method. Add a PayPal e-mail or a bank account under Payment Details in your Profile so they can pay you.`,
        link: PAYMENT_DETAILS_LINK,
        eventKey: `payout-method:${e.campaignId}:${e.at.getTime()}`,
      },
    ],
  }),

  settlement_reopened: (e) => ({ activities: reopenedLines(e) }),

  settlement_withdrawn: (e) => {
    const n = { type: "payout_withdrawn", title: "Payout withdrawn", eventKey: `withdrawn:${e.campaignId}:${e.settledAt.getTime()}` } as const;
    const again = "the result will come from the clock again";
    return {
      activities: reopenedLines(e),
      notifications: [
        {
          ...n,
          userId: e.playerId,
          body: `The tournament clock undid your elimination in ${e.tournament}, so its settlement and the payouts it owed your backers are withdrawn: ${again}.`,
          link: campaignLink(e.campaignId),
        },
        ...[...new Set(e.investorIds)].map((userId) => ({
          ...n,
          userId,
          body: `The tournament clock undid ${e.playerName}'s elimination in ${e.tournament}, so the payout from its settlement is withdrawn: ${again}.`,
          link: PORTFOLIO_LINK,
        })),
      ],
    };
  },

  payout_paid: (e) => {
    const amount = formatMoney2(e.amount);
    return {
      activities: [
        { userId: e.investorId, type: "payout_sent", text: `${e.playerName} sent your ${amount} payout for ${e.tournament}` },
        { userId: e.playerId, type: "payout_sent", text: `You paid ${amount} to ${e.investorName} for ${e.tournament}` },
      ],
      notifications: [
        {
          userId: e.investorId,
          type: "payout_paid",
          title: "Payout marked as paid",
          body: `The player marked your payout of ${amount} for ${e.tournament} as paid${paidHow(e.method, e.reference)}. Did it arrive? Confirm it, or tell us you were not paid, from your portfolio.`,
          link: PORTFOLIO_LINK,
          eventKey: e.markedAgainAt ? `paid:${e.investmentId}:${e.markedAgainAt.getTime()}` : `paid:${e.investmentId}`,
          confirmPayoutId: e.payoutId,
        },
      ],
    };
  },

  payout_reminder: (e) => {
    const n = e.owed.length;
    const backers = `${n} backer${n === 1 ? "" : "s"}`;
    const lines = e.owed.map((o) => `${o.name} ${formatMoney2(o.amount)}`).join(", ");
    const overdue = e.daysToDue <= 0;
    return {
      notifications: [
        {
          userId: e.playerId,
          type: "payout_reminder",
          title: overdue ? "Payout overdue" : `Payout due in ${e.daysToDue} day${e.daysToDue === 1 ? "" : "s"}`,
          body: overdue
            ? `You still owe ${backers} ${formatMoney2(e.totalOwed)} from ${e.tournament} (${lines}), due ${e.day} days after settlement. It is now overdue: your player page and your campaign pages show it to backers. Pay them from Pay Investors.`
            : `You owe ${backers} ${formatMoney2(e.totalOwed)} from ${e.tournament} (${lines}), due in ${e.daysToDue} day${e.daysToDue === 1 ? "" : "s"}. A payout paid after its due date counts as late on your player page. Pay them from Pay Investors.`,
          link: PAY_INVESTORS_LINK,
          eventKey: `payout-reminder:${e.campaignId}:${e.day}:${e.dueAt.getTime()}`,
        },
      ],
    };
  },

  stake_refunded: (e) => ({
    activities: [{ userId: e.investorId, type: "investment_refunded", text: e.line }],
    // stake and fee named apart: both go back to the card
    notifications:
      e.investmentId === null
        ? []
        : [
            {
              userId: e.investorId,
              type: "refund",
              title: "Stake refunded",
              body: `Your ${formatMoney2(e.stake)} stake and the ${formatMoney2(e.fee)} fee for ${e.tournament} were refunded.`,
              link: PORTFOLIO_LINK,
              eventKey: `refund:${e.investmentId}`,
            },
          ],
  }),

  tournament_registered: (e) => ({
    notifications: [
      e.alternate !== null
        ? {
            userId: e.userId,
            type: "tournament_registered",
            title: `Alternate #${e.alternate} for ${e.name}`,
            body: `Every seat in ${e.name} on ${e.date} is taken, so you are alternate #${e.alternate}. A seat that comes free goes to the lowest number waiting, up to the end of late registration; we will tell you if it is yours.`,
            link: TOURNAMENTS_LINK,
          }
        : e.host === null
          ? {
              userId: e.userId,
              type: "tournament_registered",
              title: "Tournament registration confirmed",
              body: `You are registered for ${e.name} on ${e.date}.`,
              link: TOURNAMENTS_LINK,
            }
          : {
              userId: e.userId,
              type: "tournament_registered",
              title: "You were registered for a tournament",
              body: `${e.host}, the host of ${e.name} on ${e.date}, registered you for it. Not you? Open it and choose "Not me: unregister".`,
              link: notMeLink(e.tournamentId),
            },
    ],
  }),

  tournament_registration: (e) => {
    const seats = `${e.taken}/${e.maxSeats} seats taken`;
    const investor = e.role === "investor";
    return {
      notifications: [
        {
          userId: e.sponsorId,
          type: "tournament_registration",
          title: investor
            ? "New RSVP for your tournament"
            : e.alternate !== null
              ? "New alternate for your tournament"
              : "New registration for your tournament",
          body: investor
            ? `${e.personName} (investor) RSVP'd to ${e.name} on ${e.date}. ${seats}.`
            : e.alternate !== null
              ? `${e.personName} joined the alternate list of ${e.name} on ${e.date} as alternate #${e.alternate}. ${seats}.`
              : `${e.personName} registered for ${e.name} on ${e.date}. ${seats}.`,
          link: MY_TOURNAMENTS_LINK,
        },
      ],
    };
  },

  data_export_ready: (e) => ({
    notifications: [
      {
        userId: e.userId,
        type: "data_export_ready",
        title: "Your data is ready",
        body: dataReadyLine(e.sizeBytes, e.expiresAt),
        link: PRIVACY_TAB_LINK,
        eventKey: `data_export:${e.exportId}`,
      },
    ],
  }),

  // the alternate list (decision 236): a seat that came free, and the end of late registration without one
  alternate_seated: (e) => ({
    notifications: [
      {
        userId: e.userId,
        type: "alternate_seated",
        title: `You have a seat in ${e.name}`,
        body:
          `A seat came free in ${e.name} on ${e.date} and you were alternate #${e.alternate}: it is yours.` +
          (e.seat === null
            ? " The buy-in is paid at the venue."
            : ` The tournament is under way and your seat is drawn: table ${e.seat.table}, seat ${e.seat.seat}. The buy-in is paid at the venue.`),
        link: TOURNAMENTS_LINK,
        eventKey: `alternate-seated:${e.tournamentId}:${e.at.getTime()}`,
      },
    ],
  }),

  alternate_dropped: (e) => {
    const cancelled = e.campaigns.length > 0;
    return {
      notifications: [
        {
          userId: e.userId,
          type: "alternate_dropped",
          title: `No seat in ${e.name}`,
          body:
            `You were alternate #${e.alternate} for ${e.name} on ${e.date}, and late registration closed before a seat came free, so you will not play it.` +
            (cancelled ? " Your campaign for it is cancelled and every backer is refunded their stake and fee." : ""),
          link: TOURNAMENTS_LINK,
          eventKey: `alternate-dropped:${e.tournamentId}`,
        },
        // the backers are told as the sale window's cancel tells them (decision 233); the refund's own notice follows it
        ...e.campaigns.flatMap((c) =>
          [...new Set(c.investorIds)].map((userId) => ({
            userId,
            type: "alternate_campaign_cancelled" as const,
            title: "Campaign cancelled",
            body: `${e.playerName} was alternate #${e.alternate} for ${e.name} and late registration closed before a seat came free, so the campaign is cancelled. Your stake and fee are being refunded to your card.`,
            link: campaignLink(c.campaignId),
            eventKey: `alternate-cancelled:${c.campaignId}`,
          })),
        ),
      ],
    };
  },

  seat_released: (e) => ({
    notifications: [
      {
        userId: e.userId,
        type: "seat_released",
        title: `Your seat in ${e.name} was released`,
        body:
          `${e.name} on ${e.date} is under way and you had not sat down, so the tournament director released your seat.` +
          (e.campaignsCancelled ? " Your campaign for it is cancelled and every backer is refunded their stake and fee." : ""),
        link: TOURNAMENTS_LINK,
        eventKey: `seat-released:${e.tournamentId}:${e.at.getTime()}`,
      },
    ],
  }),

  tournament_cancelled: (e) => ({
    notifications: e.registrantIds.map((userId) => ({
      userId,
      type: "tournament_cancelled",
      title: "Tournament cancelled",
      body: `${e.name} on ${e.when} has been cancelled by its sponsor. Your registration no longer holds a seat.`,
      link: TOURNAMENTS_LINK,
      eventKey: `tournament:${e.tournamentId}`,
    })),
  }),
};

/** What the mail of a notification says: its title as the subject, its body, and a link to open it. */
export function mailWording(n: NotificationLine, username: string): { subject: string; greeting: string; lines: string[]; actionLabel: string } {
  return { subject: n.title, greeting: `Hello ${username},`, lines: [n.body], actionLabel: "Open in StakeLine" };
}
