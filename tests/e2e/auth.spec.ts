import { expect, test } from "./fixtures";
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

test("a protected route sends a visitor to /auth, and signing in returns them there", async ({ page }) => {
  // the notice shows for 500 ms before the redirect: the page itself reports it (a check from the test could miss
  // that window on a busy machine, and one made while the redirect is under way waits for the next page)
  let noticeShown = false;
  await page.exposeFunction("reportRedirectNotice", () => void (noticeShown = true));
  await page.addInitScript(() => {
    const w = window as unknown as { reportRedirectNotice: () => void };
    const seen = () => document.body?.innerText.includes("Redirecting to login...");
    new MutationObserver((_, observer) => {
      if (!seen()) return;
      observer.disconnect();
      w.reportRedirectNotice();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/portfolio");
  await page.waitForURL("**/auth?next=%2Fportfolio");
  expect(noticeShown, "Redirecting to login... was on screen before the redirect").toBe(true);
  await expect(page.getByRole("tab", { name: "Sign In" })).toBeVisible();
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByLabel("Username").fill("investor");
  await page.getByLabel("Password").fill("investor");
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Portfolio" })).toBeVisible();
});

test("a signed-in user is sent from /auth to the dashboard, and signs out", async ({ page }) => {
  await signIn(page, "investor");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Ivy!" })).toBeVisible();
  await signOut(page);
  await expect(page.getByRole("heading", { name: "Elite Poker Investments" })).toBeVisible();
  await page.goto("/browse");
  await page.waitForURL("**/auth?next=%2Fbrowse");
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

test("signing up from a campaign page returns to it, and a new account is welcomed, not welcomed back", async ({ page }) => {
  const res = await page.request.get("/api/campaigns");
  const campaign = ((await res.json()) as Array<{ id: number; status: string }>).find((c) => c.status === "active")!;
  await page.goto(`/invest/${campaign.id}`);
  await page.getByRole("link", { name: "Sign Up to Invest" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?role=investor&next=%2Finvest%2F${campaign.id}$`));
  const username = uniqueUsername("back");
  await page.locator("#register-username").fill(username);
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await page.locator("#register-confirm").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/invest/${campaign.id}$`));
  await expect(page.getByRole("button", { name: "Invest Now" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  await signOut(page);
  await signIn(page, username, TEST_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
});

for (const next of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "/%09/evil.example"]) {
  test(`an unsafe next (${next}) is ignored: signing in lands on the dashboard`, async ({ page }) => {
    await page.goto(`/auth?mode=login&next=${encodeURIComponent(next)}`);
    await page.getByLabel("Username").fill("investor");
    await page.getByLabel("Password").fill("investor");
    await page.getByRole("button", { name: "Sign In" }).last().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(page.url(), "http://x").origin);
    expect(new URL(page.url()).pathname).toBe("/");
  });
}

test("a signed-in user opening /auth with a next path goes there", async ({ page }) => {
  await signIn(page, "investor");
  await page.goto("/auth?next=%2Fportfolio");
  await expect(page).toHaveURL(/\/portfolio$/);
});
