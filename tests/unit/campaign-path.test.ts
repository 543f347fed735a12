import { describe, expect, it } from "vitest";
import { paths } from "../../src/client/lib/routes";
import { campaignPath } from "../../src/core/campaign-path";

describe("the campaign page's path", () => {
  it("is the client's route, so a notification's link opens the campaign page", () => {
    expect(campaignPath(12)).toBe("/invest/12");
    expect(campaignPath(12)).toBe(paths.invest(12));
    expect(campaignPath("demo")).toBe(paths.invest("demo"));
  });
});
