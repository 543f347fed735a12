import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  checkFilters,
  FROM_AFTER_TO_MESSAGE,
  MIN_ABOVE_MAX_MESSAGE,
  NO_FILTERS,
  NOT_AN_AMOUNT_MESSAGE,
} from "@client/features/campaigns/pages/browse-filter-rules";

const f = (patch: Partial<typeof NO_FILTERS>) => ({ ...NO_FILTERS, ...patch });

describe("Browse's filters (decision 143)", () => {
  it("sends amounts as plain decimals and says nothing when they are fine", () => {
    expect(checkFilters(f({ minBuyIn: "$1,000", maxBuyIn: " 2500.50 " }))).toEqual({
      params: { minBuyIn: "1000", maxBuyIn: "2500.50", dateFrom: undefined, dateTo: undefined, open: undefined, verified: undefined },
      errors: {},
    });
    expect(checkFilters(f({ minBuyIn: "500", maxBuyIn: "500" })).errors).toEqual({});
  });

  it("refuses text in an amount field next to that field, and leaves it out of the query", () => {
    const { params, errors } = checkFilters(f({ minBuyIn: "abc", maxBuyIn: "3000" }));
    expect(errors).toEqual({ minBuyIn: NOT_AN_AMOUNT_MESSAGE });
    expect(params.minBuyIn).toBeUndefined();
    expect(params.maxBuyIn).toBe("3000");
    expect(checkFilters(f({ maxBuyIn: "-5" })).errors).toEqual({ maxBuyIn: NOT_AN_AMOUNT_MESSAGE });
  });

  it("a minimum above the maximum is explained instead of asking for an empty list", () => {
    const { params, errors } = checkFilters(f({ minBuyIn: "5000", maxBuyIn: "1,000" }));
    expect(errors).toEqual({ buyInRange: MIN_ABOVE_MAX_MESSAGE });
    expect(MIN_ABOVE_MAX_MESSAGE).toBe("Minimum buy-in is above the maximum.");
    expect(params.minBuyIn).toBeUndefined();
    expect(params.maxBuyIn).toBeUndefined();
  });

  it("a From date after the To date is explained too", () => {
    const { params, errors } = checkFilters(f({ dateFrom: "2030-05-02", dateTo: "2030-05-01", openOnly: true }));
    expect(errors).toEqual({ dateRange: FROM_AFTER_TO_MESSAGE });
    expect(params).toMatchObject({ dateFrom: undefined, dateTo: undefined, open: "true" });
  });

  it("counts every filter the user set, refused ones too (Clear filters clears them)", () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(f({ minBuyIn: "abc", verifiedOnly: true }))).toBe(2);
  });
});
