import { expect, test } from "./fixtures";
import { campaignBody, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

// Issue 37 item 9: the player page links their open campaigns with an Invest button
test("a backer invests from the player's page: open campaigns listed with Invest (375 px)", async ({ page, browser }) => {
  const player = await browser.newContext();
  const username = uniqueUsername("pp");
  expect((await player.request.post("/api/register", { data: { username, password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  const tournament = `Page Invest ${uniqueUsername("t")}`;
  const created = await player.request.post("/api/campaigns", { data: campaignBody({ tournament, buyIn: "1000", minStake: "10", targetAmount: "500" }) });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await player.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, "investor");
  await page.goto(`/players/${username}`);
  const open = page.getByTestId("open-campaigns");
  await expect(open).toContainText("Open campaigns");
  const row = open.getByTestId("open-campaign").filter({ hasText: tournament });
  await expect(row).toContainText("$500 left");
  await row.getByRole("link", { name: `Invest in ${tournament}` }).click();
  await expect(page).toHaveURL(new RegExp(`/invest/${id}$`));
  await page.getByRole("button", { name: "Invest Now" }).filter({ visible: true }).first().click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
});
