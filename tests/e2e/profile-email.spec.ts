import { expect, test } from "./fixtures";
import { mailedMatch, signUp } from "./helpers";

function verifyTokenFor(address: string): string | null {
  const m = mailedMatch(address, /\/auth\/verify\?token=([A-Za-z0-9_-]+)/);
  return m ? m[1]! : null;
}

// decision 124: a changed address is unverified until its own link is used, and the E-mail card says so at once
test("changing a verified e-mail in Personal Info turns the E-mail card to the new address, Unverified - resend", async ({ page }) => {
  const username = await signUp(page, "investor");
  const first = `${username}@example.com`.toLowerCase();
  const second = `${username}.new@example.com`.toLowerCase();
  expect((await page.request.patch("/api/profile", { data: { email: first } })).ok()).toBe(true);
  await expect.poll(() => verifyTokenFor(first), { timeout: 20_000 }).not.toBeNull();
  const confirmed = await page.request.post("/api/email-verification/confirm", { data: { token: verifyTokenFor(first) } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.goto("/profile");
  const card = page.getByTestId("email-settings");
  await expect(card).toContainText(`${first} · Verified`);

  const email = page.locator("#email");
  await email.fill(second);
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByText("Your changes have been saved.").first()).toBeVisible();

  // no reload: the card asks again once the profile is saved
  await expect(card).toContainText(`${second} · Unverified - resend`);
  await expect(card).not.toContainText(first);
  await expect(card.getByText("Verified", { exact: true })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "resend" })).toBeVisible();
});
