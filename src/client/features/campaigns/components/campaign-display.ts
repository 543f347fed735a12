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

/** The sale window has ended (decision 233): the job closed it, or its deadline has passed and the close is on its way. */
export function isSaleEnded(c: Partial<Pick<Campaign, "saleEndsAt" | "saleClosedAt">>, now = Date.now()): boolean {
  return !!c.saleClosedAt || (!!c.saleEndsAt && new Date(c.saleEndsAt).getTime() <= now);
}

/** Whether investors can still buy a stake: active, something left to raise, a linked event not yet begun, the sale not ended. */
export function isOpenForInvestment(
  c: Pick<Campaign, "status" | "targetAmount" | "currentAmount" | "eventStarted"> & Partial<Pick<Campaign, "saleEndsAt" | "saleClosedAt">>,
  now = Date.now(),
): boolean {
  return c.status === "active" && !c.eventStarted && (toCents(remainingAmount(c)) ?? 0) > 0 && !isSaleEnded(c, now);
}

export const SALE_CLOSED_LABEL = "Sale Closed";

/** A linked campaign still listed whose tournament is in play: sold out by the clock, not by its backers. */
export function isStakingClosedByStart(c: Pick<Campaign, "status" | "eventStarted">): boolean {
  return c.eventStarted && (c.status === "active" || c.status === "funded");
}

export const STAKING_CLOSED_LABEL = "Staking closed: play has begun";
