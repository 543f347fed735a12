import { expect, test } from "./fixtures";
import { campaignBody, expectToast, signUp, TEST_PASSWORD, uniqueUsername } from "./helpers";

// Issue 37 item 8: a tab closed at the card step left "You already own the most this player allows" and "Max $0"
test("an abandoned checkout says Payment in progress: Resume goes back to the card, Cancel frees the cap at once (375 px)", async ({ page, browser }) => {
  test.slow();
  const player = await browser.newContext();
  expect((await player.request.post("/api/register", { data: { username: uniqueUsername("rc"), password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
  // $1,000 buy-in, 20% per backer: $200 each
  const created = await player.request.post("/api/campaigns", {
    data: campaignBody({ tournament: `Resume ${uniqueUsername("t")}`, buyIn: "1000", minStake: "10", targetAmount: "500", maxPerInvestor: 20 }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await player.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page, "investor");
  // the walk: the investor reached the card step for their whole $200 and closed the tab (no release was sent)
  const intent = await page.request.post("/api/create-payment-intent", { data: { campaignId: id, amount: "200" } });
  expect(intent.status()).toBe(200);
  const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
  expect((await page.request.post("/api/payments/card-step", { data: { paymentIntentId } })).status()).toBe(200);

  await page.goto(`/invest/${id}`);
  const openDialog = () => page.getByRole("button", { name: "Invest Now" }).filter({ visible: true }).first().click();
  await openDialog();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Payment in progress" })).toBeVisible();
  await expect(dialog.getByTestId("payment-in-progress")).toContainText("You started paying $210.00 for a $200.00 stake.");
  await expect(dialog).not.toContainText("Max $0");

  // Resume: the card step of the same payment
  await dialog.getByRole("button", { name: "Resume" }).click();
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pay $210.00" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // closing the dialog released that hold; hold it again, as the closed tab had, and this time Cancel
  const again = await page.request.post("/api/create-payment-intent", { data: { campaignId: id, amount: "200" } });
  expect(again.status()).toBe(200);
  await openDialog();
  await expect(dialog.getByRole("heading", { name: "Payment in progress" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expectToast(page, "Payment canceled", "The $200.00 held for you is free again. Nothing was charged.");
  await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  await expect(dialog.getByText(/Max \$200/)).toBeVisible();
  await expect(dialog.getByTestId("cap-note")).toContainText("you can buy $200 more");
});
