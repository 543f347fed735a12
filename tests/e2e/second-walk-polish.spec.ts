import { expect, test } from "./fixtures";
import { buyStake, createSponsoredTournament, postCampaign, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

const shots = ".tmp/screen-shots/polish";

for (const width of [375, 1280]) {
  test(`at ${width} px the test-mode banner does not make a short page scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/no-such-page");
    await expect(page.getByRole("note", { name: "Test mode" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/not-found-${width}.png` });
  });
}

test("browse filters: drawn checkboxes, toggled by their label and by the keyboard", async ({ page }) => {
  await signUp(page, "investor");
  await page.goto("/browse");
  await page.getByRole("button", { name: "Advanced Filters" }).click();
  const open = page.getByRole("checkbox", { name: "Only campaigns still open" });
  const verified = page.getByRole("checkbox", { name: "Verified events only" });
  // the Radix checkbox (a button drawn like the form's fields), not the browser's native box
  expect(await verified.evaluate((el) => el.tagName)).toBe("BUTTON");
  await expect(verified).not.toBeChecked();
  await page.getByText("Verified events only", { exact: true }).click();
  await expect(verified).toBeChecked();
  await verified.focus();
  await page.keyboard.press("Space");
  await expect(verified).not.toBeChecked();
  await expect(open).toBeVisible();
  await page.screenshot({ path: `${shots}/browse-filters-${page.viewportSize()!.width}.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${shots}/browse-filters-375.png`, fullPage: false });
});

test("create campaign: example placeholders, and the fields a linked event sets are read-only and say so", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await signUp(page, "player");
  const event = await createSponsoredTournament(page.context().browser()!);
  const reg = await page.request.post("/api/special-tournaments/register", {
    data: { tournamentId: event.id, userRole: "player" },
    headers: { origin: baseURL! },
  });
  expect(reg.status()).toBe(201);
  await page.goto("/create-campaign");
  await expect(page.getByLabel("Buy-in Amount")).toHaveAttribute("placeholder", "e.g. 10,000");
  await expect(page.getByLabel("Target Amount")).toHaveAttribute("placeholder", "e.g. 5,000");
  await expect(page.getByLabel("Minimum Stake")).toHaveAttribute("placeholder", "e.g. 100");
  // a placeholder is drawn fainter than an entered value
  const colours = await page.getByLabel("Minimum Stake").evaluate((el) => [getComputedStyle(el, "::placeholder").color, getComputedStyle(el).color]);
  expect(colours[0]).not.toBe(colours[1]);

  await page.getByRole("radio", { name: "My sponsored tournaments" }).check();
  await page.getByRole("combobox", { name: "Sponsored Tournament" }).click();
  await page.getByRole("option", { name: new RegExp(`^${event.name}`) }).click();
  for (const label of ["Buy-in Amount", "Tournament Date"]) {
    const field = page.getByLabel(label);
    await expect(field).toHaveAttribute("readonly", "");
    await expect(field).toHaveAccessibleDescription(/Set by the event/);
    await expect(field).toHaveClass(/text-muted-foreground/);
  }
  await page.screenshot({ path: `${shots}/create-linked-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${shots}/create-linked-1280.png`, fullPage: true });
});

test("change password: a wrong current password is said under the field, not again in a toast; toasts sit at the top on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, "investor");
  await page.goto("/profile?tab=security");
  await page.getByLabel("Current Password").fill("not-my-password-1");
  await page.getByLabel("New Password", { exact: true }).fill(`${TEST_PASSWORD}-new`);
  await page.getByLabel("Confirm New Password").fill(`${TEST_PASSWORD}-new`);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.locator("#currentPassword-error")).toHaveText("Current password is incorrect");
  await expect(page.getByLabel("Current Password")).toHaveAttribute("aria-invalid", "true");
  // the spec's toast title, without saying the field's message again
  const toast = page.getByTestId("toast").first();
  await expect(toast).toHaveText("Password Update Failed");
  await expect(page.getByText("Current password is incorrect")).toHaveCount(1);
  // on a phone the toast sits at the top, clear of the form's button
  const button = (await page.getByRole("button", { name: "Update Password" }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y + box.height <= button.y || box.y >= button.y + button.height).toBe(true);
  expect(box.y).toBeLessThan(200);
  await page.screenshot({ path: `${shots}/password-inline-375.png` });
});

test("full screen on a phone shows a long event title in full, wrapped, with nothing wider than the screen", async ({ page, browser }) => {
  const name = `The Very Long Annual Charity Deepstack Championship Main Event ${uniqueUsername("t")}`;
  const event = await createSponsoredTournament(browser, { name });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/tournament/${event.id}/view`);
  await expect(page.getByTestId("countdown")).toBeVisible();
  await page.getByRole("button", { name: "Full Screen", exact: true }).click();
  const title = page.getByTestId("full-screen-display").getByRole("heading", { level: 1 });
  await expect(title).toHaveText(name);
  const fits = await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth);
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${shots}/full-screen-title-375.png` });
});

test("a player's campaign row labels its funding percentage", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = uniqueUsername("pl");
  expect((await page.request.post("/api/register", { data: { username: player, password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  const tournament = `Polish Row ${uniqueUsername("t")}`;
  await postCampaign(page.request, { tournament });
  await page.goto("/portfolio");
  const row = page.getByTestId("campaign-row").filter({ hasText: tournament });
  await expect(row).toContainText("0% funded");
  await page.screenshot({ path: `${shots}/portfolio-1280.png` });
});

test("an investor's dashboard labels each active stake's amount", async ({ browser }) => {
  const player = await (await browser.newContext()).newPage();
  const investor = await (await browser.newContext()).newPage();
  await investor.setViewportSize({ width: 375, height: 900 });
  expect((await player.request.post("/api/register", { data: { username: uniqueUsername("pl"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  const investorName = uniqueUsername("inv");
  expect((await investor.request.post("/api/register", { data: { username: investorName, password: TEST_PASSWORD, role: "investor" } })).ok()).toBe(true);
  const campaign = await postCampaign(player.request, { tournament: `Polish Stake ${uniqueUsername("t")}` });
  await buyStake(investor.request, campaign.id, "200.00");
  await investor.goto("/dashboard");
  await expect(investor.getByText("$200 staked")).toBeVisible();
  await expect(investor.getByText("10.0% of winnings")).toBeVisible();
  await investor.screenshot({ path: `${shots}/investor-dashboard-375.png`, fullPage: true });
});
