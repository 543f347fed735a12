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

/** Whether investors can still buy a stake: active, something left to raise, and a linked event not yet begun. */
export function isOpenForInvestment(c: Pick<Campaign, "status" | "targetAmount" | "currentAmount" | "eventStarted">): boolean {
  return c.status === "active" && !c.eventStarted && (toCents(remainingAmount(c)) ?? 0) > 0;
}

/** A linked campaign still listed whose tournament is in play: sold out by the clock, not by its backers. */
export function isStakingClosedByStart(c: Pick<Campaign, "status" | "eventStarted">): boolean {
  return c.eventStarted && (c.status === "active" || c.status === "funded");
}

export const STAKING_CLOSED_LABEL = "Staking closed: play has begun";
