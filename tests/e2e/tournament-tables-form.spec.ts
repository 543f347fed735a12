import { expect, test } from "./fixtures";
import { expectToast, inDays, signUp, uniqueUsername } from "./helpers";

// decision 164: seats per table and the balancing rule are set on the create form, stored, and edited before the start
test("a sponsor sets seats per table and TDA balancing on the form, and edits them", async ({ page }) => {
  await signUp(page, "sponsor");
  await page.goto("/create-tournament");
  await expect(page.getByRole("heading", { level: 1, name: "Create Tournament" })).toBeVisible();
  // the defaults: 9 seats, standard balancing
  await expect(page.getByLabel("Seats per Table")).toHaveValue("9");
  await expect(page.getByLabel("Table Balancing")).toHaveValue("standard");

  const name = `Tables Form Cup ${uniqueUsername("f")}`;
  await page.getByLabel("Tournament Name").fill(name);
  await page.getByLabel("Date").fill(inDays(20));
  await page.getByLabel("Location").fill("Bellagio, Las Vegas, NV");
  await page.getByLabel("Buy-in ($)").fill("100");
  await page.getByLabel("Max Seats").fill("60");
  await page.getByLabel("Prize Structure").fill("Top 15% paid");
  await page.getByLabel("Seats per Table").selectOption("10");
  await page.getByLabel("Table Balancing").selectOption("tda");
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");

  const mine = (await (await page.request.get("/api/special-tournaments/my")).json()) as {
    name: string;
    id: number;
    seatsPerTable: number;
    tableBalancing: string;
  }[];
  const created = mine.find((t) => t.name === name)!;
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
