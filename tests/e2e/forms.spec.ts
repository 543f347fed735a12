import { expect, test } from "@playwright/test";
import { expectToast, signUp, TEST_PASSWORD, toastOnScreen, uniqueUsername } from "./helpers";

test("sign-up shows the password rules before typing and every field's message at once, clearing each as it is fixed", async ({ page }) => {
  await page.goto("/auth?role=investor");
  await expect(page.locator("#register-password-hint")).toHaveText("At least 6 characters. Common passwords (like password123) are refused.");
  await expect(page.getByTestId("register-username-counter")).toHaveText("0/32");

  await page.locator("#register-username").fill("ab");
  await page.locator("#register-password").fill("abc");
  await page.locator("#register-confirm").fill("abd");
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.locator("#register-username-error")).toHaveText("username must be at least 3 characters");
  await expect(page.locator("#register-password-error")).toHaveText("Password must be at least 6 characters long.");
  await expect(page.locator("#register-confirm-error")).toHaveText("Passwords do not match.");
  await expect(page.locator("#register-username")).toHaveAttribute("aria-invalid", "true");

  // each message follows the typing: the fixed field clears, the others stay
  await page.locator("#register-username").fill(uniqueUsername());
  await expect(page.locator("#register-username-error")).toHaveCount(0);
  await expect(page.locator("#register-password-error")).toBeVisible();
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await expect(page.locator("#register-password-error")).toHaveCount(0);
  await expect(page.locator("#register-confirm-error")).toHaveText("Passwords do not match.");
  await page.locator("#register-confirm").fill(TEST_PASSWORD);
  await expect(page.locator("#register-confirm-error")).toHaveCount(0);
});

test("sign-up puts the server's common-password refusal next to the password field", async ({ page }) => {
  await page.goto("/auth?role=investor");
  await page.locator("#register-username").fill(uniqueUsername());
  await page.locator("#register-password").fill("password123");
  await page.locator("#register-confirm").fill("password123");
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page.locator("#register-password-error")).toHaveText("This password is too common and easy to guess. Please choose a different one.");
  await expect(page).toHaveURL(/\/auth/);
});

test("a 51st character of a first name is kept and refused with a message, not dropped; the counters follow", async ({ page }) => {
  await signUp(page, "player");
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();

  await expect(page.getByTestId("firstName-counter")).toHaveText("0/50");
  await expect(page.getByTestId("bio-counter")).toHaveText("0/500");
  const tooLong = "A".repeat(51);
  await page.getByLabel("First Name").fill(tooLong);
  await expect(page.getByLabel("First Name")).toHaveValue(tooLong);
  await expect(page.getByTestId("firstName-counter")).toHaveText("51/50");
  await page.getByLabel("Last Name").fill("B".repeat(51));
  await page.getByRole("button", { name: "Save Changes" }).click();
  // both fields' messages at once, and nothing was sent
  await expect(page.locator("#firstName-error")).toHaveText("First name must be at most 50 characters");
  await expect(page.locator("#lastName-error")).toHaveText("Last name must be at most 50 characters");
  await expect(toastOnScreen(page)).toHaveCount(0);

  await page.getByLabel("First Name").fill("A".repeat(50));
  await expect(page.locator("#firstName-error")).toHaveCount(0);
  await expect(page.getByTestId("firstName-counter")).toHaveText("50/50");
  await page.getByLabel("Last Name").fill("Okafor");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile Updated");
  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("A".repeat(50));
});
