import { expect, test, type Browser } from "./fixtures";
import { fillTournamentForm, newSponsorOnCreateTournament } from "./create-forms";
import { createSponsoredTournament, expectToast, inDays, signIn, signUp, uniqueUsername } from "./helpers";

test("a sponsor creates a tournament and sees it in My Tournaments", async ({ page }) => {
  await signUp(page, "sponsor");
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Create Tournament" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create Tournament" })).toBeVisible();

  // the shared schema's messages show before anything is sent
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(page.getByText("Tournament name is required")).toBeVisible();
  await page.getByLabel("Max Seats").fill("1");
  await page.getByLabel("Max Seats").blur();
  await expect(page.getByText("Max seats must be at least 2")).toBeVisible();

  const name = `E2E Main Event ${uniqueUsername("c")}`;
  await fillTournamentForm(page, {
    name,
    description: "Created in a browser test",
    date: inDays(20),
    time: "19:30",
    location: "Bellagio, Las Vegas, NV",
    buyIn: "1,100",
    startingChips: "30000",
    maxSeats: "45",
    format: "No-Limit Hold'em Freezeout",
    prizeStructure: "Top 10% paid",
  });
  await page.getByRole("button", { name: "Create Tournament" }).last().click();

  await expectToast(page, "Tournament Created");
  await expect(page).toHaveURL(/\/tournaments$/);
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(card.getByText("Upcoming")).toBeVisible();
  await expect(card.getByText("$1,100")).toBeVisible();
  await expect(card.getByText("0/45")).toBeVisible();
  await expect(card.getByRole("link", { name: "Run Live Clock" })).toHaveAttribute("href", /\/tournament\/\d+\/control$/);
  await expect(card.getByRole("link", { name: "Spectator View" })).toHaveAttribute("href", /\/tournament\/\d+\/view$/);

  // edit before the start
  await card.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Max Seats").fill("50");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Tournament Updated");
  await expect(card.getByText("0/50")).toBeVisible();

  // cancel before the start, after confirming
  await card.getByRole("button", { name: "Cancel Tournament" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Tournament" }).click();
  await expectToast(page, "Tournament Cancelled");
  await expect(card.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
});

test("only sponsors can open Create Tournament", async ({ page }) => {
  await signIn(page, "pro");
  await page.goto("/create-tournament");
  await expectToast(page, "Access Denied", "Only sponsors can create tournaments.");
  await expect(page).toHaveURL(/\/$/);
});

test("a player registers for a tournament and cancels the registration", async ({ page, browser }) => {
  const t = await createSponsoredTournament(browser);
  const username = await signUp(page, "player");
  await page.goto("/special-tournaments");
  await expect(page.getByRole("heading", { level: 1, name: "Special Tournaments" })).toBeVisible();
  await expect(page.getByText("Register for sponsored tournaments and compete with other professionals")).toBeVisible();

  const card = page.getByRole("article", { name: t.name });
  await expect(card.getByText("0/10")).toBeVisible();
  // a sponsor without a name hosts under their username (decision 143)
  const { sponsorName } = (await (await page.request.get(`/api/special-tournaments/${t.id}`)).json()) as { sponsorName: string };
  expect(sponsorName).toMatch(/^sp/);
  await expect(card.getByText(sponsorName)).toBeVisible();
  await card.getByRole("button", { name: "Register", exact: true }).click();
  await expectToast(page, "Registration Successful", "You have successfully registered for the tournament.");
  await expect(card.getByRole("button", { name: "Registered" })).toBeDisabled();
  await expect(card.getByText("1/10")).toBeVisible();

  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Sponsored By")).toBeVisible();
  await expect(dialog.getByText(sponsorName)).toBeVisible();
  // the player sees their own registration by their username; others see them as Anonymous Player
  await expect(dialog.getByRole("list", { name: "Registered players" }).getByText(username)).toBeVisible();
  await page.keyboard.press("Escape");

  await card.getByRole("button", { name: "Cancel Registration" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("every backer is refunded their stake and fee")).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel Registration" }).click();
  await expect(card.getByRole("button", { name: "Register", exact: true })).toBeEnabled();
  await expect(card.getByText("0/10")).toBeVisible();

  // a second tab registering twice gets the server's message
  await card.getByRole("button", { name: "Register", exact: true }).click();
  await expect(card.getByRole("button", { name: "Registered" })).toBeVisible();
  const again = await page.request.post("/api/special-tournaments/register", { data: { tournamentId: t.id, userRole: "player" } });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ message: "You are already registered for this tournament", code: "already_registered" });
});

async function registerNewPlayer(browser: Browser, tournamentId: number): Promise<void> {
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  await signUp(p, "player");
  const res = await p.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } });
  expect(res.status()).toBe(201);
  await ctx.close();
}

