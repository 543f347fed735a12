import { expect, test } from "./fixtures";
import { eliminate, updateChipCounts } from "./console-dialogs";

// decision 160: a three-way ICM deal from the demo console, accepted player by player, shown on the spectator view
test("the demo console proposes a 3-way ICM deal, records each acceptance, and the spectator view shows it", async ({ page, context }) => {
  const spectator = await context.newPage();
  await spectator.goto("/tournament/demo/view");
  await expect(spectator.getByRole("heading", { level: 1, name: "Weekly High Roller Tournament" })).toBeVisible();

  // a whole final table from the console: five eliminations, a chip count and four deal actions
  test.setTimeout(180_000);
  await page.goto("/tournament/demo/control");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  for (const name of ["Alex Chen", "Maria Santos", "James Wilson", "Sarah Johnson", "Mike Rodriguez"]) await eliminate(page, name);
  await expect(spectator.getByTestId("stat-players-remaining")).toHaveText("3");

  await updateChipCounts(page, { "Emma Thompson": "100,000", "David Kim": "60,000", "Lisa Anderson": "40,000" });

  await page.getByRole("button", { name: "Propose Deal" }).click();
  const deal = page.getByRole("dialog");
  await expect(deal.getByTestId("deal-preview-row")).toHaveCount(3);
  await expect(deal.getByLabel("Method")).toHaveValue("icm");
  // something left to play for keeps the event running once the deal is made
  await deal.getByLabel("Left to play for ($, optional)").fill("1000");
  await deal.getByRole("button", { name: "Propose Deal" }).click();
  await expect(deal.getByRole("status")).toContainText("0 of 3 accepted");

  // every display shows the proposal and who it waits for
  const panel = spectator.getByTestId("deal-panel");
  await expect(panel).toContainText("Deal Proposed");
  await expect(panel).toContainText("waiting for 3 of 3 players to accept");
  await expect(panel.getByTestId("deal-row")).toHaveCount(3);

  for (const name of ["Emma Thompson", "David Kim"]) await deal.getByRole("button", { name: `Record ${name}'s acceptance` }).click();
  await expect(panel).toContainText("waiting for 1 of 3 players to accept");
  await deal.getByRole("button", { name: "Record Lisa Anderson's acceptance" }).click();
  await expect(deal.getByRole("status")).toContainText("Deal made");
  await deal.getByRole("button", { name: "Done" }).click();

  await expect(panel).toContainText("Deal Made");
  await expect(panel).toContainText("these amounts are the players' prizes");
  await expect(panel).toContainText("$1,000.00 left to play for");
  await expect(panel.getByTestId("deal-row").first()).toContainText("Emma Thompson");
  await expect(panel.getByTestId("deal-row").first()).toContainText("Accepted");
  await expect(page.getByRole("button", { name: "Deal Acceptances" })).toBeDisabled();
  // the field and the pool the deal shared out are fixed: no late entry (the server refuses it too)
  await expect(page.getByRole("button", { name: "Add Late Registration" })).toBeDisabled();
});

test("the public chop calculator shares the prizes by ICM and refuses a bad stack by its row", async ({ page }) => {
  await page.goto("/tools/chop");
  await expect(page.getByRole("heading", { level: 1, name: "Chop Calculator" })).toBeVisible();
  await page.getByLabel("Stacks (chips, one per line)").fill("50\n30\n20");
  await page.getByLabel("Unpaid prizes ($, 1st first, one per line)").fill("70\n30");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("chop-row")).toHaveText(["150$45.18", "230$32.25", "320$22.57"]);

  await page.getByLabel("Stacks (chips, one per line)").fill("50\n0");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toHaveText("Stacks[1] must be a whole number of chips above 0");
});
