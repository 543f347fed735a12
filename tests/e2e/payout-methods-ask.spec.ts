import { expect, test, type APIRequestContext, type Browser } from "./fixtures";
import { mailedMatch, TEST_PASSWORD, uniqueUsername, verifyIdentity, postCampaign } from "./helpers";

// decision 145: paying investors is never a dead end.
const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };
const today = () => new Date().toISOString().slice(0, 10);

function verifyTokenFor(address: string): string | null {
  const m = mailedMatch(address, /\/auth\/verify\?token=([A-Za-z0-9_-]+)/);
  return m ? m[1]! : null;
}

/** Uses the verification link mailed to `address`. */
async function confirmAddress(request: APIRequestContext, address: string): Promise<void> {
  await expect.poll(() => verifyTokenFor(address), { timeout: 20_000 }).not.toBeNull();
  const res = await request.post("/api/email-verification/confirm", { data: { token: verifyTokenFor(address) } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A player's campaign, closed with a win after one investor (no payout method, a confirmed e-mail) backed it. */
async function owedInvestor(browser: Browser) {
  const player = await browser.newContext();
  expect((await player.request.post("/api/register", { data: { username: uniqueUsername("payer"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(
    true,
  );
  await verifyIdentity(player.request);
  const campaign = await postCampaign(player.request, {
    tournament: `Ask ${uniqueUsername("t")}`,
    buyIn: "10000",
    minStake: "100",
    targetAmount: "5000",
    tournamentDate: today(),
    description: "Who gets asked",
  });

  const investor = await browser.newContext();
  const username = uniqueUsername("owed");
  const email = `${username}@example.com`.toLowerCase();
  const registered = await investor.request.post("/api/register", { data: { username, password: TEST_PASSWORD, role: "investor", email } });
  expect(registered.status()).toBe(201);
  expect((await investor.request.patch("/api/profile", { data: { firstName: "Owen", lastName: username } })).ok()).toBe(true);
  const intent = await investor.request.post("/api/create-payment-intent", { data: { campaignId: campaign.id, amount: "1000.00" } });
  expect(intent.ok()).toBe(true);
  const { clientSecret, paymentIntentId } = await intent.json();
  expect((await investor.request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card } })).ok()).toBe(true);
  expect((await investor.request.post("/api/investments", { data: { campaignId: campaign.id, amount: "1000.00", paymentIntentId } })).ok()).toBe(true);
  return { player, investor, campaign, username, email };
}

test("sign-up offers an optional e-mail: a bad one is named at the field, a good one gets its verification link", async ({ page }) => {
  const username = uniqueUsername("mail");
  const email = `${username}@example.com`.toLowerCase();
  await page.goto("/auth?role=investor");
  const field = page.getByLabel("E-mail (optional)");
  await expect(field).toBeVisible();
  await expect(page.getByText("Needed to reset your password and to hear about payouts.")).toBeVisible();

  await page.locator("#register-username").fill(username);
  await field.fill("not-an-address");
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await page.locator("#register-confirm").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.locator("#register-email-error")).toHaveText("Email must be a valid e-mail address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/auth/);

  await field.fill(email);
  await expect(page.locator("#register-email-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(((await (await page.request.get("/api/auth/user")).json()) as { email: string | null }).email).toBe(email);
  await expect.poll(() => verifyTokenFor(email), { timeout: 20_000 }).not.toBeNull();
  // an account with an address is not reminded to add one
  await expect(page.getByRole("status", { name: "Add an e-mail address" })).toHaveCount(0);
});

test("an account without an e-mail is reminded once on the dashboard, until it dismisses the reminder", async ({ page }) => {
  const username = uniqueUsername("nomail");
  await page.goto("/auth?role=player");
  await page.locator("#register-username").fill(username);
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await page.locator("#register-confirm").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();

  const reminder = page.getByRole("status", { name: "Add an e-mail address" });
  await expect(reminder).toContainText("Your account has no e-mail address. Add one to be able to reset your password and to hear about payouts.");
  await expect(reminder.getByRole("link", { name: "Add E-mail" })).toHaveAttribute("href", "/profile");
  await reminder.getByRole("button", { name: "Dismiss" }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status", { name: "Add an e-mail address" })).toHaveCount(0);
});

test("an investor owed a payout without a payout method is asked on the dashboard and in the bell; the player sees their confirmed e-mail", async ({
  browser,
}) => {
  const { player, investor, campaign, username, email } = await owedInvestor(browser);
  const playerPage = await player.newPage();
  // before the investor confirms the address, the player is shown no address to write to
  expect(
    (
      await player.request.post("/api/campaigns/close", { data: { campaignId: campaign.id, finalPosition: 1, totalWinnings: "20000", closingDate: today() } })
    ).status(),
  ).toBe(200);
  await playerPage.goto("/pay-investors");
  const row = playerPage.getByTestId("payout-row").filter({ hasText: username });
  await expect(row).toContainText("No payment details on file. Contact the investor.");
  await expect(row).not.toContainText(email);

  await confirmAddress(investor.request, email);
  await playerPage.reload();
  await expect(row).toContainText(`No payment details on file. Contact the investor at ${email}.`);
  await expect(row.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

  const page = await investor.newPage();
  await page.goto("/");
  const prompt = page.getByRole("status", { name: "Add payment details" });
  await expect(prompt).toContainText("You are owed $2,000.00 in payouts, but you have not added payment details.");
  await expect(prompt.getByRole("link", { name: "Add Payment Details" })).toHaveAttribute("href", "/profile?tab=payment");
  // the link opens Profile on its Payment Details tab
  await prompt.getByRole("link", { name: "Add Payment Details" }).click();
  await expect(page.getByRole("tab", { name: "Payment Details" })).toHaveAttribute("aria-selected", "true");
  await page.goto("/");

  await page.getByTestId("notification-bell").click();
  const ask = page.getByTestId("notification-item").filter({ hasText: "Add a payout method" });
  await expect(ask).toContainText(`owes you a payout from ${campaign.tournament}, but you have not saved a payout method.`);
  await page.keyboard.press("Escape");

  // a payout method saved: no more prompt
  expect((await page.request.patch("/api/profile", { data: { paypalEmail: "owen.pays@example.com" } })).ok()).toBe(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status", { name: "Add payment details" })).toHaveCount(0);
  await player.close();
  await investor.close();
});

test("forgot password says where the link goes and what to do without an address, before and after asking", async ({ page }) => {
  const where =
    "The link goes only to an e-mail address saved on the account. An account without one gets no link: if you can still sign in, add an address in Profile Settings; if you cannot, contact support.";
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByText(where)).toBeVisible();
  await page.locator("#forgot-login").fill(uniqueUsername("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("we have sent a link to reset the password")).toBeVisible();
  await expect(page.getByText(where)).toBeVisible();
});
