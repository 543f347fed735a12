import { expect, test } from "./fixtures";
import { eliminate } from "./console-dialogs";

// decision 234: the console's "Busted in the same hand" takes several players at once, ranked by their stacks
test("two players busted in the same hand with equal stacks tie for 2nd and share its prize", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/tournament/demo/control");
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  for (const name of ["Alex Chen", "Maria Santos", "James Wilson", "Sarah Johnson", "Mike Rodriguez"]) await eliminate(page, name);

  await page.getByRole("button", { name: "Eliminate Player" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox", { name: "Busted in the same hand" }).click();
  await expect(dialog.getByTestId("eliminate-summary")).toContainText("at least two");
  await dialog.getByRole("checkbox", { name: /Emma Thompson/ }).click();
  await dialog.getByRole("checkbox", { name: /David Kim/ }).click();
  await expect(dialog.getByTestId("eliminate-summary")).toContainText("positions 2 to 3");
  // each stack starts at the last chip count; a blank one is refused before anything is sent
  const emma = dialog.getByLabel("Emma Thompson's stack");
  await expect(emma).toHaveValue("25,000");
  await emma.fill("");
  await dialog.getByRole("button", { name: "Eliminate Players" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Enter Emma Thompson's stack at the start of the hand.");
  await emma.fill("25000");
  await expect(emma).toHaveValue("25,000");
  await dialog.getByRole("button", { name: "Eliminate Players" }).click();
  await expect(dialog).toBeHidden();

  const rows = page.getByTestId("finished-summary").getByTestId("finished-row");
  await expect(rows.nth(1)).toContainText("2nd (tie)");
  await expect(rows.nth(2)).toContainText("2nd (tie)");
  const prize = (text: string) => /\$[\d,]+\.\d\d$/.exec(text.trim())?.[0];
  const [a, b] = [prize(await rows.nth(1).innerText()), prize(await rows.nth(2).innerText())];
  expect(a).toBeDefined();
  expect(a).toBe(b);
});
