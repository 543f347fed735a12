import { expect, test } from "@playwright/test";
import { expectToast, mainNav, signIn, signOut, signUp, uniqueUsername, TEST_PASSWORD } from "./helpers";

test("a visitor signs up as a player from /auth?role=player", async ({ page }) => {
  await page.goto("/auth?role=player");
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("data-state", "active");
  await expect(page.getByRole("radio", { name: /Player/ })).toBeChecked();
  await expect(page.getByText("Create funding campaigns")).toBeVisible();
  const username = await signUp(page, "player", uniqueUsername("player"));
  await expect(page.getByText("Manage your campaigns and keep your backers paid")).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Pay Investors" })).toBeVisible();
  await page.getByRole("button", { name: "User menu" }).click();
  await expect(page.getByText("Profile Settings")).toBeVisible();
  expect(username).toMatch(/^player/);
});

test("sign-up validation toasts", async ({ page }) => {
  await page.goto("/auth?role=investor");
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expectToast(page, "Missing fields", "Please fill in all fields.");
  await page.locator("#register-username").fill(uniqueUsername());
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await page.locator("#register-confirm").fill("secret124");
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expectToast(page, "Password mismatch", "Passwords do not match.");
});

test("sign-in validation and a wrong password", async ({ page }) => {
  await page.goto("/auth?mode=login");
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("data-state", "active");
  await expect(page.getByTestId("test-accounts")).toContainText("investor");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expectToast(page, "Missing fields", "Please enter both username and password.");
  await page.getByLabel("Username").fill("investor");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expectToast(page, "Login failed", "Invalid username or password");
});

const DEMO = [
  { username: "investor", links: ["Dashboard", "Browse Campaigns", "My Portfolio", "Special Tournaments"], hidden: ["Pay Investors", "My Tournaments"] },
  { username: "pro", links: ["Dashboard", "Browse Campaigns", "My Portfolio", "Special Tournaments", "Pay Investors"], hidden: ["My Tournaments"] },
  { username: "sponsor", links: ["Dashboard", "My Tournaments", "Create Tournament"], hidden: ["Browse Campaigns", "Pay Investors"] },
];

for (const account of DEMO) {
  test(`demo account ${account.username} sees its navigation`, async ({ page }) => {
    await signIn(page, account.username);
    const nav = mainNav(page);
    await expect(nav.getByRole("link")).toHaveText(account.links);
    for (const h of account.hidden) await expect(nav.getByRole("link", { name: h })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });
}

test("a protected route sends a visitor to /auth", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByText("Redirecting to login...")).toBeVisible();
  await page.waitForURL("**/auth");
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
});

test("a signed-in user is sent from /auth to the dashboard, and signs out", async ({ page }) => {
  await signIn(page, "investor");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Ivy!" })).toBeVisible();
  await signOut(page);
  await expect(page.getByRole("heading", { name: "Elite Poker Investments" })).toBeVisible();
  await page.goto("/browse");
  await page.waitForURL("**/auth");
});

test("unknown paths show the not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("the landing page links visitors to sign-up with a role", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Verified Players Only").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "VIP Tournaments" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join as Player" })).toHaveAttribute("href", "/auth?role=player");
  await expect(page.getByRole("link", { name: "Become Sponsor" })).toHaveAttribute("href", "/auth?role=sponsor");
  await page.getByRole("link", { name: "Join as Player" }).click();
  await expect(page.getByRole("radio", { name: /Player/ })).toBeChecked();
});
