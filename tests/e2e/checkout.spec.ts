import { expect, request, test, type APIRequestContext, type Page } from "./fixtures";
import { continueToPayment, fillCardForm } from "./invest-dialog";
import { TEST_PASSWORD, expectToast, uniqueUsername, postCampaign, daysFromNow } from "./helpers";

// Checkout that tells the truth (decision 094): Max and what others reserve, a declined card keeps the card
// step, a second tab says the checkout moved, and closing the tab frees the hold.

async function newUser(api: APIRequestContext, role: "investor" | "player"): Promise<void> {
  const reg = await api.post("/api/register", { data: { username: uniqueUsername(`co${role}`), password: TEST_PASSWORD, role } });
  expect(reg.ok(), await reg.text()).toBeTruthy();
}

/** A fresh player's campaign with $1,000 to raise, stakes $100 to $2,000. */
async function createCampaign(baseURL: string): Promise<number> {
  const api = await request.newContext({ baseURL });
  await newUser(api, "player");
  const { id } = await postCampaign(api, {
    tournament: `Checkout E2E ${uniqueUsername("t")}`,
    minStake: "100",
    tournamentDate: daysFromNow(20),
    description: "Browser test campaign",
  });
  await api.dispose();
  return id;
}

const CARD = { number: "4242424242424242", expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" };

/** A stake paid with the sandbox's test card through the API, as the dialog pays it. */
async function stake(api: APIRequestContext, campaignId: number, amount: string): Promise<void> {
  const intent = await api.post("/api/create-payment-intent", { data: { campaignId, amount } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await api.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: CARD } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** What an anonymous visitor is told others' open checkouts hold. */
async function reservedOf(baseURL: string, campaignId: number): Promise<string> {
  const api = await request.newContext({ baseURL });
  const res = await api.get(`/api/campaigns/${campaignId}`);
  const { reservedAmount } = (await res.json()) as { reservedAmount: string };
  await api.dispose();
  return reservedAmount;
}

async function openCheckout(page: Page, campaignId: number, amount: string) {
  await page.goto(`/invest/${campaignId}`);
  await page.getByRole("button", { name: "Invest Now" }).click();
  const dialog = page.getByRole("dialog");
  await continueToPayment(dialog, amount);
  return dialog;
}

test.describe("checkout", () => {
  test("Max and the campaign page count what another investor's open checkout reserves", async ({ page, baseURL }) => {
    const campaignId = await createCampaign(baseURL!);
    const other = await request.newContext({ baseURL });
    await newUser(other, "investor");
    const held = await other.post("/api/create-payment-intent", { data: { campaignId, amount: "300" } });
    expect(held.status(), await held.text()).toBe(200);

    await newUser(page.request, "investor");
    await page.goto(`/invest/${campaignId}`);
    await expect(page.getByTestId("reserved-note")).toHaveText("$300 reserved in open checkouts");
    await page.getByRole("button", { name: "Invest Now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Max $700 · $700 remaining");
    await expect(dialog.getByTestId("reserved-note")).toHaveText("$300 reserved in open checkouts");
    await other.dispose();
  });

  test("a declined card keeps the card step open with the reason next to the card field; another card then pays", async ({ page, baseURL }) => {
    const campaignId = await createCampaign(baseURL!);
    await newUser(page.request, "investor");
    const dialog = await openCheckout(page, campaignId, "100");
    await fillCardForm(page, "4000 0000 0000 0002");
    await dialog.getByRole("button", { name: "Pay $105.00" }).click();
    await expectToast(page, "Payment Failed", "Your card was declined.");
    await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
    const cardNumber = dialog.getByLabel("Card number");
    await expect(cardNumber).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.locator("#card-error")).toHaveText("Your card was declined.");
    // the declined payment's hold is gone; the one kept for the next card holds the same $100
    expect(await reservedOf(baseURL!, campaignId)).toBe("100.00");

    await cardNumber.fill("4242 4242 4242 4242");
    await dialog.getByRole("button", { name: "Pay $105.00" }).click();
    await expectToast(page, "Investment Successful", "Your investment has been processed successfully!");
    expect(await reservedOf(baseURL!, campaignId)).toBe("0.00");
  });

  test("a second tab's checkout for the same campaign: the first tab says the checkout moved", async ({ page, baseURL }) => {
    const campaignId = await createCampaign(baseURL!);
    await newUser(page.request, "investor");
    const first = await openCheckout(page, campaignId, "200");
    const second = await page.context().newPage();
    // the second tab finds the first tab's checkout in progress (decision 210); cancelled there, a new one starts
    await second.goto(`/invest/${campaignId}`);
    await second.getByRole("button", { name: "Invest Now" }).click();
    const inProgress = second.getByRole("dialog");
    await expect(inProgress.getByTestId("payment-in-progress")).toContainText("You started paying");
    await inProgress.getByRole("button", { name: "Cancel" }).click();
    await inProgress.getByLabel("Investment Amount ($)").fill("300");
    await inProgress.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(inProgress.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
    await expect(first.getByRole("alert")).toContainText("This checkout continued in another tab.");
    await expect(first.getByRole("button", { name: /^Pay / })).toHaveCount(0);
    // only the second tab's hold is open
    expect(await reservedOf(baseURL!, campaignId)).toBe("300.00");
  });

  test("closing the tab during checkout releases the hold (sendBeacon on pagehide)", async ({ page, baseURL }) => {
    const campaignId = await createCampaign(baseURL!);
    await newUser(page.request, "investor");
    const tab = await page.context().newPage();
    await openCheckout(tab, campaignId, "400");
    expect(await reservedOf(baseURL!, campaignId)).toBe("400.00");
    await tab.close({ runBeforeUnload: true });
    await expect.poll(() => reservedOf(baseURL!, campaignId)).toBe("0.00");
  });

  test("leaving the app by a full-page navigation releases the hold", async ({ page, baseURL }) => {
    const campaignId = await createCampaign(baseURL!);
    await newUser(page.request, "investor");
    await openCheckout(page, campaignId, "500");
    await page.goto("about:blank");
    await expect.poll(() => reservedOf(baseURL!, campaignId)).toBe("0.00");
  });

  test("money the investor can see: each stake's receipt line, the refund, and the stake in Recent Activity", async ({ page, baseURL }) => {
    const player = await request.newContext({ baseURL });
    await newUser(player, "player");
    const { id: campaignId, tournament } = await postCampaign(player, {
      tournament: `Receipt E2E ${uniqueUsername("t")}`,
      minStake: "100",
      tournamentDate: daysFromNow(20),
      description: "Receipts",
    });

    await newUser(page.request, "investor");
    await stake(page.request, campaignId, "250");
    await page.goto("/dashboard");
    await expect(page.getByText(`You staked $250.00 on`).first()).toContainText(`in ${tournament} (12.5% stake); charged $262.50 with the fee`);

    await page.goto("/portfolio");
    const row = page.getByTestId("investment-row").filter({ hasText: tournament });
    await expect(row.getByTestId("receipt-line")).toBeVisible();
    await expect(row.getByTestId("receipt-line")).toContainText("$250.00 stake + $12.50 fee = $262.50 charged");
    await expect(row.getByTestId("refund-line")).toHaveCount(0);

    expect((await player.post(`/api/campaigns/${campaignId}/cancel`, { data: {} })).status()).toBe(200);
    await page.reload();
    await page.getByRole("tab", { name: /^Closed/ }).click();
    await expect(row.getByTestId("refund-line")).toContainText("$262.50 refunded");
    await expect(row.getByTestId("receipt-line")).toContainText("$262.50 charged");
    await player.dispose();
  });
});
