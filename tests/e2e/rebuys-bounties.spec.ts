import { expect, test } from "./fixtures";
import { pickElimination, pickPlayer } from "./console-dialogs";
import { fillTournamentForm, newSponsorOnCreateTournament } from "./create-forms";
import { expectToast, inDays, postTournament, signUp, startClock, testCasinoEvent, uniqueUsername } from "./helpers";

// decision 160: a rebuy and a bounty knockout recorded on the console, counted on a spectator view
test("a sponsor records a rebuy and a knockout with an eliminator; the spectator view shows the counts and the bounty", async ({ browser, page }) => {
  test.slow();
  await signUp(page, "sponsor");
  const id = await postTournament(
    page.request,
    testCasinoEvent({
      name: `PKO Cup ${uniqueUsername("t")}`,
      buyIn: "110",
      bounty: "10",
      rebuys: { kind: "rebuy", untilLevel: 3, maxPerPlayer: 2, price: "100", chips: 20000 },
      addOn: { price: "50", chips: 10000 },
    }),
  );

  await page.goto(`/tournament/${id}/control`);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  for (const name of ["Ann Archer", "Bob Baker", "Cat Carter"]) {
    expect((await page.request.post(`/api/live/${id}/actions`, { data: { type: "late-registration", name } })).status()).toBe(200);
  }

  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(`/tournament/${id}/view`);
  // the first load of a page on a machine shared with other runs
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("3", { timeout: 30_000 });
  await expect(spectator.getByTestId("stat-entries")).toHaveText("Rebuys 0 · Add-ons 0 · Bounty $10");
  // $110 buy-ins with $10 on each head: $300 in the pool
  await expect(spectator.getByTestId("stat-prize-pool")).toHaveText("$300");

  // a rebuy for Ann, by name
  const rebuy = await pickPlayer(page, "Rebuy / Add-on", "Ann Archer");
  await rebuy.getByRole("button", { name: "Record Rebuy" }).click();
  await expectToast(page, "Rebuy Recorded", "Ann Archer: 20,000 chips for $100.");
  await expect(rebuy).toBeHidden();

  // Ann knocks Bob out: $5 cash to her, her bounty becomes $15
  const out = await pickElimination(page, "Bob Baker", "Ann Archer");
  await expect(out.getByTestId("eliminate-bounty-hint")).toHaveText("Ann Archer collects $5 in cash and their bounty becomes $15.");
  await out.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(page, "Player Eliminated", "Bob Baker has been eliminated in position 3. Ann Archer collects $5 of their bounty.");
  await expect(page.getByTestId("roster-player").filter({ hasText: "Bob Baker" })).toContainText("Knocked out by Ann Archer");

  await expect(spectator.getByTestId("stat-entries")).toHaveText("Rebuys 1 · Add-ons 0 · Bounty $10");
  await expect(spectator.getByTestId("stat-prize-pool")).toHaveText("$400");
  const ann = spectator.getByTestId("bounty-row").filter({ hasText: "Ann Archer" });
  await expect(ann).toContainText("$15");
  await expect(ann).toContainText("won $5");
  await expect(spectator.getByTestId("bounty-row").first()).toContainText("Ann Archer");
});

test("the sponsor's form sets rebuys, an add-on and a bounty, refusing bad values with the API's words, and shows them back on edit", async ({ page }) => {
  // the create form and the edit dialog on a machine shared with other runs
  test.slow();
  await newSponsorOnCreateTournament(page);
  const name = `E2E Rebuy ${uniqueUsername("r")}`;
  await fillTournamentForm(page, { name, date: inDays(15), location: "Aria, Las Vegas, NV", buyIn: "110", maxSeats: "20", prizeStructure: "Top 15% paid" });

  await page.getByRole("checkbox", { name: "Rebuys or re-entries" }).check();
  await page.getByRole("radio", { name: /Re-entry/ }).check();
  await page.getByLabel("Until level").fill("101");
  await page.getByLabel("Bounty per player ($, optional)").fill("110");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(page.locator("#t-rebuys-untilLevel-error")).toHaveText("Rebuys until level must be a whole number from 1 to 100");
  await page.getByLabel("Until level").fill("4");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(page.locator("#t-bounty-error")).toHaveText("Bounty must be less than the buy-in: it is the part of the buy-in on each player's head");
  await page.getByLabel("Bounty per player ($, optional)").fill("10");
  await page.getByRole("checkbox", { name: /Add-on at the end/ }).check();
  await page.getByLabel("Add-on chips").fill("5000");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");

  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Until level")).toHaveValue("4");
  await expect(page.getByRole("radio", { name: /Re-entry/ })).toBeChecked();
  await expect(page.getByLabel("Add-on chips")).toHaveValue("5000");
  await expect(page.getByLabel("Bounty per player ($, optional)")).toHaveValue("10.00");
});
