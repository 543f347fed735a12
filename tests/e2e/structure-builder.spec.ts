import { expect, test } from "./fixtures";
import { fillTournamentForm, myTournament, newSponsorOnCreateTournament } from "./create-forms";
import { expectToast, inDays, uniqueUsername } from "./helpers";

test("a sponsor builds an event's structure from the Turbo template, edits a row and adds a break; editing shows it back", async ({ page }) => {
  await newSponsorOnCreateTournament(page);
  const name = `E2E Turbo ${uniqueUsername("s")}`;
  await fillTournamentForm(page, {
    name,
    date: inDays(18),
    location: "Commerce Casino, Los Angeles, CA",
    buyIn: "100",
    maxSeats: "30",
    prizeStructure: "Top 15% paid",
  });

  // Regular by default, and the summary follows the structure chosen
  await expect(page.getByLabel("Template")).toHaveValue("regular");
  await expect(page.getByTestId("blind-structure-summary")).toHaveText("20-minute levels from 25/50, antes from level 6, 6h 40m");
  await page.getByLabel("Template").selectOption("turbo");
  await expect(page.getByTestId("blind-structure-summary")).toHaveText("10-minute levels from 25/50, antes from level 6, 3 breaks, 3h 50m");
  await expect(page.getByLabel("Row 7 break minutes")).toHaveValue("10");
  await expect(page.getByTestId("structure-length")).toHaveText("20 levels, 3 breaks, total length 3h 50m");

  // a rule broken is named by its level (decision 220: the table numbers levels, not rows), before anything is sent
  await page.getByLabel("Row 2 big blind").fill("40");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(page.getByText("Level 2: the big blind must be greater than the small blind").first()).toBeVisible();

  // one row edited, a break added after it
  await page.getByLabel("Row 2 big blind").fill("100");
  await page.getByLabel("Row 2 minutes").fill("12");
  await page.getByRole("button", { name: "Break after row 2", exact: true }).click();
  await expect(page.getByLabel("Row 3 break minutes")).toHaveValue("15");
  await expect(page.getByLabel("Template")).toHaveValue("custom");
  await expect(page.getByTestId("structure-length")).toHaveText("20 levels, 4 breaks, total length 4h 7m");

  // a chip set the levels cannot be made from is refused, naming the row
  await page.getByLabel("Chip set (optional)").fill("100, 500");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(
    page.getByText("Level 1: the small blind 25 and the big blind 50 cannot be made from the chips in play (the smallest is 100)").first(),
  ).toBeVisible();
  await page.getByLabel("Chip set (optional)").fill("25, 100, 500, 1000, 5000");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");

  const event = await myTournament<{ structure: { levels: unknown[] }; chipSet: number[]; blindStructure: string }>(page, name);
  expect(event.structure.levels).toHaveLength(24);
  expect(event.structure.levels.slice(0, 3)).toEqual([
    { smallBlind: 25, bigBlind: 50, ante: 0, minutes: 10 },
    { smallBlind: 50, bigBlind: 100, ante: 0, minutes: 12 },
    { break: true, minutes: 15 },
  ]);
  expect(event.chipSet).toEqual([25, 100, 500, 1000, 5000]);
  expect(event.blindStructure).toBe("20 levels from 25/50, antes from level 6, 4 breaks, 4h 7m");

  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Row 2 minutes")).toHaveValue("12");
  await expect(dialog.getByLabel("Row 3 break minutes")).toHaveValue("15");
  await expect(dialog.getByLabel("Chip set (optional)")).toHaveValue("25, 100, 500, 1000, 5000");
  await dialog.getByRole("button", { name: "Remove row 3", exact: true }).click();
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Tournament Updated");
  const after = await myTournament<{ structure: { levels: unknown[] } }>(page, name);
  expect(after.structure.levels).toHaveLength(23);
});

test("anyone generates a structure at /tools/structure: the levels, the breaks and the total length", async ({ page }) => {
  await page.goto("/tools/structure");
  await expect(page.getByRole("heading", { level: 1, name: "Structure Calculator" })).toBeVisible();
  await page.getByLabel("Starting stack").fill("50");
  await page.getByRole("button", { name: "Generate Structure" }).click();
  await expect(page.getByText("Starting stack must be a whole number from 100 to 10,000,000")).toBeVisible();

  await page.getByLabel("Starting stack").fill("10,000");
  await page.getByLabel("Length in hours").fill("6");
  await page.getByLabel("Minutes per level").fill("20");
  await page.getByRole("button", { name: "Generate Structure" }).click();
  const table = page.getByRole("table", { name: "Generated structure" });
  await expect(table.getByRole("row")).toHaveCount(20);
  await expect(table.getByRole("row").nth(1)).toHaveText(/^1\s*25\s*50\s*–\s*20\s*0m$/);
  await expect(table.getByRole("row", { name: /Break/ })).toHaveCount(2);
  await expect(page.getByTestId("structure-total")).toHaveText("17 levels, 2 breaks, total length 6h 10m");
  await expect(page.getByRole("link", { name: "Create Tournament" })).toBeVisible();
});
