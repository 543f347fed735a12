import { expect, request, test } from "./fixtures";
import { expectToast, inDays, signIn, signUp, TEST_PASSWORD, toastOnScreen, uniqueUsername } from "./helpers";

test("sign-up shows the password rules before typing and every field's message at once, clearing each as it is fixed", async ({ page }) => {
  await page.goto("/auth?role=investor");
  await expect(page.locator("#register-password-hint")).toHaveText("At least 6 characters. Common passwords (like password123) are refused.");
  await expect(page.getByTestId("register-username-counter")).toHaveText("0/32");

  await page.locator("#register-username").fill("ab");
  await page.locator("#register-password").fill("abc");
  await page.locator("#register-confirm").fill("abd");
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.locator("#register-username-error")).toHaveText("Username must be at least 3 characters");
  await expect(page.locator("#register-password-error")).toHaveText("Password must be at least 6 characters long.");
  await expect(page.locator("#register-confirm-error")).toHaveText("Passwords do not match.");
  await expect(page.locator("#register-username")).toHaveAttribute("aria-invalid", "true");

  // each message follows the typing: the fixed field clears, the others stay
  await page.locator("#register-username").fill(uniqueUsername());
  await expect(page.locator("#register-username-error")).toHaveCount(0);
  await expect(page.locator("#register-password-error")).toBeVisible();
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await expect(page.locator("#register-password-error")).toHaveCount(0);
  await expect(page.locator("#register-confirm-error")).toHaveText("Passwords do not match.");
  await page.locator("#register-confirm").fill(TEST_PASSWORD);
  await expect(page.locator("#register-confirm-error")).toHaveCount(0);
});

test("sign-up puts the server's common-password refusal next to the password field", async ({ page }) => {
  await page.goto("/auth?role=investor");
  await page.locator("#register-username").fill(uniqueUsername());
  await page.locator("#register-password").fill("password123");
  await page.locator("#register-confirm").fill("password123");
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.locator("#register-password-error")).toHaveText("This password is too common and easy to guess. Please choose a different one.");
  await expect(page).toHaveURL(/\/auth/);
});

test("a 51st character of a first name is kept and refused with a message, not dropped; the counters follow", async ({ page }) => {
  await signUp(page, "player");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();

  await expect(page.getByTestId("firstName-counter")).toHaveText("0/50");
  await expect(page.getByTestId("bio-counter")).toHaveText("0/500");
  const tooLong = "A".repeat(51);
  await page.getByLabel("First Name").fill(tooLong);
  await expect(page.getByLabel("First Name")).toHaveValue(tooLong);
  await expect(page.getByTestId("firstName-counter")).toHaveText("51/50");
  await page.getByLabel("Last Name").fill("B".repeat(51));
  await page.getByRole("button", { name: "Save Changes" }).click();
  // both fields' messages at once, and nothing was sent
  await expect(page.locator("#firstName-error")).toHaveText("First name must be at most 50 characters");
  await expect(page.locator("#lastName-error")).toHaveText("Last name must be at most 50 characters");
  await expect(toastOnScreen(page)).toHaveCount(0);

  await page.getByLabel("First Name").fill("A".repeat(50));
  await expect(page.locator("#firstName-error")).toHaveCount(0);
  await expect(page.getByTestId("firstName-counter")).toHaveText("50/50");
  await page.getByLabel("Last Name").fill("Okafor");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile Updated");
  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("A".repeat(50));
});

test("create campaign (modal) shows every rule's message at once, the money rules too, and each clears as it is fixed", async ({ page }) => {
  await signUp(page, "player");
  await page.getByRole("button", { name: "Create Campaign" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("modal-campaign-tournament-counter")).toHaveText("0/200");
  await expect(dialog.getByTestId("modal-campaign-description-counter")).toHaveText("0/2000");

  // a blank name and date used to hide the money rules until a later round
  await dialog.getByLabel("Buy-in Amount").fill("1000");
  await dialog.getByLabel("Target Amount").fill("600");
  await dialog.getByLabel("Minimum Stake").fill("700");
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/campaigns")) posts += 1;
  });
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.locator("#modal-campaign-tournament-error")).toHaveText("Tournament name is required");
  await expect(dialog.locator("#modal-campaign-tournamentDate-error")).toHaveText("Tournament date is required");
  await expect(dialog.locator("#modal-campaign-targetAmount-error")).toHaveText("Target amount cannot exceed $500 (50% of the buy-in)");
  await expect(dialog.locator("#modal-campaign-minStake-error")).toHaveText("Minimum stake cannot exceed the target amount");
  await expect(dialog.getByLabel("Target Amount")).toHaveAttribute("aria-invalid", "true");
  await expect(toastOnScreen(page)).toHaveCount(0);

  await dialog.getByLabel("Tournament Name").fill("Forms Classic");
  await expect(dialog.locator("#modal-campaign-tournament-error")).toHaveCount(0);
  await expect(dialog.getByTestId("modal-campaign-tournament-counter")).toHaveText("13/200");
  await expect(dialog.locator("#modal-campaign-tournamentDate-error")).toBeVisible();
  // raising the buy-in clears the target's message without touching the target
  await dialog.getByLabel("Buy-in Amount").fill("2000");
  await expect(dialog.locator("#modal-campaign-targetAmount-error")).toHaveCount(0);
  await expect(dialog.locator("#modal-campaign-minStake-error")).toHaveText("Minimum stake cannot exceed the target amount");
  await dialog.getByLabel("Minimum Stake").fill("100");
  await expect(dialog.locator("#modal-campaign-minStake-error")).toHaveCount(0);
  // an over-long description is kept as typed and refused with the contract's message
  await dialog.getByLabel("Description (optional)").fill("d".repeat(2001));
  await expect(dialog.getByTestId("modal-campaign-description-counter")).toHaveText("2001/2000");
  await expect(dialog.locator("#modal-campaign-description-error")).toHaveText("Description must be at most 2000 characters");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.locator("#modal-campaign-tournamentDate-error")).toBeVisible();
  expect(posts).toBe(0);
});

