import { expect, type Page, request, test } from "./fixtures";
import { continueToPayment, fillCardForm } from "./invest-dialog";
import { expectToast, mailedMatch, postTournament, signUp, TEST_PASSWORD, toastOnScreen, uniqueUsername, postCampaign, daysFromNow } from "./helpers";

// decision 143: wording and small traps found on the second walk through the app

const SHOTS = process.env.SHOTS_DIR;
/** Screenshots for a person to look at (SHOTS_DIR=...): one at 375 px and one at 1280 px. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  if (size) await page.setViewportSize(size);
}

/** A player's campaign through the API (a context of its own), so each test sees its own card. */
async function createCampaign(baseURL: string, tag: string, buyIn = "2000"): Promise<{ id: number; tournament: string }> {
  const api = await request.newContext({ baseURL });
  expect((await api.post("/api/register", { data: { username: uniqueUsername("p"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  const tournament = `${tag} ${uniqueUsername("t")}`;
  const { id } = await postCampaign(api, { tournament, buyIn, minStake: "100", tournamentDate: daysFromNow(20) });
  await api.dispose();
  return { id, tournament };
}

test("switching role from the avatar menu asks first, says what changes, and returns focus when cancelled", async ({ page }) => {
  await signUp(page, "investor");
  await page.goto("/browse");
  await expect(page.getByRole("heading", { name: "Browse Campaigns" })).toBeVisible();
  const menuButton = page.getByRole("button", { name: "User menu" });

  await menuButton.click();
  await page.getByRole("menuitem", { name: "Sponsor" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Switch to Sponsor?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("You will go to the sponsor dashboard.");
  await expect(dialog).toContainText("Your menu: Dashboard, My Tournaments, Create Tournament.");
  await expect(dialog).toContainText("Your stakes and payouts stay yours. To invest again, switch back to Investor.");
  await expect(dialog).toContainText("your campaigns, stakes, payouts and tournament registrations are kept");
  await shoot(page, "role-switch-dialog");

  // Cancel: nothing changed, and the keyboard is back on the menu's button
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(((await (await page.request.get("/api/auth/user")).json()) as { role: string }).role).toBe("investor");

  // Esc too
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Sponsor" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  // confirmed: the sponsor's dashboard, without Browse's "Access Denied" on the way out
  await menuButton.click();
  await page.getByRole("menuitem", { name: "Sponsor" }).click();
  await dialog.getByRole("button", { name: "Switch to Sponsor" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Your Tournaments" })).toBeVisible();
  await expectToast(page, "Role Updated", "Your role has been updated successfully.");
  await expect(toastOnScreen(page)).not.toContainText("Access Denied");
  // the page stays usable (no pointer-events left off by the menu and the dialog)
  await page.getByRole("link", { name: "Create Tournament" }).first().click();
  await expect(page).toHaveURL(/\/create-tournament$/);
});

test("Browse's filters explain a minimum above the maximum and refuse text next to the field; the empty state says Clear filters", async ({
  page,
  baseURL,
}) => {
  const tag = `Traps ${uniqueUsername("b")}`;
  await createCampaign(baseURL!, tag, "2500");
  await signUp(page, "investor");
  await page.goto("/browse");
  const cards = page.getByTestId("campaign-card");
  await expect(cards.first()).toBeVisible();
  await page.getByRole("button", { name: "Advanced Filters" }).click();

  const min = page.getByLabel("Min Buy-in ($)");
  const max = page.getByLabel("Max Buy-in ($)");
  await min.fill("5000");
  await max.fill("1000");
  const range = page.getByText("Minimum buy-in is above the maximum.");
  await expect(range).toBeVisible();
  await expect(min).toHaveAttribute("aria-invalid", "true");
  await expect(max).toHaveAttribute("aria-invalid", "true");
  await expect(max).toHaveAttribute("aria-describedby", /filter-buyin-range-error/);
  // the impossible range is not asked for: the list is not emptied by it
  await expect(page.getByText("No campaigns found")).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  await shoot(page, "browse-range-error");

  // fixed: the message goes at once
  await min.fill("500");
  await expect(range).toBeHidden();

  // text in a number field is refused next to it, not ignored
  await max.fill("lots");
  const notAmount = page.getByText("Enter an amount in dollars, like 500.");
  await expect(notAmount).toBeVisible();
  await expect(max).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "browse-text-error");
  await max.fill("");
  await expect(notAmount).toBeHidden();

  // filters that match nothing: the empty state's button clears the filters (and says so); the search stays
  await page.getByRole("searchbox", { name: "Search campaigns" }).fill(tag);
  await min.fill("999999");
  await expect(page.getByText("No campaigns found")).toBeVisible();
  await expect(page.getByText("No campaign matches your search and filters.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear Search" })).toHaveCount(0);
  await shoot(page, "browse-empty-filters");
  await page.getByRole("button", { name: "Clear filters" }).last().click();
  await expect(min).toHaveValue("");
  await expect(page.getByRole("searchbox", { name: "Search campaigns" })).toHaveValue(tag);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(tag);

  // a search alone that finds nothing still offers Clear Search
  await page.getByRole("searchbox", { name: "Search campaigns" }).fill(`${tag} nothing like this`);
  await expect(page.getByText("No campaign matches your search. Try other words.")).toBeVisible();
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(page.getByRole("searchbox", { name: "Search campaigns" })).toHaveValue("");
});

test("a used verification link opened again says the address is already verified", async ({ page }) => {
  const username = await signUp(page, "investor");
  const email = `${username}@example.com`.toLowerCase();
  expect((await page.request.patch("/api/profile", { data: { email } })).ok()).toBe(true);
  const tokenOf = () => mailedMatch(email, /\/auth\/verify\?token=([A-Za-z0-9_-]+)/)?.[1] ?? null;
  await expect.poll(tokenOf, { timeout: 20_000 }).not.toBeNull();

  await page.goto(`/auth/verify?token=${tokenOf()}`);
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is verified." })).toBeVisible();
  await page.goto(`/auth/verify?token=${tokenOf()}`);
  const already = page.getByRole("status").filter({ hasText: "This e-mail address is already verified." });
  await expect(already).toBeVisible();
  // said as a fact, not as an error
  await expect(already).not.toHaveClass(/text-destructive/);
  await expect(page.getByText("This verification link is invalid or has expired.")).toHaveCount(0);
  await expect(page).toHaveTitle("E-mail Verification · StakeLine");
  await shoot(page, "verify-already");
});

test("focus returns to the Invest button when the invest dialog closes: Esc, Cancel, and after paying", async ({ page, baseURL }) => {
  const { tournament } = await createCampaign(baseURL!, "Focus");
  await signUp(page, "investor");
  await page.goto("/browse");
  await page.getByRole("searchbox", { name: "Search campaigns" }).fill(tournament);
  await expect(page.getByTestId("campaign-card")).toHaveCount(1);
  const invest = page.getByTestId("campaign-card").getByRole("button", { name: "Invest" });
  const dialog = page.getByRole("dialog");

  await invest.click();
  await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(invest).toBeFocused();

  await invest.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(invest).toBeFocused();

  // paid: $100 of $1,000 leaves the campaign open, so its button is still there to take focus back
  await invest.click();
  await continueToPayment(dialog, "100");
  await fillCardForm(page, "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Investment Successful");
  await expect(invest).toBeFocused();
});

test("each route has its own document title, the public pages and the dashboard too", async ({ page }) => {
  for (const [path, title] of [
    ["/", "StakeLine · Elite Poker Investments"],
    ["/staking-main", "Poker Staking · StakeLine"],
    ["/tournaments-main", "Poker Tournaments · StakeLine"],
    ["/auth", "Sign In · StakeLine"],
    ["/tournament/demo/view", "Tournament View · StakeLine"],
    ["/no-such-page", "Page Not Found · StakeLine"],
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  await signUp(page, "investor");
  await expect(page).toHaveTitle("Dashboard · StakeLine");
  // client-side navigation changes it too
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Browse Campaigns" }).click();
  await expect(page).toHaveTitle("Browse Campaigns · StakeLine");
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "My Portfolio" }).click();
  await expect(page).toHaveTitle("My Portfolio · StakeLine");
  await page.goto("/profile");
  await expect(page).toHaveTitle("Profile Settings · StakeLine");
});

test("the sponsor's dashboard shows who registered, the start and the result; the bell rings on each registration", async ({ page, browser }) => {
  await signUp(page, "sponsor");
  const name = `Activity Cup ${uniqueUsername("a")}`;
  const id = await postTournament(page.request, {
    name,
    date: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    location: "Reno, NV",
    buyIn: "100",
    prizeStructure: "Winner takes all",
    blindStructure: "15-minute levels",
    startingChips: 10000,
    maxSeats: 10,
  });
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("aria-label", "Notifications");

  // two players register, each in a browser of their own
  for (const [first, last] of [
    ["Ana", "Diaz"],
    ["Bo", "Li"],
  ]) {
    const ctx = await browser.newContext();
    const p = await ctx.newPage();
    await signUp(p, "player");
    expect((await p.request.patch("/api/profile", { data: { firstName: first, lastName: last } })).ok()).toBe(true);
    const reg = await p.request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } });
    expect(reg.status(), await reg.text()).toBe(201);
    await ctx.close();
  }

  // the bell counts them live
  await expect(bell).toHaveAttribute("aria-label", "Notifications, 2 unread");
  await bell.click();
  const panel = page.getByRole("menu", { name: "Notifications" });
  await expect(panel).toContainText("New registration for your tournament");
  await expect(panel).toContainText(`Bo Li registered for ${name}`);
  await page.keyboard.press("Escape");

  // the clock starts and one player is out: the event is finished
  expect((await page.request.post(`/api/live/${id}/actions`, { data: { type: "start" } })).ok()).toBe(true);
  const live = (await (await page.request.get(`/api/live/${id}`)).json()) as { state: { players: Array<{ id: string; name: string }> } };
  const bo = live.state.players.find((p) => p.name === "Bo Li")!;
  expect((await page.request.post(`/api/live/${id}/actions`, { data: { type: "eliminate", playerId: bo.id } })).ok()).toBe(true);

  await page.reload();
  const activity = page.getByRole("list", { name: "Tournament activity" });
  await expect(activity).toContainText(`Ana Diaz registered for ${name}`);
  await expect(activity).toContainText(`Bo Li registered for ${name}`);
  await expect(activity).toContainText(`${name} started with 2 players`);
  await expect(activity).toContainText(`${name} finished: 1st Ana Diaz, 2nd Bo Li`);
  await shoot(page, "sponsor-activity");
});

test("the public pages link to the demo clock, which opens for a visitor", async ({ page }) => {
  for (const path of ["/", "/staking-main", "/tournaments-main"]) {
    await page.goto(path);
    const link = page.getByRole("link", { name: "Open the Demo Clock" });
    await expect(link, path).toHaveAttribute("href", "/tournament/demo/control");
    await expect(page.getByRole("link", { name: "Spectator View" })).toHaveAttribute("href", "/tournament/demo/view");
  }
  await page.goto("/");
  await page.getByRole("link", { name: "Open the Demo Clock" }).scrollIntoViewIfNeeded();
  await shoot(page, "landing-demo-callout");
  await page.getByRole("link", { name: "Open the Demo Clock" }).click();
  await expect(page).toHaveURL(/\/tournament\/demo\/control$/);
  await expect(page.getByText("Live Tournament Control")).toBeVisible();
  await expect(page.getByRole("button", { name: /Start/ }).first()).toBeEnabled();
});
