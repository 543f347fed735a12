import type { Campaign } from "@core/contracts/campaigns";
import { progressPercent } from "@core/format";
import { describe, expect, it } from "vitest";
import {
  fundingPercent,
  isOpenForInvestment,
  isStakingClosedByStart,
  remainingAmount,
  STAKING_CLOSED_LABEL,
} from "../../src/client/features/campaigns/components/campaign-display";
import { formatPercent, toneOf } from "../../src/client/features/payouts/components/format";

// The figures investors read on cards, the campaign page and the performance tiles. A wrong one here is a wrong
// number on screen with no server test to notice (decision 150: an ROI without its decimal, a bar rounded down).

describe("progressPercent: funding as a whole percent, half up, capped at 100", () => {
  it.each([
    ["0.00", "5000.00", 0],
    ["2500.00", "5000.00", 50],
    ["5000.00", "5000.00", 100],
    ["1049.95", "5000.00", 21], // 20.999%
    ["1024.99", "5000.00", 20], // 20.4998%: just under the half
    ["1025.00", "5000.00", 21], // 20.5%: the half goes up
    ["57.00", "200.00", 29], // exactly 28.5%, which 57 / 200 * 100 in floating point makes 28.4999...
    ["285.00", "1000.00", 29], // 28.5% again
    ["1.15", "2.00", 58], // 57.5%
    ["0.01", "10000.00", 0], // a cent of $10,000: 0.0001%
    ["0.50", "100.00", 1], // 0.5%
    ["4949.99", "5000.00", 99], // 98.9998%
    ["4975.00", "5000.00", 100], // 99.5% shows as 100 (rounded like any other figure)
  ])("%s of %s shows %s percent", (current, target, percent) => {
    expect(progressPercent(current, target)).toBe(percent);
  });

  it("takes numbers as well as decimal strings", () => {
    expect(progressPercent(57, 200)).toBe(29);
    expect(progressPercent(1049.95, 5000)).toBe(21);
  });

  it("never goes past 100, nor below 0; nothing to raise or nothing readable is 0", () => {
    expect(progressPercent("7500.00", "5000.00")).toBe(100);
    expect(progressPercent("-10.00", "5000.00")).toBe(0);
    expect(progressPercent("100.00", "0.00")).toBe(0);
    expect(progressPercent("100.00", "-5.00")).toBe(0);
    expect(progressPercent("abc", "5000.00")).toBe(0);
    expect(progressPercent("100.00", "")).toBe(0);
  });
});

const campaign = (fields: Partial<Campaign>): Campaign =>
  ({ status: "active", targetAmount: "5000.00", currentAmount: "0.00", eventStarted: false, ...fields }) as Campaign;

describe("campaign-display", () => {
  it("remainingAmount is target minus raised to the cent, never below zero", () => {
    expect(remainingAmount(campaign({ currentAmount: "0.00" }))).toBe("5000.00");
    expect(remainingAmount(campaign({ currentAmount: "1049.95" }))).toBe("3950.05");
    expect(remainingAmount(campaign({ targetAmount: "0.30", currentAmount: "0.10" }))).toBe("0.20"); // not 0.19999...
    expect(remainingAmount(campaign({ currentAmount: "4999.99" }))).toBe("0.01");
    expect(remainingAmount(campaign({ currentAmount: "5000.00" }))).toBe("0.00");
    expect(remainingAmount(campaign({ currentAmount: "5000.01" }))).toBe("0.00");
  });

  it("fundingPercent is progressPercent of the campaign's raised and target", () => {
    expect(fundingPercent(campaign({ currentAmount: "57.00", targetAmount: "200.00" }))).toBe(29);
    expect(fundingPercent(campaign({ currentAmount: "1024.99" }))).toBe(20);
    expect(fundingPercent(campaign({ currentAmount: "5000.00" }))).toBe(100);
    expect(fundingPercent(campaign({ currentAmount: "0.00" }))).toBe(0);
  });

  it("isOpenForInvestment: active, a cent or more left, and its event not begun", () => {
    expect(isOpenForInvestment(campaign({}))).toBe(true);
    expect(isOpenForInvestment(campaign({ currentAmount: "4999.99" }))).toBe(true);
    expect(isOpenForInvestment(campaign({ currentAmount: "5000.00" }))).toBe(false);
    expect(isOpenForInvestment(campaign({ eventStarted: true }))).toBe(false);
    for (const status of ["funded", "completed", "cancelled"] as const) expect(isOpenForInvestment(campaign({ status }))).toBe(false);
  });

  it("isStakingClosedByStart: a listed campaign (active or funded) whose event has begun", () => {
    expect(isStakingClosedByStart(campaign({ eventStarted: true }))).toBe(true);
    expect(isStakingClosedByStart(campaign({ status: "funded", eventStarted: true }))).toBe(true);
    expect(isStakingClosedByStart(campaign({ eventStarted: false }))).toBe(false);
    for (const status of ["completed", "cancelled"] as const) expect(isStakingClosedByStart(campaign({ status, eventStarted: true }))).toBe(false);
    expect(STAKING_CLOSED_LABEL).toBe("Staking closed: play has begun");
  });
});

describe("formatPercent and toneOf (performance and ROI tiles)", () => {
  it.each([
    [12.5, "+12.5%"],
    [12, "+12%"],
    [0.1, "+0.1%"],
    [100, "+100%"],
    [0, "0%"],
    [-0, "0%"],
    [-3, "-3%"],
    [-3.2, "-3.2%"],
    [-100, "-100%"],
    [1234.5, "+1234.5%"],
  ])("signed %d shows %s", (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it("keeps the one decimal the server sends, and no more", () => {
    expect(formatPercent(33.3)).toBe("+33.3%");
    expect(formatPercent(-66.7)).toBe("-66.7%");
    expect(formatPercent(2 / 3)).toBe("+0.7%");
  });

  it("unsigned (the cash rate) has no plus sign", () => {
    expect(formatPercent(62.5, false)).toBe("62.5%");
    expect(formatPercent(100, false)).toBe("100%");
    expect(formatPercent(0, false)).toBe("0%");
  });

  it("nothing to measure is an em dash", () => {
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(undefined)).toBe("—");
    expect(formatPercent(null, false)).toBe("—");
  });

  it("toneOf: up above zero, down below, none at zero or without a figure", () => {
    expect(toneOf(0.1)).toBe("up");
    expect(toneOf(-0.1)).toBe("down");
    expect(toneOf(0)).toBeUndefined();
    expect(toneOf(-0)).toBeUndefined();
    expect(toneOf(null)).toBeUndefined();
    expect(toneOf(undefined)).toBeUndefined();
  });
});
