import { expect, type Locator, type Page } from "./fixtures";

/** The sandbox's card form filled as a user types it: `number`, an expiry two years out, a CVC. */
export async function fillCardForm(page: Page, number: string): Promise<void> {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry").fill(`12${String((new Date().getFullYear() + 2) % 100).padStart(2, "0")}`);
  await page.getByLabel("CVC").fill("123");
}

/** The invest dialog's amount typed and continued: the card step shows. */
export async function continueToPayment(dialog: Locator, amount: string): Promise<void> {
  await dialog.getByLabel("Investment Amount ($)").fill(amount);
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
}
