import { centsToDecimal, formatMoney2, type Cents } from "./money";

/*
 * The payback record (issue 29 item 2): every settled payout is due a fixed number of days after its settlement;
 * the player page counts payouts reported paid by the due date, reported paid after it (with the average delay) and
 * overdue now, and the player is reminded at set days after settlement while a payout stays unpaid. One place owns
 * these days.
 *
 * "Reported", never "paid on time" (issue 36 item 8, decision 196): Mark as Paid is the player's own word, and no
 * backer confirms it yet. Only once backers confirm payouts (issue 39) may a payout count as paid on time, and
 * then only a confirmed one, by the date the player marked it.
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
 * `paidAt` is when the player marked it paid (null: not marked).
 */
export interface PaybackPayout {
  paidAt: Date | null;
  dueAt: Date | null;
  createdAt: Date;
}

export interface Payback {
  /** marked paid by the player by the due date (their word: no backer has confirmed it) */
  reportedPaid: number;
  /** marked paid by the player after the due date */
  reportedLate: number;
  /** the mean delay of the ones reported late, in days to one decimal; 0 with none */
  averageDaysLate: number;
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

/** The payback record of a player's payouts at `now`. */
export function paybackRecord(payouts: readonly PaybackPayout[], now: Date): Payback {
  let reportedPaid = 0;
  let overdue = 0;
  let pending = 0;
  const delays: number[] = [];
  for (const p of payouts) {
    const due = dueOf(p);
    if (p.paidAt === null) {
      if (due < now) overdue += 1;
      else pending += 1;
    } else if (p.paidAt <= due) reportedPaid += 1;
    else delays.push((p.paidAt.getTime() - due.getTime()) / DAY_MS);
  }
  const averageDaysLate = delays.length === 0 ? 0 : Math.round((10 * delays.reduce((a, b) => a + b, 0)) / delays.length) / 10;
  return { reportedPaid, reportedLate: delays.length, averageDaysLate, overdue, pending };
}

/** The campaign page's warning to new backers: "2 payouts overdue, $1,250.00 in total". */
export function overdueSummaryText(count: number, totalCents: Cents): string {
  return `${count} payout${count === 1 ? "" : "s"} overdue, ${formatMoney2(centsToDecimal(totalCents))} in total`;
}
