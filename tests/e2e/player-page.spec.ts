import { expect, test } from "./fixtures";
import { signIn } from "./helpers";

test("a player's page opens from a campaign card: two records apart, the results chart and the table", async ({ page }) => {
  await page.goto("/staking-main");
  const card = page.getByTestId("campaign-card").first();
  await expect(card.getByTestId("rating-basis")).toHaveText(/^(from \d+ (verified|self-reported) events?( and \d+ self-reported events?)?|no record yet)$/);
  const name = (await card.getByTestId("player-link").textContent())!.trim();
  await card.getByTestId("player-link").click();
  await expect(page).toHaveURL(/\/players\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("record-verified")).toContainText("Verified record");
  await expect(page.getByTestId("record-self-reported")).toContainText("Self-reported record");
  await expect(page.getByTestId("review-summary")).toBeVisible();
});

test("the demo player's page shows the chart; the demo investor reviews a completed campaign they backed", async ({ page }) => {
  await page.goto("/players/pro");
  await expect(page.getByRole("heading", { level: 1, name: "Marcus Reed" })).toBeVisible();
  await expect(page.getByTestId("results-chart").locator("polyline")).toBeVisible();
  // the chart carries its values: the highest and lowest totals, and the span with the total now
  expect(await page.getByTestId("results-chart-label").count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId("results-chart-summary")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}: [+-]?-?\$[\d,.]+$/);
  await expect(page.getByRole("table", { name: "Results" }).getByText("Self-reported").first()).toBeVisible();
  // a non-cash reads as such (it read "Finish 0")
  await expect(page.getByRole("table", { name: "Results" }).getByRole("cell", { name: "Did not cash" }).first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Results" }).getByRole("cell", { name: "0", exact: true })).toHaveCount(0);

  await signIn(page, "investor");
  const mine = (await (await page.request.get("/api/investments/my")).json()) as Array<{ campaignId: number; status: string; playerName: string }>;
  const closed = mine.find((i) => i.status === "closed" && i.playerName === "Marcus Reed");
  expect(closed, "the seed has a closed stake of the demo investor in a Marcus Reed campaign").toBeTruthy();
  await page.goto(`/invest/${closed!.campaignId}`);
  await expect(page.getByTestId("player-link")).toHaveAttribute("href", "/players/pro");
  const form = page.getByRole("heading", { name: "Leave a review" });
  await expect(form).toBeVisible();
  // no rating is chosen for the backer (the form preset 5 stars)
  await expect(page.getByLabel("Rating")).toHaveValue("");
  await page.getByLabel("Comment").fill("Clear updates, paid back in a week.");
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please choose a rating");
  await page.getByLabel("Rating").selectOption("4");
  await page.getByLabel("Comment").fill("Clear updates, paid back in a week.");
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "your review is on the player's page" })).toBeVisible();

  await page.goto("/players/pro");
  await expect(page.getByTestId("review-summary")).toContainText(/from \d+ backers?/);
  await expect(page.getByTestId("reviews")).toContainText("Clear updates, paid back in a week.");
  await expect(page.getByTestId("reviews")).toContainText("Ivy C.");
});
