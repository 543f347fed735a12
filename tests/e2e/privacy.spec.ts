import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { buyStake, campaignBody, expectToast, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

test("a player asks for their data, waits while it is prepared, and downloads the ZIP", async ({ page }) => {
  const username = await signUp(page, "player");
  const tournament = `Privacy Open ${uniqueUsername("t")}`;
  expect((await page.request.post("/api/campaigns", { data: campaignBody({ tournament, buyIn: "1000", minStake: "10", targetAmount: "500" }) })).status()).toBe(
    201,
  );

  await page.goto("/profile?tab=privacy");
  const card = page.getByTestId("data-export");
  await card.getByRole("button", { name: "Download my data" }).click();
  await expect(card.getByText("Preparing your data…")).toBeVisible();
  // built by the background worker (every 5 s on this server); the card asks again every 2 s until it is ready
  const link = card.getByRole("link", { name: /^Download \(\d+(\.\d)? (bytes|KB|MB)\)$/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(/— available until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(card.getByRole("button", { name: "Prepare a new copy" })).toBeVisible();

  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stakeline-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(["README.txt", "data.json"]));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as { profile: { username: string }; campaigns: Array<{ tournament: string }> };
  expect(data.profile.username).toBe(username);
  expect(data.campaigns.map((c) => c.tournament)).toEqual([tournament]);

  // the bell says so too
  await expect(page.getByTestId("notification-bell")).toHaveAttribute("aria-label", "Notifications, 1 unread");
});

test("a fresh player closes their account with the password, lands signed out, and their page reads Closed account", async ({ page }) => {
  await signUp(page, "player");
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
  await page.goto("/profile?tab=privacy");
  const card = page.getByTestId("close-account");
  const password = card.getByLabel("Password");

  // a wrong password is said under the field, after the last question
  await password.fill("not-my-password");
  await card.getByRole("button", { name: "Close my account" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Close your account?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Close my account" }).click();
  await expect(card.getByText("The password is incorrect.")).toBeVisible();

  await password.fill(TEST_PASSWORD);
  await card.getByRole("button", { name: "Close my account" }).click();
  await dialog.getByRole("button", { name: "Close my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, "Account closed");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await page.goto(`/players/${encodeURIComponent(`closed~${me.id}`)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Closed account" })).toBeVisible();
  await expect(page.getByTestId("player-closed")).toBeVisible();
});

test("an investor with a stake in an open campaign sees what is left and cannot close yet", async ({ page, browser }) => {
  const player = await browser.newContext();
  expect((await player.request.post("/api/register", { data: { username: uniqueUsername("pl"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  const created = await player.request.post("/api/campaigns", {
    data: campaignBody({ tournament: `Left Open ${uniqueUsername("t")}`, buyIn: "1000", minStake: "10", targetAmount: "500" }),
  });
  const { id } = (await created.json()) as { id: number };
  await player.close();

  await signUp(page, "investor");
  await buyStake(page.request, id, "100");
  await page.goto("/profile?tab=privacy");
  const card = page.getByTestId("close-account");
  await expect(card.getByTestId("close-blocked")).toBeVisible();
  await expect(card.getByRole("link", { name: "1 stake in campaigns not settled yet ($100.00)" })).toHaveAttribute("href", "/portfolio");
  await expect(card.getByRole("button", { name: "Close my account" })).toBeDisabled();
  await expect(card.getByLabel("Password")).toHaveCount(0);
});