test("a full tournament offers Register as Alternate; a seat taken meanwhile makes the player alternate #1 (decision 236)", async ({ page, browser }) => {
  const t = await createSponsoredTournament(browser, { maxSeats: 2 });
  await registerNewPlayer(browser, t.id);

  await signUp(page, "player");
  await page.goto("/special-tournaments");
  const card = page.getByRole("article", { name: t.name });
  await expect(card.getByText("1/2")).toBeVisible();
  const register = card.getByRole("button", { name: "Register", exact: true });
  await expect(register).toBeEnabled();

  // someone else takes the last seat while this page is open
  await registerNewPlayer(browser, t.id);
  await register.click();
  await expectToast(page, "Alternate #1", /Every seat is taken, so you are alternate #1/);
  await expect(card.getByText("2/2")).toBeVisible();
  await expect(card.getByTestId("my-alternate")).toHaveText("Alternate #1");

  // the demo sponsor's full charity event takes alternates too
  await expect(page.getByRole("article", { name: "Charity Turbo for Junior Leagues" }).getByRole("button", { name: "Register as Alternate" })).toBeEnabled();
});

test("the public tournaments page shows featured upcoming events with Open badges and links to sign up", async ({ page }) => {
  await page.goto("/tournaments-main");
  await expect(page.getByRole("heading", { level: 1, name: "Poker Tournaments" })).toBeVisible();
  const featured = page.getByRole("region", { name: "Featured Upcoming Events" }).getByRole("article");
  await expect(featured).toHaveCount(3);
  await expect(featured.first().getByText("Open", { exact: true })).toBeVisible();
  await expect(featured.first().getByRole("link", { name: "Register to Play" })).toHaveAttribute("href", "/auth?role=player");
  await expect(page.getByRole("link", { name: "Become Sponsor" })).toHaveAttribute("href", "/auth?role=sponsor");

  await page.getByRole("searchbox", { name: "Search tournaments" }).fill("Autumn Championship");
  const result = page.getByRole("article", { name: "Autumn Championship Main Event" });
  await expect(result.getByText("Finished", { exact: true })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search tournaments" }).fill("no such event anywhere");
  await expect(page.getByText("No tournaments match your search")).toBeVisible();
});

test("a sponsor sets a guarantee and custom percentages; the details, the console and the spectator view pay that table", async ({ page, context }) => {
  await newSponsorOnCreateTournament(page);
  const name = `E2E Guaranteed ${uniqueUsername("g")}`;
  await fillTournamentForm(page, {
    name,
    date: inDays(15),
    location: "Aria, Las Vegas, NV",
    buyIn: "200",
    maxSeats: "20",
    prizeStructure: "See the payout table",
    guarantee: "10,000",
  });

  // the standard table for a full field of 20: 3 places, scaled to 100%
  const preview = page.getByRole("list", { name: "Prize table" });
  await expect(page.getByText("Preview for 20 players")).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(3);

  // custom percentages start from the standard ones; the shared schema refuses a table that is not 100%
  await page.getByRole("radio", { name: /Custom percentages/ }).check();
  await expect(page.getByLabel("1st place percentage")).toHaveValue("50");
  await page.getByRole("button", { name: "Remove last place" }).click();
  await page.getByLabel("1st place percentage").fill("70");
  await page.getByLabel("2nd place percentage").fill("20");
  await expect(page.getByTestId("prize-total")).toHaveText("Total: 90%");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(page.getByText("Prize percentages must add up to exactly 100 (they add up to 90)")).toBeVisible();
  await page.getByLabel("1st place percentage").fill("60");
  await page.getByLabel("2nd place percentage").fill("40");
  await expect(preview.getByRole("listitem")).toHaveText([/1st\s*60%\s*\$6,000/, /2nd\s*40%\s*\$4,000/]);
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");

  const card = page.getByRole("article", { name });
  await expect(card.getByText("$10,000 guaranteed")).toBeVisible();
  await expect(card.getByRole("list", { name: `Prize table for ${name}` }).getByRole("listitem")).toHaveText([/1st\s*60%\s*\$6,000/, /2nd\s*40%\s*\$4,000/]);

  // editing keeps them, and shows them back in the form
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Guaranteed prize pool (optional)")).toHaveValue("10000.00");
  await expect(page.getByLabel("2nd place percentage")).toHaveValue("40");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Tournament Updated");

  // the public details show the pool and the table
  await page.goto("/special-tournaments");
  await page.getByRole("article", { name }).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog");
  await expect(details.getByText("$10,000 guaranteed")).toBeVisible();
  await expect(details.getByRole("list", { name: `Prize table for ${name}` }).getByRole("listitem")).toHaveCount(2);
  await page.keyboard.press("Escape");
  await page.goto("/tournaments");

  // the console's Prize Structure and the public spectator view pay the sponsor's table of the guaranteed pool
  await card.getByRole("link", { name: "Run Live Clock" }).click();
  const consolePrizes = page.getByRole("list", { name: "Prize payouts" }).getByRole("listitem");
  await expect(consolePrizes).toHaveText([/1st\s*60%\s*\$6,000/, /2nd\s*40%\s*\$4,000/]);
  await expect(page.getByTestId("stat-prize-pool")).toHaveText("$10,000");
  const spectator = await context.newPage();
  await spectator.goto(page.url().replace(/\/control$/, "/view"));
  await expect(spectator.getByRole("list", { name: "Prize payouts" }).getByRole("listitem")).toHaveText([/1st\s*60%\s*\$6,000/, /2nd\s*40%\s*\$4,000/]);
});
