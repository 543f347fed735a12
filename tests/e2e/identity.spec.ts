import { expect, test, type Page } from "./fixtures";
import { expectToast, inDays, signUp, uniqueUsername } from "./helpers";

/** The Create Campaign page's fields for a $2,500 raise (50% of a $5,000 buy-in). */
async function fillTwentyFiveHundred(page: Page, tournament: string) {
  await page.goto("/create-campaign");
  await page.getByLabel("Tournament Name").fill(tournament);
  await page.getByLabel("Tournament Date").fill(inDays(9));
  await page.getByLabel("Buy-in Amount").fill("5000");
  await page.getByLabel("Target Amount").fill("2500");
  await page.getByLabel("Minimum Stake").fill("100");
}

test("a new player raising $2,500 is told to verify, verifies in the sandbox, creates the campaign and shows ID verified", async ({ page }) => {
  const username = await signUp(page, "player");
  const tournament = `Verified Raise ${uniqueUsername("t")}`;

  // the step shows before anything is sent, and Create Campaign sends nothing while it does
  await fillTwentyFiveHundred(page, tournament);
  const step = page.getByTestId("identity-step");
  await expect(step).toContainText("Verify your identity before raising more than $2,000");
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/campaigns") && r.method() === "POST") posted = true;
  });
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(step).toBeVisible();
  expect(posted).toBe(false);
  // $2,000 is still allowed without it
  await page.getByLabel("Target Amount").fill("2000");
  await expect(step).toHaveCount(0);
  await page.getByLabel("Target Amount").fill("2500");

  // Profile Settings → Identity: the sandbox's step stands in for Stripe's hosted flow
  await step.getByRole("link", { name: "Verify identity" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=identity$/);
  const card = page.getByTestId("identity-card");
  await expect(card.getByTestId("identity-status")).toHaveText("Unverified");
  await card.getByRole("button", { name: "Verify identity" }).click();
  await expect(card.getByTestId("identity-status")).toHaveText("Pending");
  const sandbox = card.getByTestId("sandbox-identity-step");
  await expect(sandbox.getByRole("button", { name: "Requires input" })).toBeVisible();
  await sandbox.getByRole("button", { name: "Verified" }).click();
  await expect(card.getByTestId("identity-status")).toHaveText("Verified");
  await expect(card.getByRole("button", { name: "Verify identity" })).toHaveCount(0);

  // the same $2,500 campaign now goes through
  await fillTwentyFiveHundred(page, tournament);
  await expect(page.getByTestId("identity-step")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign Created");

  // the player page says ID verified, never the name behind it
  await page.goto(`/players/${username}`);
  await expect(page.getByTestId("player-id-verified")).toHaveText("ID verified");
});

test("the sandbox's Requires input outcome asks for more, and the player can start again", async ({ page }) => {
  await signUp(page, "player");
  await page.goto("/profile?tab=identity");
  const card = page.getByTestId("identity-card");
  await card.getByRole("button", { name: "Verify identity" }).click();
  await card.getByTestId("sandbox-identity-step").getByRole("button", { name: "Requires input" }).click();
  await expect(card.getByTestId("identity-status")).toHaveText("Needs more information");
  await expect(card.getByRole("button", { name: "Verify identity" })).toBeVisible();
});

test("investors have no Identity tab", async ({ page }) => {
  await signUp(page, "investor");
  await page.goto("/profile?tab=identity");
  await expect(page.getByRole("tab", { name: "Personal Info" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Identity" })).toHaveCount(0);
  await expect(page.getByTestId("identity-card")).toHaveCount(0);
});
