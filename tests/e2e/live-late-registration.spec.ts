import { expect, test } from "./fixtures";
import { expectToast, postTournament, registeredPlayer, signUp, startClock, TEST_PASSWORD, testCasinoEvent, uniqueUsername } from "./helpers";

// a sponsor's own event, so the shared demo the other live tests drive keeps its 8 players
test("Add Late Registration seats a walk-in from the console and the spectator shows the new total", async ({ browser, page }) => {
  await signUp(page, "sponsor");
  const tournamentId = await postTournament(page.request, testCasinoEvent({ name: `Late Cup ${uniqueUsername("t")}`, buyIn: "1000" }));
  const player = await (await browser.newContext()).newPage();
  await signUp(player, "player");
  expect((await player.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } })).status()).toBe(201);

  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(`/tournament/${tournamentId}/view`);
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("1");

  await page.goto(`/tournament/${tournamentId}/control`);
  // before the first start the field is the registrations
  await expect(page.getByRole("button", { name: "Add Late Registration" })).toBeDisabled();
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  await page.getByRole("button", { name: "Add Late Registration" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Add Player" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter the player's name.");
  await dialog.getByLabel("Player name").fill("Walk-in Wendy");
  await dialog.getByRole("button", { name: "Add Player" }).click();
  await expectToast(page, "Player Added", "Walk-in Wendy is in with the starting stack.");
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId("stat-total-registered")).toHaveText("2");
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("2");
  await expect(spectator.getByTestId("stat-prize-pool")).toContainText("2,000");

  // past level 6 the button is greyed out again
  for (let level = 2; level <= 7; level++) {
    await page.getByRole("button", { name: "Next Level" }).click();
    await expect(page.getByTestId("current-level")).toHaveText(`Level ${level}`);
  }
  await expect(page.getByRole("button", { name: "Add Late Registration" })).toBeDisabled();
});

test("Add Late Registration with a username registers that player, and the sponsor's registrants list shows them", async ({ browser, page }) => {
  // three accounts, a console and a second page: more than the default budget on a loaded machine
  test.slow();
  await signUp(page, "sponsor");
  const name = `Late Cup ${uniqueUsername("t")}`;
  const tournamentId = await postTournament(page.request, testCasinoEvent({ name, buyIn: "1000" }));
  // the players' own journeys are other tests': here they only need accounts
  await registeredPlayer(browser, tournamentId, {}, "early");
  // a site player who did not register before the start, with the name they gave in their profile
  const late = (await browser.newContext()).request;
  const lateUsername = uniqueUsername("late");
  expect((await late.post("/api/register", { data: { username: lateUsername, password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  expect((await late.patch("/api/profile", { data: { firstName: "Lena", lastName: "Latecomer" } })).status()).toBe(200);

  await page.goto(`/tournament/${tournamentId}/control`);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  await page.getByRole("button", { name: "Add Late Registration" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Player name").fill("Lena Latecomer");
  await dialog.getByLabel("Username (optional)").fill("nobody-by-this-name");
  await dialog.getByRole("button", { name: "Add Player" }).click();
  await expect(dialog.locator("#late-username-error")).toHaveText("No player can be registered with that username.");

  await dialog.getByLabel("Username (optional)").fill(lateUsername);
  await dialog.getByRole("button", { name: "Add Player" }).click();
  await expectToast(page, "Player Added", "Lena Latecomer is registered and in with the starting stack.");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("stat-total-registered")).toHaveText("2");

  await page.goto("/sponsored-tournaments");
  const registrations = page.getByRole("list", { name: `Registrations for ${name}` });
  await expect(registrations.getByRole("listitem")).toHaveCount(2);
  await expect(registrations).toContainText("Lena Latecomer");
});
