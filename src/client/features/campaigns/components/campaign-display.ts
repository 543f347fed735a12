import type { Campaign } from "@core/contracts/campaigns";
import { centsToDecimal, toCents } from "@core/money";
import { progressPercent } from "@core/format";

/** Still to raise: target - raised, never below zero, as a decimal string. */
export function remainingAmount(c: Pick<Campaign, "targetAmount" | "currentAmount">): string {
  return centsToDecimal(Math.max(0, (toCents(c.targetAmount) ?? 0) - (toCents(c.currentAmount) ?? 0)));
}

export function fundingPercent(c: Pick<Campaign, "targetAmount" | "currentAmount">): number {
  return progressPercent(c.currentAmount, c.targetAmount);
}

/** Whether investors can still buy a stake: active and something left to raise. */
export function isOpenForInvestment(c: Pick<Campaign, "status" | "targetAmount" | "currentAmount">): boolean {
  return c.status === "active" && (toCents(remainingAmount(c)) ?? 0) > 0;
}
