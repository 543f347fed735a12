import { centsToDecimal, formatMoney2, type Cents } from "./money";

/*
 * The payback record (decision 172): every settled payout is due a fixed number of days after its settlement; the
 * player is reminded at set days after settlement while a payout stays unpaid. One place owns these days.
 *
 * What counts as paid (decision 200, replacing decision 196's "reported paid"): Mark as Paid is the
 * player's word; only a payout its backer confirmed, one auto-confirmed after 14 days without an answer, or one an
 * operator ruled paid counts as paid, on time or late by the date the player marked it. A payout awaiting its
 * backer is still "reported", a disputed one awaits the operator, and one ruled unpaid is owed again.
 */

/** A payout is due this many days after the settlement that owed it. */
export const PAYOUT_DUE_DAYS = 7;

/** The player is reminded of an unpaid payout this many days after settlement (the last one is the due date). */
export const PAYOUT_REMINDER_DAYS = [3, PAYOUT_DUE_DAYS] as const;
export type ReminderDay = (typeof PAYOUT_REMINDER_DAYS)[number];

export const DAY_MS = 86_400_000;

/** When a payout settled at `settledAt` is due. */
export function payoutDueAt(settledAt: Date): Date {
  return new Date(settledAt.getTime() + PAYOUT_DUE_DAYS * DAY_MS);
}

/** When the reminder of day `day` after settlement falls, from the payout's due date. */
export function reminderAt(dueAt: Date, day: ReminderDay): Date {
  return new Date(dueAt.getTime() - (PAYOUT_DUE_DAYS - day) * DAY_MS);
}

/**
 * The reminder an unpaid payout is owed now: the latest reminder day that has come and was not sent yet, or null.
 * A payout whose earlier reminder was missed (no instance ran for days) gets only the latest one, never two at once.
 */
export function reminderDue(p: { dueAt: Date; remindedDays: number; paid: boolean }, now: Date): ReminderDay | null {
  if (p.paid) return null;
  let due: ReminderDay | null = null;
  for (const day of PAYOUT_REMINDER_DAYS) if (reminderAt(p.dueAt, day) <= now && p.remindedDays < day) due = day;
  return due;
}

/**
 * One payout as the record counts it. A missing due date (none was stored) is its settlement plus PAYOUT_DUE_DAYS.
 * `paidAt` is when the player marked it paid (null: not marked, or owed again after a ruling "unpaid").
 */
export interface PaybackPayout {
  paidAt: Date | null;
  dueAt: Date | null;
  createdAt: Date;
  /** the backer's confirmation (null: not marked paid); absent: awaiting */
  confirmation?: "awaiting" | "confirmed" | "auto_confirmed" | "disputed" | null;
  /** an operator's ruling on its dispute */
  ruling?: "paid" | "unpaid" | null;
}

export interface Payback {
  /** counted as paid (confirmed, auto-confirmed or ruled paid), marked paid by the due date */
  paidOnTime: number;
  /** counted as paid, marked paid after the due date */
  paidLate: number;
  /** the mean delay of the ones paid late, in days to one decimal; 0 with none */
  averageDaysLate: number;
  /** every payout the player marked paid (and that stays so) */
  markedPaid: number;
  /** marked paid and confirmed by its backer */
  confirmed: number;
  /** marked paid, unanswered for 14 days, so counted as confirmed */
  autoConfirmed: number;
  /** marked paid, still waiting for its backer: the player's word only */
  awaitingConfirmation: number;
  /** disputed by its backer ("I was not paid"), whatever the ruling */
  disputed: number;
  /** ruled unpaid by an operator: owed again */
  ruledUnpaid: number;
  /** unpaid and past the due date now */
  overdue: number;
  /** unpaid, not yet due */
  pending: number;
}

const dueOf = (p: PaybackPayout) => p.dueAt ?? payoutDueAt(p.createdAt);

/** Overdue now: unpaid and past its due date. */
export function isOverdue(p: PaybackPayout, now: Date): boolean {
  return p.paidAt === null && dueOf(p) < now;
}

/** Whether a payout marked paid counts as paid: its backer confirmed it, 14 days passed unanswered, or an operator ruled it paid. */
export function countsAsPaid(p: PaybackPayout): boolean {
  if (p.paidAt === null) return false;
  return p.ruling === "paid" || p.confirmation === "confirmed" || p.confirmation === "auto_confirmed";
}

/** A payback record with every figure 0 but those given. */
export function paybackWith(figures: Partial<Payback> = {}): Payback {
  return {
    paidOnTime: 0,
    paidLate: 0,
    averageDaysLate: 0,
    markedPaid: 0,
    confirmed: 0,
    autoConfirmed: 0,
    awaitingConfirmation: 0,
    disputed: 0,
    ruledUnpaid: 0,
    overdue: 0,
    pending: 0,
    ...figures,
  };
}

/** The payback record of a player's payouts at `now`. */
export function paybackRecord(payouts: readonly PaybackPayout[], now: Date): Payback {
  const r = paybackWith();
  const delays: number[] = [];
  for (const p of payouts) {
    const due = dueOf(p);
    if (p.ruling === "unpaid") r.ruledUnpaid += 1;
    if (p.ruling || p.confirmation === "disputed") r.disputed += 1;
    if (p.paidAt === null) {
      if (due < now) r.overdue += 1;
      else r.pending += 1;
      continue;
    }
    r.markedPaid += 1;
    const confirmation = p.confirmation === undefined ? "awaiting" : p.confirmation;
    if (confirmation === "confirmed") r.confirmed += 1;
    else if (confirmation === "auto_confirmed") r.autoConfirmed += 1;
    else if (confirmation === "awaiting") r.awaitingConfirmation += 1;
    if (!countsAsPaid({ ...p, confirmation })) continue;
    if (p.paidAt <= due) r.paidOnTime += 1;
    else delays.push((p.paidAt.getTime() - due.getTime()) / DAY_MS);
  }
  r.paidLate = delays.length;
  r.averageDaysLate = delays.length === 0 ? 0 : Math.round((10 * delays.reduce((a, b) => a + b, 0)) / delays.length) / 10;
  return r;
}

/** The player page's line: "12 of 14 payouts confirmed by backers". */
export function confirmedShareText(b: Pick<Payback, "confirmed" | "markedPaid">): string {
  return `${b.confirmed} of ${b.markedPaid} payout${b.markedPaid === 1 ? "" : "s"} confirmed by backers`;
}

/** The campaign page's warning to new backers: "2 payouts overdue, $1,250.00 in total". */
export function overdueSummaryText(count: number, totalCents: Cents): string {
  return `${count} payout${count === 1 ? "" : "s"} overdue, ${formatMoney2(centsToDecimal(totalCents))} in total`;
}
