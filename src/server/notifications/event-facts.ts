import type { NotificationType } from "@core/contracts/notifications";
import type { ActivityType } from "../activities/record";
import type { ConfirmationRecordedEvent } from "./confirmation-wording";
import type { RulingRecordedEvent } from "./ruling-wording";
import type { SwapRecordedEvent } from "./swap-wording";
import type { SatelliteRecordedEvent } from "./satellite-wording";

/*
 * The events recordEvent writes, with the facts their wording (event-wording.ts) needs: plain values the caller
 * read already, so the wording touches no database.
 */

/** One line of a user's Recent Activity. */
export interface ActivityLine {
  userId: number;
  type: ActivityType;
  text: string;
}

/** One notification; its mail repeats it (mailWording) unless the type is bell-only. */
export interface NotificationLine {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  /** a same-site path ("/invest/12") to the thing it is about */
  link: string | null;
  /**
   * Names the event ("investment:41"): with the type and user it is the mail's dedupe key, so a mail exists at
   * most once per event and user. Without it the new notification's id is used.
   */
  eventKey?: string;
  /** a payout marked paid: its mail carries the investor's signed Confirm / "I was not paid" links (decision 200) */
  confirmPayoutId?: number;
}

export interface EventMessages {
  activities?: ActivityLine[];
  notifications?: NotificationLine[];
}

/** The investor as the player's activity line names them; null when unknown. */
export type InvestorName = { firstName: string | null; lastName: string | null; email: string | null; username: string } | null;

/** How a campaign's result was decided: typed in by its player, or read from its verified tournament's clock. */
export type Settlement = { by: "player"; finalPosition: number; position: string } | { by: "clock"; position: number; prizeCents: number };

/** Why a campaign was cancelled: by its player, or one of the reasons a linked campaign is (settlement/linked-refunds). */
export type CancelCause =
  | "by_player"
  | "unregistered"
  | "tournament_cancelled"
  | "not_in_results"
  | "suspended"
  | "below_minimum"
  /** an alternate never seated before late registration closed (decision 236) */
  | "not_seated"
  /** a no-show's seat released by the console (decision 236) */
  | "seat_released"
  /** a multi-flight event's Day-2 campaign whose player is not in Day 2's field when it starts (decision 242) */
  | "not_advancing";

/** A clock settlement undone: the campaign is open again. */
export interface SettlementUndone {
  campaignId: number;
  playerId: number;
  playerName: string;
  tournament: string;
  investorIds: readonly number[];
  /** the finish that no longer stands */
  position: number;
  /** when the undone settlement was made: each withdrawal is its own event */
  settledAt: Date;
}

