import { expect, test } from "./fixtures";
import { fillTournamentForm, myTournament, newSponsorOnCreateTournament } from "./create-forms";
import { expectToast, inDays, uniqueUsername } from "./helpers";

// decision 164: seats per table and the balancing rule are set on the create form, stored, and edited before the start
test("a sponsor sets seats per table and TDA balancing on the form, and edits them", async ({ page }) => {
  await newSponsorOnCreateTournament(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create Tournament" })).toBeVisible();
  // the defaults: 9 seats, standard balancing
  await expect(page.getByLabel("Seats per Table")).toHaveValue("9");
  await expect(page.getByLabel("Table Balancing")).toHaveValue("standard");

  const name = `Tables Form Cup ${uniqueUsername("f")}`;
  await fillTournamentForm(page, { name, date: inDays(20), location: "Bellagio, Las Vegas, NV", buyIn: "100", maxSeats: "60", prizeStructure: "Top 15% paid" });
  await page.getByLabel("Seats per Table").selectOption("10");
  await page.getByLabel("Table Balancing").selectOption("tda");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");

  const created = await myTournament<{ id: number; seatsPerTable: number; tableBalancing: string }>(page, name);
  expect(created).toMatchObject({ seatsPerTable: 10, tableBalancing: "tda" });

  const card = page.getByRole("article", { name });
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(page.getByLabel("Seats per Table")).toHaveValue("10");
  await expect(page.getByLabel("Table Balancing")).toHaveValue("tda");
  await page.getByLabel("Seats per Table").selectOption("6");
  await page.getByLabel("Table Balancing").selectOption("standard");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Tournament Updated");
  const after = (await (await page.request.get(`/api/special-tournaments/${created.id}`)).json()) as { seatsPerTable: number; tableBalancing: string };
  expect(after).toMatchObject({ seatsPerTable: 6, tableBalancing: "standard" });
  // the clock takes them before it starts
  const live = (await (await page.request.get(`/api/live/${created.id}`)).json()) as { state: { seatsPerTable: number; tableThreshold: number } };
  expect(live.state).toMatchObject({ seatsPerTable: 6, tableThreshold: 2 });
});
