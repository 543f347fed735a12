import { expect, test } from "./fixtures";
import { continueToPayment, fillCardForm } from "./invest-dialog";
import { signUp, postCampaign, daysFromNow } from "./helpers";

// decision 124: the bell counts up over the notification stream while the player looks at the page, without a reload
test("a player's bell counts up live when an investor buys a stake in another browser, and the panel's link opens the campaign", async ({ page, browser }) => {
  const playerName = await signUp(page, "player");
  const tournament = `Bell E2E ${playerName}`;
  const { id } = await postCampaign(page.request, { tournament, minStake: "100", description: "Bell test", tournamentDate: daysFromNow(20) });

  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("aria-label", "Notifications");

  // the investor, in a browser of their own (own cookies), buys through the campaign page's checkout
  const investorContext = await browser.newContext();
  try {
    const investor = await investorContext.newPage();
    await signUp(investor, "investor");
    await investor.goto(`/invest/${id}`);
    await investor.getByRole("button", { name: "Invest Now" }).click();
    const dialog = investor.getByRole("dialog");
    await continueToPayment(dialog, "150");
    await fillCardForm(investor, "4242 4242 4242 4242");
    // $150 and the $7.50 fee (5%, above the $5 minimum)
    await dialog.getByRole("button", { name: "Pay $157.50" }).click();
    await expect(investor.getByRole("dialog")).toHaveCount(0);
  } finally {
    await investorContext.close();
  }

  await expect(bell).toHaveAttribute("aria-label", "Notifications, 1 unread");
  await expect(bell).toContainText("1");
  await bell.click();
  const panel = page.getByRole("menu", { name: "Notifications" });
  await expect(panel).toContainText(`$150.00`);
  await expect(panel).toContainText(tournament);

  // the notification links to the campaign's page, which opens (not a Not Found)
  await panel.getByTestId("notification-item").filter({ hasText: "New investment received" }).click();
  await expect(page).toHaveURL(new RegExp(`/invest/${id}$`));
  await expect(page.getByText(tournament).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Not Found/ })).toHaveCount(0);
  // opening it marked it read
  await expect(bell).toHaveAttribute("aria-label", "Notifications");
});
