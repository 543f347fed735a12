import { describe, expect, it } from "vitest";
import { answerDisputeInput, disputePayoutInput, markPaidInput } from "@core/contracts/payout-confirmation";
import {
  AUTO_CONFIRM_DAYS,
  autoConfirmAt,
  CONFIRMATION_MESSAGES,
  confirmRefusal,
  DISPUTE_WINDOW_DAYS,
  disputeRefusal,
  disputeWindowEndsAt,
  investorActions,
  isAutoConfirmDue,
  type ConfirmablePayout,
} from "@core/payout-confirmation";

const DAY = 86_400_000;
const marked = new Date("2026-11-01T12:00:00Z");
const after = (days: number) => new Date(marked.getTime() + days * DAY);
const paid = (o: Partial<ConfirmablePayout> = {}): ConfirmablePayout => ({ status: "paid", paidAt: marked, confirmation: "awaiting", ruling: null, ...o });

describe("the windows", () => {
  it("auto-confirms 14 days after the mark, and takes disputes until 30 days after it", () => {
    expect(AUTO_CONFIRM_DAYS).toBe(14);
    expect(DISPUTE_WINDOW_DAYS).toBe(30);
    expect(autoConfirmAt(marked)).toEqual(after(14));
    expect(disputeWindowEndsAt(marked)).toEqual(after(30));
  });

  it("auto-confirmation is due only for an awaiting payout at 14 days or more", () => {
    expect(isAutoConfirmDue(paid(), after(13.99))).toBe(false);
    expect(isAutoConfirmDue(paid(), after(14))).toBe(true);
    for (const confirmation of ["confirmed", "auto_confirmed", "disputed"] as const) expect(isAutoConfirmDue(paid({ confirmation }), after(20))).toBe(false);
    expect(isAutoConfirmDue(paid({ paidAt: null }), after(20))).toBe(false);
  });
});

describe("who may move a confirmation, and when", () => {
  it("confirm: only an awaiting payout marked paid", () => {
    expect(confirmRefusal(paid())).toBeNull();
    expect(confirmRefusal(paid({ status: "pending", paidAt: null, confirmation: null }))).toBe(CONFIRMATION_MESSAGES.notMarkedPaid);
    for (const confirmation of ["confirmed", "auto_confirmed", "disputed"] as const)
      expect(confirmRefusal(paid({ confirmation }))).toBe(CONFIRMATION_MESSAGES.notAwaiting);
  });

  it("dispute: awaiting or auto-confirmed, within 30 days, once; never after confirming or a ruling", () => {
    expect(disputeRefusal(paid(), after(29.9))).toBeNull();
    expect(disputeRefusal(paid({ confirmation: "auto_confirmed" }), after(20))).toBeNull();
    expect(disputeRefusal(paid(), after(30.01))).toEqual({ kind: "forbidden", message: CONFIRMATION_MESSAGES.windowClosed });
    expect(disputeRefusal(paid({ confirmation: "disputed" }), after(1))).toEqual({ kind: "conflict", message: CONFIRMATION_MESSAGES.alreadyDisputed });
    expect(disputeRefusal(paid({ confirmation: "confirmed" }), after(1))).toEqual({ kind: "conflict", message: CONFIRMATION_MESSAGES.alreadyConfirmed });
    expect(disputeRefusal(paid({ status: "pending", paidAt: null, confirmation: null, ruling: "unpaid" }), after(1))?.kind).toBe("conflict");
    // ruled unpaid, then marked paid again: the new mark can be disputed; a ruling "paid" is final
    expect(disputeRefusal(paid({ ruling: "unpaid" }), after(1))).toBeNull();
    expect(disputeRefusal(paid({ confirmation: "disputed", ruling: "paid" }), after(1))).toEqual({
      kind: "conflict",
      message: CONFIRMATION_MESSAGES.alreadyRuled,
    });
    expect(disputeRefusal(paid({ status: "pending", paidAt: null, confirmation: null }), after(1))).toEqual({
      kind: "conflict",
      message: CONFIRMATION_MESSAGES.notMarkedPaid,
    });
  });

  it("the investor's buttons follow the same rules", () => {
    expect(investorActions(paid(), after(1))).toEqual({ confirm: true, dispute: true });
    expect(investorActions(paid({ confirmation: "auto_confirmed" }), after(15))).toEqual({ confirm: false, dispute: true });
    expect(investorActions(paid({ confirmation: "auto_confirmed" }), after(31))).toEqual({ confirm: false, dispute: false });
    expect(investorActions(paid({ confirmation: "confirmed" }), after(1))).toEqual({ confirm: false, dispute: false });
  });
});

describe("the inputs", () => {
  it("a reason of 10 to 1,000 characters, trimmed", () => {
    expect(disputePayoutInput.safeParse({ reason: "x".repeat(9) }).error?.issues[0]?.message).toBe(CONFIRMATION_MESSAGES.reasonTooShort);
    expect(disputePayoutInput.safeParse({ reason: `   ${"x".repeat(9)}   ` }).success).toBe(false);
    expect(disputePayoutInput.parse({ reason: ` ${"x".repeat(10)} ` }).reason).toBe("x".repeat(10));
    expect(disputePayoutInput.safeParse({ reason: "x".repeat(1000) }).success).toBe(true);
    expect(disputePayoutInput.safeParse({ reason: "x".repeat(1001) }).error?.issues[0]?.message).toBe(CONFIRMATION_MESSAGES.reasonTooLong);
    expect(disputePayoutInput.safeParse({}).error?.issues[0]?.message).toBe(CONFIRMATION_MESSAGES.reasonTooShort);
  });

  it("an answer of 1 to 1,000 characters", () => {
    expect(answerDisputeInput.safeParse({ text: "  " }).error?.issues[0]?.message).toBe(CONFIRMATION_MESSAGES.answerRequired);
    expect(answerDisputeInput.safeParse({ text: "y" }).success).toBe(true);
    expect(answerDisputeInput.safeParse({ text: "y".repeat(1001) }).error?.issues[0]?.message).toBe(CONFIRMATION_MESSAGES.answerTooLong);
  });

  it("mark-paid's body is optional, blank fields are none, and the lengths are limited", () => {
    expect(markPaidInput.parse(undefined)).toBeUndefined();
    expect(markPaidInput.parse(null)).toBeNull();
    expect(markPaidInput.parse({ method: " ", reference: " TX-1 " })).toEqual({ method: undefined, reference: "TX-1" });
    expect(markPaidInput.safeParse({ reference: "r".repeat(201) }).error?.issues[0]?.message).toBe(CONFIRMATION_MESSAGES.referenceTooLong);
    expect(markPaidInput.safeParse({ method: 5 }).success).toBe(false);
  });
});
