import type { Campaign } from "@core/contracts/campaigns";
import type { MyInvestment } from "@core/contracts/payouts";
import { describe, expect, it } from "vitest";
import { splitCampaigns, splitInvestments } from "../../src/client/features/payouts/portfolio-lists";

const campaign = (id: number, status: Campaign["status"], completedAt: string | null, updatedAt = "2026-01-01T00:00:00Z") =>
  ({ id, status, completedAt, updatedAt }) as Campaign;
const investment = (id: number, status: MyInvestment["status"], completedAt: string | null, closedAt: string | null = null) =>
  ({ id, status, completedAt, closedAt, createdAt: "2025-12-01T00:00:00Z" }) as MyInvestment;

describe("portfolio lists", () => {
  it("players: active and funded are active; completed and cancelled are closed, newest completion first", () => {
    const { active, closed } = splitCampaigns([
      campaign(1, "completed", "2026-02-01T00:00:00Z"),
      campaign(2, "active", null),
      campaign(3, "cancelled", null, "2026-03-01T00:00:00Z"),
      campaign(4, "funded", null),
      campaign(5, "completed", "2026-04-01T00:00:00Z"),
    ]);
    expect(active.map((c) => c.id)).toEqual([2, 4]);
    expect(closed.map((c) => c.id)).toEqual([5, 3, 1]);
  });

  it("investors: open stakes are active; closed, paid and refunded ones are closed, newest first", () => {
    const { active, closed } = splitInvestments([
      investment(1, "closed", "2026-01-05T00:00:00Z"),
      investment(2, "active", null),
      investment(3, "completed", "2026-03-05T00:00:00Z"),
      investment(4, "refunded", null, "2026-02-05T00:00:00Z"),
    ]);
    expect(active.map((i) => i.id)).toEqual([2]);
    expect(closed.map((i) => i.id)).toEqual([3, 4, 1]);
  });
});
