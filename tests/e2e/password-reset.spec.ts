import { expect, test } from "./fixtures";
import { mailedMatch, signUp, TEST_PASSWORD } from "./helpers";

function resetLinkFor(address: string): string | null {
  const m = mailedMatch(address, /https?:\/\/\S*\/auth\/reset\?token=[A-Za-z0-9_-]+/);
  return m ? m[0]! : null;
}

test("forgot password: the mailed link sets a new password, then sign in with it", async ({ page }) => {
  const username = await signUp(page, "investor");
  const email = `${username}@example.com`.toLowerCase();
  expect((await page.request.patch("/api/profile", { data: { email } })).ok()).toBe(true);
  await page.request.post("/api/logout");

  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await page.locator("#forgot-login").fill(username);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("we have sent a link to reset the password")).toBeVisible();

  await expect.poll(() => resetLinkFor(email), { timeout: 20_000 }).not.toBeNull();
  const link = new URL(resetLinkFor(email)!);
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = `${TEST_PASSWORD}-new`;
  await page.locator("#reset-password").fill(newPassword);
  await page.locator("#reset-confirm").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();
  await page.getByRole("button", { name: "Sign In" }).click();

  await page.locator("#login-username").fill(username);
  await page.locator("#login-password").fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome/ })).toBeVisible();

  // the link worked once
  await page.goto(`${link.pathname}${link.search}`);
  await page.locator("#reset-password").fill(`${newPassword}-2`);
  await page.locator("#reset-confirm").fill(`${newPassword}-2`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
});
