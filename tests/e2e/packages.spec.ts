import { expect, test } from "./fixtures";
import { expectToast, newUserPage, uniqueUsername } from "./helpers";
import { fillCardForm } from "./invest-dialog";

// Decision 241: a package of 3 events of $1,000 (50% offered, no markup): a backer buys $300 = 10%; the player enters
// $0, skips event 2 (the backer is refunded 10% x $1,000 = $100) and cashes $3,000: the backer is owed $300.00.
test("a player creates a package of 3 events, an investor buys, the player enters results and the investor sees what they are owed", async ({ browser }) => {
  const player = await newUserPage(browser, "player", "pkg");
  const p = player.page;
  const name = `Spring Series package ${uniqueUsername("p")}`;
  const today = await p.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });

  await p.goto("/create-campaign");
  await p.getByRole("radio", { name: "Package: several events" }).check();
  await p.getByLabel("Package Name").fill(name);
  await p.getByRole("button", { name: "Add Event" }).click();
  // a missing buy-in is refused beside its row, by the server's own rule
  await p.getByLabel("Target Amount").fill("1500");
  await p.getByLabel("Minimum Stake").fill("100");
  for (const i of [1, 2, 3]) {
    await p.getByLabel(`Event name ${i}`, { exact: true }).fill(`Event #${i}`);
    await p.getByLabel(`Date ${i}`, { exact: true }).fill(today);
    if (i < 3) await p.getByLabel(`Buy-in ${i}`, { exact: true }).fill("1000");
  }
  await p.getByRole("button", { name: "Create Campaign" }).click();
  await expect(p.getByText("Event 3: Buy-in amount is required")).toBeVisible();
  await p.getByLabel("Buy-in 3", { exact: true }).fill("1000");
  await expect(p.getByTestId("package-summary")).toContainText("3 events, $3,000 in buy-ins");
  await p.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(p, "Campaign Created", "Your campaign has been created successfully and is now live for investors.");
  const mine = (await (await p.request.get("/api/campaigns/my")).json()) as Array<{ id: number; tournament: string }>;
  const id = mine.find((c) => c.tournament === name)!.id;

  // the investor buys 10% for $300 from the campaign page, told the share is of all three events
  const investor = await newUserPage(browser, "investor", "pkgbacker");
  const a = investor.page;
  await a.goto(`/invest/${id}`);
  await expect(a.getByTestId("package-panel")).toContainText("3 events, $3,000 in buy-ins");
  await expect(a.getByTestId("package-event")).toHaveCount(3);
  await a.getByRole("button", { name: "Invest Now" }).filter({ visible: true }).first().click();
  const dialog = a.getByRole("dialog");
  await expect(dialog.getByTestId("package-share-note")).toContainText("A package of 3 events: your share is of the total winnings of all three.");
  await dialog.getByLabel("Investment Amount ($)").fill("300");
  await expect(dialog).toContainText("10.0%");
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(dialog.getByRole("heading", { name: "Complete Payment" })).toBeVisible();
  await fillCardForm(a, "4242 4242 4242 4242");
  await dialog.getByRole("button", { name: "Pay $315.00" }).click();
  await expectToast(a, "Investment Successful", "Your investment has been processed successfully!");

  // the player enters each event's result on the campaign's page
  await p.goto(`/invest/${id}`);
  const events = p.getByTestId("package-event");
  await events.nth(0).getByLabel("Winnings in Event #1").fill("0");
  await events.nth(0).getByRole("button", { name: "Save Result" }).click();
  await expect(events.nth(0)).toContainText("Did not cash");
  await events.nth(1).getByRole("button", { name: "Skipped" }).click();
  await p.getByRole("alertdialog").getByRole("button", { name: "Skip Event" }).click();
  await expectToast(p, "Event skipped", "$100.00 is being refunded to your backers.");
  await expect(events.nth(1)).toContainText("Skipped: its part refunded");
  await events.nth(2).getByLabel("Winnings in Event #3").fill("3000");
  await events.nth(2).getByRole("button", { name: "Save Result" }).click();
  await expectToast(p, "Campaign Closed", "Campaign has been successfully closed and payouts calculated.");
  await expect(p.getByTestId("package-panel")).toContainText("Total winnings so far: $3,000.00");

  // the investor sees the refund for the skipped event and the $300.00 they are owed on the total winnings
  await a.goto(`/invest/${id}`);
  await expect(a.getByTestId("package-my-refunds")).toContainText("Refunded to you for skipped events: $100.00");
  await a.goto("/portfolio");
  await a.getByRole("tab", { name: /Closed/ }).click();
  await expect(a.getByTestId("investment-row").filter({ hasText: name })).toContainText("$300.00");
});
