import { expect, type Locator, type Page } from "./fixtures";

/** The console's dialog that `button` opens (Eliminate Player, Rebuy...) with the player `name` picked; returns the dialog. */
export async function pickPlayer(page: Page, button: string, name: string): Promise<Locator> {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: new RegExp(name) }).click();
  return dialog;
}

/** The console's Eliminate Player dialog with `name` picked, and who knocked them out when `by` says; returns the dialog. */
export async function pickElimination(page: Page, name: string, by?: string): Promise<Locator> {
  const dialog = await pickPlayer(page, "Eliminate Player", name);
  if (by) await dialog.getByLabel(/Knocked out by/).selectOption({ label: by });
  return dialog;
}

/** `name` eliminated through the console's dialog, which closes. */
export async function eliminate(page: Page, name: string): Promise<void> {
  const dialog = await pickElimination(page, name);
  await dialog.getByRole("button", { name: "Eliminate Player" }).click();
  await expect(dialog).toBeHidden();
}

/** The floor's counts, by player name, typed into the console's Update Chip Counts dialog and saved. */
export async function updateChipCounts(page: Page, counts: Record<string, string>): Promise<void> {
  await page.getByRole("button", { name: "Update Chip Counts" }).click();
  const dialog = page.getByRole("dialog");
  for (const [name, count] of Object.entries(counts)) await dialog.getByLabel(new RegExp(name)).fill(count);
  await dialog.getByRole("button", { name: "Update All Chip Counts" }).click();
  await expect(dialog).toBeHidden();
}
