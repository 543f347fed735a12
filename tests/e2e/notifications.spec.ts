import { expect, request, test } from "@playwright/test";
import { signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

const CARD = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };

// Issue 18: the bell counts up over the notification stream while the player looks at the page, without a reload
test("a player's bell counts up live when an investor buys a stake in another browser, and the panel links to it", async ({ page, baseURL }) => {
  await signUp(page, "player");
  const tournament = `Bell E2E ${uniqueUsername("t")}`;
  const created = await page.request.post("/api/campaigns", {
    data: { tournament, buyIn: "2000", minStake: "100", targetAmount: "1000", playerOfferedPercentage: 50, description: "Bell test", tournamentDate: new Date(Date.now() + 20 * 86_400_000).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("aria-label", "Notifications");

  // the investor, in a browser of their own
  const investor = await request.newContext({ baseURL });
  expect((await investor.post("/api/register", { data: { username: uniqueUsername("bell"), password: TEST_PASSWORD, role: "investor" } })).ok()).toBe(true);
  const intent = await investor.post("/api/create-payment-intent", { data: { campaignId: id, amount: "150" } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  expect((await investor.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: CARD } })).status()).toBe(200);
  await investor.dispose();

  await expect(bell).toHaveAttribute("aria-label", "Notifications, 1 unread");
  await expect(bell).toContainText("1");
  await bell.click();
  const panel = page.getByRole("menu", { name: "Notifications" });
  await expect(panel).toContainText(`$150.00`);
  await expect(panel).toContainText(tournament);
});
