import { expect, test, type APIRequestContext, type Browser } from "./fixtures";
import { expectToast, inDays, signUp, TEST_PASSWORD, tournamentBody, uniqueUsername } from "./helpers";

/** A new account signed in through the API only (its own journey is other tests'); a profile name if given. */
async function account(browser: Browser, role: "player" | "investor", profile?: { firstName: string; lastName: string }) {
  const request = (await browser.newContext()).request;
  const username = uniqueUsername(role === "player" ? "shark" : "backer");
  expect((await request.post("/api/register", { data: { username, password: TEST_PASSWORD, role } })).ok()).toBe(true);
  if (profile) expect((await request.patch("/api/profile", { data: profile })).status()).toBe(200);
  return { request, username };
}

async function createEvent(request: APIRequestContext, name: string, maxSeats: number) {
  const created = await request.post("/api/special-tournaments", {
    data: tournamentBody({ name, date: inDays(14), time: "20:00", location: "Test Casino, Reno, NV", buyIn: "100", startingChips: 20000, maxSeats }),
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

// decision 143: people have names (usernames for those who deal with them), and seats are for players
test("the sponsor sees registrants by username, RSVPs apart from the seats, and their own username in the avatar menu", async ({ browser, page }) => {
  test.slow();
  const sponsorName = await signUp(page, "sponsor");
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByTestId("menu-display-name")).toHaveText(sponsorName);
  await page.keyboard.press("Escape");

  const name = `Names Cup ${uniqueUsername("t")}`;
  const tournamentId = await createEvent(page.request, name, 20);
  const ada = await account(browser, "player", { firstName: "Ada", lastName: "Lovelace" });
  const shark = await account(browser, "player");
  const fish = await account(browser, "player");
  const backers = [await account(browser, "investor"), await account(browser, "investor")];
  for (const who of [ada, backers[0], shark, backers[1], fish]) {
    const userRole = backers.includes(who) ? "investor" : "player";
    expect((await who.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole } })).status()).toBe(201);
  }

  await page.goto("/sponsored-tournaments");
  const card = page.getByRole("article", { name });
  await expect(card.getByText("3/20")).toBeVisible();
  await expect(card.getByTestId("prize-pool")).toHaveText("$300");
  const players = card.getByRole("list", { name: `Registrations for ${name}` });
  await expect(players.getByRole("listitem")).toHaveCount(3);
  for (const who of ["Ada Lovelace", shark.username, fish.username]) await expect(players).toContainText(who);
  await expect(card.getByText("2 backers attending")).toBeVisible();
  const rsvps = card.getByRole("list", { name: `RSVPs for ${name}` });
  await expect(rsvps.getByRole("listitem")).toHaveCount(2);
  for (const who of backers) await expect(rsvps).toContainText(who.username);
  await expect(card).not.toContainText("Anonymous Player");
  await expect(card).not.toContainText("User");

  // the dashboard counts players, and the backers apart
  await page.goto("/");
  const summary = page.locator('[aria-labelledby="sponsor-summary-title"]');
  await expect(summary.getByText("Players Registered")).toBeVisible();
  await expect(summary.getByText("2 backers attending")).toBeVisible();

  // the console: the same names (a username where nobody gave a name)
  await page.goto(`/tournament/${tournamentId}/control`);
  const roster = page.getByRole("list", { name: "Players" });
  await expect(roster.getByTestId("roster-player")).toHaveCount(3);
  for (const who of ["Ada Lovelace", shark.username, fish.username]) await expect(roster).toContainText(who);
  await expect(roster).not.toContainText("Player 2");
  await expect(page.getByTestId("stat-total-registered")).toHaveText("3");

  // the same field on a public display: the names the player pages show (the username of a
  // player who gave no name), never "Player N" unless they chose it
  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(`/tournament/${tournamentId}/view`);
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("3");
  await expect(spectator.locator("body")).not.toContainText("Player 2");
});

test("an investor RSVPs to an event whose seats are all taken; the seats and the pool stay the players'", async ({ browser, page }) => {
  const host = (await browser.newContext()).request;
  expect((await host.post("/api/register", { data: { username: uniqueUsername("sp"), password: TEST_PASSWORD, role: "sponsor" } })).ok()).toBe(true);
  const name = `Full Cup ${uniqueUsername("t")}`;
  const tournamentId = await createEvent(host, name, 2);
  for (const who of [await account(browser, "player"), await account(browser, "player")]) {
    expect((await who.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } })).status()).toBe(201);
  }

  const me = await signUp(page, "investor");
  await page.goto("/special-tournaments");
  const card = page.getByRole("article", { name });
  await expect(card.getByText("2/2")).toBeVisible();
  await card.getByRole("button", { name: "RSVP", exact: true }).click();
  await expectToast(page, "Registration Successful", "You have successfully registered for the tournament.");
  await expect(card.getByRole("button", { name: "Registered" })).toBeDisabled();
  await expect(card.getByText("2/2")).toBeVisible();
  await expect(card.getByTestId("backers-attending")).toHaveText("1 backer attending");

  await card.getByRole("button", { name: "View Details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Registered Players (2)")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Registered players" }).getByRole("listitem")).toHaveCount(2);
  await expect(dialog.getByRole("list", { name: "Registered players" })).not.toContainText(me);
  await expect(dialog.getByTestId("backers-attending")).toHaveText("1 backer attending");
  await expect(dialog.getByTestId("prize-pool")).toHaveText("$200");
});