test("the full Create Campaign page says it offers 50% of winnings and shows all of its messages at once", async ({ page }) => {
  await signUp(page, "player");
  await page.goto("/create-campaign");
  await expect(page.getByTestId("offered-share")).toHaveText("Investors can buy up to 50% of your winnings in this tournament.");
  await expect(page.getByLabel("Offered Percentage")).toHaveCount(0);

  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expect(page.locator("#campaign-tournament-error")).toHaveText("Tournament name is required");
  await expect(page.locator("#campaign-tournamentDate-error")).toHaveText("Tournament date is required");
  await expect(page.locator("#campaign-buyIn-error")).toHaveText("Buy-in amount is required");
  await expect(page.locator("#campaign-targetAmount-error")).toHaveText("Target amount is required");
  await expect(page.locator("#campaign-minStake-error")).toHaveText("Minimum stake is required");
  await expect(toastOnScreen(page)).toHaveCount(0);

  // the page's fixed 50% is the ceiling its money rule uses
  await page.getByLabel("Tournament Name").fill(`Page Forms ${uniqueUsername("t")}`);
  await page.getByLabel("Tournament Date").fill(inDays(12));
  await page.getByLabel("Buy-in Amount").fill("1000");
  await page.getByLabel("Target Amount").fill("501");
  await page.getByLabel("Minimum Stake").fill("50");
  await expect(page.locator("#campaign-targetAmount-error")).toHaveText("Target amount cannot exceed $500 (50% of the buy-in)");
  await page.getByLabel("Target Amount").fill("500");
  await expect(page.locator("[role=alert][id$=-error]")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign Created");
});

test("the invest amount's message sits next to the field (the spec's toast too) and follows the typing", async ({ page, baseURL }) => {
  const api = await request.newContext({ baseURL });
  const reg = await api.post("/api/register", { data: { username: uniqueUsername("e2eplayer"), password: TEST_PASSWORD, role: "player" } });
  expect(reg.ok()).toBeTruthy();
  const tournament = `Forms Invest ${uniqueUsername("t")}`;
  const created = await api.post("/api/campaigns", {
    data: { tournament, buyIn: "2000", minStake: "100", targetAmount: "1000", tournamentDate: `${inDays(20)}T00:00:00.000Z` },
  });
  expect(created.status(), await created.text()).toBe(201);
  await api.dispose();

  await signIn(page, "investor");
  await page.goto("/browse");
  await page.getByLabel("Search campaigns").fill(tournament);
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);
  await page.getByTestId("campaign-card").filter({ hasText: tournament }).getByRole("button", { name: "Invest" }).click();
  const dialog = page.getByRole("dialog");
  const amount = dialog.getByLabel("Investment Amount ($)");
  await expect(dialog.locator("#invest-amount-error")).toHaveCount(0);
  // 50.001 would have stopped at a browser bubble (step 0.01) before the form's own check
  await amount.fill("50.001");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expectToast(page, "Invalid Amount", "Investment must be between $100 and $2,000.");
  await expect(dialog.locator("#invest-amount-error")).toHaveText("Investment must be between $100 and $2,000.");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await amount.fill("1500");
  await expect(dialog.locator("#invest-amount-error")).toHaveText("Only $1,000 remains in this campaign.");
  await amount.fill("300");
  await expect(dialog.locator("#invest-amount-error")).toHaveCount(0);
  await expect(amount).not.toHaveAttribute("aria-invalid", "true");
});
