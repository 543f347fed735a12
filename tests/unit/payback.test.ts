import { describe, expect, it } from "vitest";
import {
  confirmedShareText,
  countsAsPaid,
  DAY_MS,
  isOverdue,
  overdueSummaryText,
  PAYOUT_DUE_DAYS,
  PAYOUT_REMINDER_DAYS,
  paybackRecord,
  paybackWith,
  payoutDueAt,
  reminderAt,
  reminderDue,
} from "@core/payback";

const settled = new Date("2026-11-01T12:00:00Z");
const days = (n: number) => new Date(settled.getTime() + n * DAY_MS);
const due = payoutDueAt(settled);

describe("payout due dates", () => {
  it("a payout is due 7 days after its settlement", () => {
    expect(PAYOUT_DUE_DAYS).toBe(7);
    expect(due.toISOString()).toBe("2026-11-08T12:00:00.000Z");
  });

  it("reminders fall 3 days after settlement and on the due date", () => {
    expect(PAYOUT_REMINDER_DAYS).toEqual([3, 7]);
    expect(reminderAt(due, 3).toISOString()).toBe("2026-11-04T12:00:00.000Z");
    expect(reminderAt(due, 7)).toEqual(due);
  });
});

describe("reminderDue", () => {
  const unpaid = (remindedDays: number) => ({ dueAt: due, remindedDays, paid: false });
  it("none before day 3, the 3-day one from day 3, the 7-day one from the due date", () => {
    expect(reminderDue(unpaid(0), days(2.99))).toBeNull();
    expect(reminderDue(unpaid(0), days(3))).toBe(3);
    expect(reminderDue(unpaid(3), days(5))).toBeNull();
    expect(reminderDue(unpaid(3), days(7))).toBe(7);
    expect(reminderDue(unpaid(7), days(30))).toBeNull();
  });
  it("a missed 3-day reminder is not sent with the 7-day one: only the latest", () => {
    expect(reminderDue(unpaid(0), days(8))).toBe(7);
  });
  it("never for a paid payout", () => {
    expect(reminderDue({ dueAt: due, remindedDays: 0, paid: true }, days(8))).toBeNull();
  });
});

describe("paybackRecord", () => {
  const now = days(20);
  const zero = paybackWith();
  it("counts paid on time (confirmed, marked paid by the due date), paid late (after it), overdue (unpaid past it) and pending (not yet due)", () => {
    const record = paybackRecord(
      [
        { createdAt: settled, dueAt: due, paidAt: days(1), confirmation: "confirmed" },
        // marked paid exactly at the due date: paid by it
        { createdAt: settled, dueAt: due, paidAt: due, confirmation: "auto_confirmed" },
        // 2 and 5 days late: 3.5 on average
        { createdAt: settled, dueAt: due, paidAt: days(9), confirmation: "confirmed" },
        { createdAt: settled, dueAt: due, paidAt: days(12), confirmation: "confirmed" },
        { createdAt: settled, dueAt: due, paidAt: null },
        { createdAt: days(18), dueAt: payoutDueAt(days(18)), paidAt: null },
      ],
      now,
    );
    expect(record).toEqual({
      ...zero,
      paidOnTime: 2,
      paidLate: 2,
      averageDaysLate: 3.5,
      markedPaid: 4,
      confirmed: 3,
      autoConfirmed: 1,
      overdue: 1,
      pending: 1,
    });
  });

  it("only the backer's word, the 14 days or a ruling make a payout paid: awaiting and disputed ones are not", () => {
    const record = paybackRecord(
      [
        { createdAt: settled, dueAt: due, paidAt: days(1), confirmation: "awaiting" },
        // absent: marked before confirmations existed, awaiting
        { createdAt: settled, dueAt: due, paidAt: days(1) },
        { createdAt: settled, dueAt: due, paidAt: days(1), confirmation: "disputed" },
        { createdAt: settled, dueAt: due, paidAt: days(2), confirmation: "disputed", ruling: "paid" },
        { createdAt: settled, dueAt: due, paidAt: null, confirmation: null, ruling: "unpaid" },
      ],
      now,
    );
    expect(record).toEqual({ ...zero, paidOnTime: 1, markedPaid: 4, awaitingConfirmation: 2, disputed: 3, ruledUnpaid: 1, overdue: 1 });
    expect(countsAsPaid({ createdAt: settled, dueAt: due, paidAt: days(1), confirmation: "disputed", ruling: "paid" })).toBe(true);
    expect(countsAsPaid({ createdAt: settled, dueAt: due, paidAt: days(1), confirmation: "awaiting" })).toBe(false);
    expect(countsAsPaid({ createdAt: settled, dueAt: due, paidAt: null, confirmation: "confirmed" })).toBe(false);
  });

  it("says the confirmed share as the player page shows it", () => {
    expect(confirmedShareText({ confirmed: 12, markedPaid: 14 })).toBe("12 of 14 payouts confirmed by backers");
    expect(confirmedShareText({ confirmed: 1, markedPaid: 1 })).toBe("1 of 1 payout confirmed by backers");
  });

  it("rounds the average delay to one decimal; 0 with no late payouts", () => {
    expect(
      paybackRecord([{ createdAt: settled, dueAt: due, paidAt: new Date(due.getTime() + DAY_MS / 3), confirmation: "confirmed" }], now).averageDaysLate,
    ).toBe(0.3);
    expect(paybackRecord([], now)).toEqual(zero);
  });

  it("a payout without a stored due date is due 7 days after it was created", () => {
    const p = { createdAt: settled, dueAt: null, paidAt: null };
    expect(isOverdue(p, days(6.9))).toBe(false);
    expect(isOverdue(p, days(7.1))).toBe(true);
    expect(paybackRecord([{ ...p, paidAt: days(8), confirmation: "confirmed" }], now)).toMatchObject({ paidOnTime: 0, paidLate: 1, averageDaysLate: 1 });
  });

  it("an unpaid payout is overdue only once its due date has passed", () => {
    expect(isOverdue({ createdAt: settled, dueAt: due, paidAt: null }, due)).toBe(false);
    expect(isOverdue({ createdAt: settled, dueAt: due, paidAt: days(9) }, now)).toBe(false);
  });
});

describe("texts", () => {
  it("the campaign page's overdue line", () => {
    expect(overdueSummaryText(2, 125_000)).toBe("2 payouts overdue, $1,250.00 in total");
    expect(overdueSummaryText(1, 5_050)).toBe("1 payout overdue, $50.50 in total");
  });
});