/** Every event and the facts its wording needs. */
export type RecordedEvent =
  | SwapRecordedEvent
  /** a satellite's seat, registered into its target or paid in cash (decision 240) */
  | SatelliteRecordedEvent
  /** "Download my data" built (decision 229): its owner is told in the bell (the worker mails them itself) */
  | { kind: "data_export_ready"; userId: number; exportId: number; sizeBytes: number; expiresAt: Date }
  | RulingRecordedEvent
  | ConfirmationRecordedEvent
  | {
      kind: "investment_recorded";
      playerId: number;
      investorId: number;
      campaignId: number;
      /** names the event: one stake per payment, known before the stake is written (recorded in one statement) */
      paymentIntentId: string;
      investor: InvestorName;
      playerName: string;
      tournament: string;
      /** decimal strings: the stake, and the charge with its fee */
      amount: string;
      charged: string;
      /** the share as shown, to one decimal */
      shownShare: string;
    }
  | { kind: "campaign_funded"; campaignId: number; playerId: number; tournament: string; investorIds: readonly number[] }
  | {
      kind: "payment_refunded";
      investorId: number;
      campaignId: number;
      paymentIntentId: string;
      tournament: string;
      amount: string;
      reason: "no_room" | "event_started";
    }
  | { kind: "campaign_created"; playerId: number; tournament: string; targetAmount: string; percentage: number }
  | { kind: "campaign_cancelled"; playerId: number; tournament: string; cause: CancelCause }
  | {
      /** the sale-window job's decision at the deadline (decision 233): cancelled below the minimum, else it goes on */
      kind: "sale_closed";
      campaignId: number;
      playerId: number;
      playerName: string;
      tournament: string;
      investorIds: readonly number[];
      outcome: "cancel" | "proceed";
      /** one decimal, as stakePercentage shows it */
      soldPercent: string;
      keptPercent: string;
      minFillPercent: number | null;
    }
  | {
      kind: "stake_settled";
      investorId: number;
      campaignId: number;
      playerName: string;
      tournament: string;
      payoutCents: number;
      settlement: Settlement;
    }
  | { kind: "campaign_completed"; playerId: number; tournament: string; totalWinningsCents: number; owedCents: number; settlement: Settlement }
  | {
      kind: "clock_settled_player";
      playerId: number;
      campaignId: number;
      tournament: string;
      position: number;
      prizeCents: number;
      /** one line per backer, largest first; empty when nothing is owed */
      owed: ReadonlyArray<{ name: string; amount: string }>;
      totalOwed: string;
      /** makes each settlement its own event: one can be withdrawn and made again */
      settledAt: Date;
    }
  | {
      kind: "payout_method_needed";
      investorId: number;
      campaignId: number;
      playerName: string;
      tournament: string;
      /** the payout's creation time: once per campaign and settlement */
      at: Date;
      byClock: boolean;
    }
  | ({ kind: "settlement_reopened" } & SettlementUndone)
  | ({ kind: "settlement_withdrawn" } & SettlementUndone)
  | {
      kind: "payout_paid";
      investorId: number;
      playerId: number;
      investmentId: number;
      playerName: string;
      investorName: string;
      tournament: string;
      amount: string;
      /** the payout the investor is asked to confirm (decision 200), with how the player says they paid it */
      payoutId: number;
      method: string | null;
      reference: string | null;
      /** set when the payout is marked paid again after a ruling "unpaid": that marking is its own event */
      markedAgainAt?: Date;
    }
  | {
      /** a player's unpaid payouts of one campaign and settlement, reminded 3 days after settlement or on the due date */
      kind: "payout_reminder";
      playerId: number;
      campaignId: number;
      tournament: string;
      /** days after settlement: 3, or 7 (the due date) */
      day: number;
      daysToDue: number;
      dueAt: Date;
      /** one line per backer owed, largest first */
      owed: ReadonlyArray<{ name: string; amount: string }>;
      totalOwed: string;
    }
  | {
      kind: "stake_refunded";
      investorId: number;
      /** null: a payment that never became a stake (its investor was told when it was refused) */
      investmentId: number | null;
      tournament: string;
      /** the line decided with the refund (refundLine), written once the gateway confirms */
      line: string;
      stake: string;
      fee: string;
    }
  | {
      kind: "tournament_registered";
      userId: number;
      tournamentId: number;
      name: string;
      /** as people write it in a mail: "Friday, 27 November 2026, 7:00 PM" */
      date: string;
      /** the host who registered them (a late entry from the console); null when they registered themselves */
      host: string | null;
      /** their number on the alternate list when every seat was taken (decision 236); null: a seat or an RSVP */
      alternate: number | null;
    }
  | {
      kind: "tournament_registration";
      sponsorId: number;
      personName: string;
      role: "player" | "investor";
      name: string;
      date: string;
      taken: number;
      maxSeats: number;
      /** the number the player took on the alternate list, the event being full (decision 236); null: a seat or an RSVP */
      alternate: number | null;
    }
  | {
      /** an alternate seated (decision 236): a seat came free before the start, or a no-show's was released after it */
      kind: "alternate_seated";
      userId: number;
      tournamentId: number;
      name: string;
      /** as people write it in a mail */
      date: string;
      alternate: number;
      /** after the start: the seat drawn for them on the clock (a late entry); null before it (drawn at the start) */
      seat: { table: number; seat: number } | null;
      /** when they were seated: each seating is its own event (a player may leave and come back to the list) */
      at: Date;
    }
  | {
      /** alternates never seated when late registration closed (decision 236), with their campaigns cancelled */
      kind: "alternate_dropped";
      userId: number;
      tournamentId: number;
      name: string;
      date: string;
      alternate: number;
      /** the name their campaigns were sold under, for their backers */
      playerName: string;
      /** each of their campaigns on the event, cancelled and refunded, with the backers told */
      campaigns: ReadonlyArray<{ campaignId: number; investorIds: readonly number[] }>;
    }
  | {
      /** a registered player's seat released by the console after the start: they never sat down (decision 236) */
      kind: "seat_released";
      userId: number;
      tournamentId: number;
      name: string;
      date: string;
      /** whether a campaign of theirs on it was cancelled with the seat */
      campaignsCancelled: boolean;
      at: Date;
    }
  | { kind: "tournament_cancelled"; tournamentId: number; registrantIds: readonly number[]; name: string; when: string };

export type EventKind = RecordedEvent["kind"];
