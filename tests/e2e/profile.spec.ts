import { expect, test, type Page } from "./fixtures";
import sharp from "sharp";
import { expectToast, signIn, signOut, signUp, TEST_PASSWORD } from "./helpers";

async function avatarPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 212, g: 175, b: 55 } } })
    .png()
    .toBuffer();
}

async function openProfile(page: Page) {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Profile Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeVisible();
}

test("a new user edits personal info, uploads an avatar, changes the password and signs in with it", async ({ page }) => {
  const username = await signUp(page, "player");
  await openProfile(page);
  await expect(page.getByRole("tab", { name: "Personal Info" })).toHaveAttribute("aria-selected", "true");

  // personal info: the user menu's name and initials follow at once
  await page.getByLabel("First Name").fill("Dana");
  await page.getByLabel("Last Name").fill("Okafor");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Email must be a valid e-mail address")).toBeVisible();
  await page.getByLabel("Email").fill("dana.okafor@example.com");

  // the location is tidied on blur (longer than 10 characters)
  await page.getByLabel("Location").fill("  las   vegas nevada 89109 ");
  await page.getByLabel("Phone").focus();
  await expectToast(page, "Location Updated");
  await expect(page.getByLabel("Location")).toHaveValue("Las Vegas, NV 89109");

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Profile Updated");
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByTestId("menu-display-name")).toHaveText("Dana Okafor");
  await expect(page.getByRole("menu")).toContainText("dana.okafor@example.com");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("DO");

  // payment details: the bank account only ever shows its last 4 digits
  await page.getByRole("tab", { name: "Payment Details" }).click();
  await page.getByLabel("PayPal Email").fill("dana.payouts@example.com");
  await page.getByLabel("Bank Account Number").fill("000123456789");
  await page.getByLabel("Routing Number").fill("021000022");
  await page.getByRole("button", { name: "Save Payment Details" }).click();
  await expect(page.getByText("Routing number is not a valid ABA routing number")).toBeVisible();
  await page.getByLabel("Routing Number").fill("021000021");
  await page.getByRole("button", { name: "Save Payment Details" }).click();
  await expectToast(page, "Profile Updated");
  await expect(page.getByText("On file: ****6789")).toBeVisible();
  await expect(page.getByLabel("Bank Account Number")).toHaveValue("");

  // avatar: uploaded, re-encoded and shown in the header and the user menu
  await page.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await avatarPng() });
  await expectToast(page, "Avatar Updated");
  const menuImage = page.getByRole("button", { name: "User menu" }).getByRole("img");
  await expect(menuImage).toHaveAttribute("src", /^\/uploads\/avatars\/\d+-[a-f0-9]{16}\.webp$/);
  await expect.poll(() => menuImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

  // a text file pretending to be an image is refused by the server
  await page.getByLabel("Profile picture").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("hello, not a picture") });
  // the server's reason, in the toast after the spec's words and next to the button
  await expectToast(page, "Upload Failed", "Failed to upload avatar: The file is not an image. Please select a JPEG, PNG, WebP or GIF image.");
  await expect(page.getByTestId("avatar-error")).toHaveText("The file is not an image. Please select a JPEG, PNG, WebP or GIF image.");
  await expect(menuImage).toHaveAttribute("src", /^\/uploads\/avatars\//);

  // Remove photo: back to initials everywhere, and the button goes with the photo
  await page.getByRole("button", { name: "Remove photo" }).click();
  await expectToast(page, "Photo Removed");
  await expect(page.getByRole("button", { name: "User menu" }).getByRole("img")).toHaveCount(0);
  await expect(page.getByTestId("profile-avatar").getByRole("img")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove photo" })).toHaveCount(0);
  await expect(page.getByTestId("avatar-error")).toHaveCount(0);
  expect((await (await page.request.get("/api/auth/user")).json()).profileImageUrl).toBeNull();

  // upload again for the sign-in check at the end
  await page.getByLabel("Profile picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await avatarPng() });
  await expectToast(page, "Avatar Updated");

  // security: the spec's two rules, then a real change
  await page.getByRole("tab", { name: "Security" }).click();
  await page.getByLabel("Current Password").fill(TEST_PASSWORD);
  await page.getByLabel("New Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm New Password").fill("abd");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password must be at least 6 characters long.")).toBeVisible();
  await expect(page.getByText("New password and confirmation don't match.")).toBeVisible();

  await page.getByLabel("Current Password").fill("wrong-password");
  await page.getByLabel("New Password", { exact: true }).fill("new-secret-42");
  await page.getByLabel("Confirm New Password").fill("new-secret-42");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password Update Failed");
  // the reason is said once, under the field (tests/e2e/second-walk-polish.spec.ts)
  await expect(page.locator("#currentPassword-error")).toHaveText("Current password is incorrect");

  await page.getByLabel("Current Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password Updated");

  await signOut(page);
  await page.goto("/auth?mode=login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expectToast(page, "Login failed");
  await signIn(page, username, "new-secret-42");
  await expect(page.getByRole("button", { name: "User menu" }).getByRole("img")).toHaveAttribute("src", /^\/uploads\/avatars\//);
});

test("an avatar of 5MB or more is refused in the browser before uploading", async ({ page }) => {
  await signUp(page, "investor");
  await openProfile(page);
  let uploads = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/profile/avatar")) uploads += 1;
  });
  await page.getByLabel("Profile picture").setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024) });
  await expectToast(page, "File too large", "Please select an image smaller than 5MB");
  expect(uploads).toBe(0);
});

test("a location that cannot be made sense of shows the formatting failure and keeps the text", async ({ page }) => {
  await signUp(page, "investor");
  await openProfile(page);
  await page.getByLabel("Location").fill("@@@ ### !!! ???");
  await page.getByLabel("Address").focus();
  await expectToast(page, "Location Formatting Failed", "Could not format the address. Please enter manually.");
  await expect(page.getByLabel("Location")).toHaveValue("@@@ ### !!! ???");
  // ten characters or fewer are left alone
  await page.getByLabel("Location").fill("reno nv");
  await page.getByLabel("Address").focus();
  await expect(page.getByLabel("Location")).toHaveValue("reno nv");
});

test("a bank account on file can be replaced and, after confirming, removed", async ({ page }) => {
  await signUp(page, "investor");
  await openProfile(page);
  await page.getByRole("tab", { name: "Payment Details" }).click();
  await page.getByLabel("Bank Account Number").fill("1111 2222 3333");
  await page.getByLabel("Routing Number").fill("011000015");
  await page.getByRole("button", { name: "Save Payment Details" }).click();
  await expectToast(page, "Profile Updated");
  await expect(page.getByText("On file: ****3333")).toBeVisible();

  await page.getByLabel("Bank Account Number").fill("987654321");
  await page.getByRole("button", { name: "Save Payment Details" }).click();
  await expect(page.getByText("On file: ****4321")).toBeVisible();
  await expect(page.getByLabel("Routing Number")).toHaveValue("011000015");

  await page.getByRole("button", { name: "Remove bank account" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("ending in 4321");
  await page.getByRole("button", { name: "Remove", exact: true }).click();
  await expectToast(page, "Profile Updated");
  await expect(page.getByText(/On file:/)).toHaveCount(0);
  await expect(page.getByLabel("Routing Number")).toHaveValue("");
});
