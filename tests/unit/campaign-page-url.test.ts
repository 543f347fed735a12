import { describe, expect, it } from "vitest";
import { campaignPageUrl } from "@core/contracts/campaign-paging";
import { PAGE_DOCUMENTS } from "@core/page-documents";

describe("campaignPageUrl", () => {
  it("is the browse list's URL, values in the order given and empty ones left out", () => {
    expect(campaignPageUrl({ sort: "newest" }, 0)).toBe("/api/campaigns?sort=newest&offset=0&limit=20");
    expect(campaignPageUrl({ search: "a b", sort: "buyin", minBuyIn: "", open: "true" }, 40)).toBe(
      "/api/campaigns?search=a+b&sort=buyin&open=true&offset=40&limit=20",
    );
  });

  it("is what the signed-in Browse document starts beside its scripts, so the page's first read takes that answer", () => {
    const browse = PAGE_DOCUMENTS.find((d) => d.name === "browse");
    expect(browse?.memberFetches).toContain(campaignPageUrl({ sort: "newest" }, 0));
  });
});
