import { expect, test } from "@playwright/test";
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
  await expect(page.getByRole("table", { name: "Results" }).getByText("Self-reported").first()).toBeVisible();

  await signIn(page, "investor");
  const mine = (await (await page.request.get("/api/investments/my")).json()) as Array<{ campaignId: number; status: string; playerName: string }>;
  const closed = mine.find((i) => i.status === "closed" && i.playerName === "Marcus Reed");
  expect(closed, "the seed has a closed stake of the demo investor in a Marcus Reed campaign").toBeTruthy();
  await page.goto(`/invest/${closed!.campaignId}`);
  await expect(page.getByTestId("player-link")).toHaveAttribute("href", "/players/pro");
  const form = page.getByRole("heading", { name: "Leave a review" });
  await expect(form).toBeVisible();
  await page.getByLabel("Rating").selectOption("4");
  await page.getByLabel("Comment").fill("Clear updates, paid back in a week.");
  await page.getByRole("button", { name: "Submit review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "your review is on the player's page" })).toBeVisible();

  await page.goto("/players/pro");
  await expect(page.getByTestId("review-summary")).toContainText(/from \d+ backers?/);
  await expect(page.getByTestId("reviews")).toContainText("Clear updates, paid back in a week.");
  await expect(page.getByTestId("reviews")).toContainText("Ivy C.");
});
