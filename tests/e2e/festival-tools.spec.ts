import { expect, test } from "./fixtures";

// The festival calculators (decision 232): a visitor, no sign-in, works the cases through the pages.

test("/tools/satellite: 25 entries x $30, $300 seats, $60 steps pay 2 seats then $60, $60, $30; $4,850 shared by $777 seats", async ({ page }) => {
  await page.goto("/tools/satellite");
  await expect(page.getByRole("heading", { level: 1, name: "Satellite Calculator" })).toBeVisible();
  await page.getByLabel("Entries", { exact: true }).fill("25");
  await page.getByLabel("Buy-in ($)").fill("30");
  await page.getByLabel("Seat value ($)").fill("300");
  await page.getByLabel("Step ($)").fill("60");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("satellite-pool")).toHaveText("$750.00");
  await expect(page.getByTestId("satellite-seats")).toHaveText("2 seats");
  await expect(page.getByTestId("satellite-row")).toHaveText([/1st\s*Seat$/, /2nd\s*Seat$/, /3rd\s*\$60\.00/, /4th\s*\$60\.00/, /5th\s*\$30\.00/]);

  await page.getByLabel("Prize pool from").selectOption("pool");
  await page.getByLabel("Prize pool ($)").fill("4,850");
  await page.getByLabel("Seat value ($)").fill("777");
  await page.getByLabel("The rest").selectOption("shared");
  await expect(page.getByLabel("Step ($)")).toHaveCount(0);
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("satellite-seats")).toHaveText("6 seats");
  await expect(page.getByTestId("satellite-row")).toHaveText([/1st\s*Seat \+ \$31\.35/, ...Array(5).fill(/Seat \+ \$31\.33/)]);

  // a refusal names the field
  await page.getByLabel("Seat value ($)").fill("0");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toHaveText(/^seatValue must be a dollar amount from \$0\.01 to \$10,000,000/i);
});

test("/tools/package: 5 events of $1,000, 10% at 1.2 costs $600, pays $500 of $5,000, and refunds $120 for event 4", async ({ page }) => {
  await page.goto("/tools/package");
  await expect(page.getByRole("heading", { level: 1, name: "Package Calculator" })).toBeVisible();
  await page.getByLabel("Share bought (%)").fill("10");
  await page.getByLabel("Markup (1.00-1.50)").fill("1.2");
  await page.getByLabel("Event 1 buy-in ($)").fill("1000");
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByTestId("package-event")).toHaveCount(5);
  const cashes = ["0", "0", "3,500", "0", "1,500"];
  for (const [i, cash] of cashes.entries()) {
    await page.getByLabel(`Event ${i + 1} buy-in ($)`).fill("1000");
    await page.getByLabel(`Event ${i + 1} cashed ($)`).fill(cash);
  }
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("package-price")).toHaveText("$600.00");
  await expect(page.getByTestId("package-payout")).toHaveText("$500.00");
  await expect(page.getByTestId("package-refund")).toHaveText("$0.00");
  await expect(page.getByText("Package buy-in $5,000.00: 1% costs $60.00.")).toBeVisible();

  await page.getByLabel("Event 4 played").click();
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("package-refund")).toHaveText("$120.00");
  await expect(page.getByTestId("package-payout")).toHaveText("$500.00");
  await expect(page.getByTestId("package-price")).toHaveText("$600.00");
});

test("/tools/flights: best-stack keeps a player's larger bag, first-stack refuses their second", async ({ page }) => {
  await page.goto("/tools/flights");
  await expect(page.getByRole("heading", { level: 1, name: "Flights Calculator" })).toBeVisible();
  const flights = page.getByTestId("flights-flight");
  for (const [i, [entries, bags]] of [
    ["240", "P, 12,000\nAnn Lee, 40,000"],
    ["360", "P 30,500\nBo Chen, 25,000"],
  ].entries()) {
    await flights.nth(i).getByLabel("Entries").fill(entries);
    await flights.nth(i).getByLabel("Buy-in ($)").fill("500");
    await flights.nth(i).getByLabel("Bags (player and chips, one per line)").fill(bags);
  }
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByTestId("flights-pool")).toHaveText("$300,000.00");
  await expect(page.getByTestId("flights-players")).toHaveText("3");
  await expect(page.getByTestId("flights-chips")).toHaveText("95,500");
  await expect(page.getByTestId("flights-removed")).toContainText("P's 12,000 from 1A");
  await expect(page.getByTestId("flights-row")).toHaveText([/Ann Lee\s*1A\s*40,000/, /P\s*1B\s*30,500/, /Bo Chen\s*1B\s*25,000/]);

  await page.getByLabel("Re-entry across flights").selectOption("first-stack");
  await page.getByRole("button", { name: "Calculate" }).click();
  await expect(page.getByRole("alert")).toContainText("P bagged in 1A");
});
