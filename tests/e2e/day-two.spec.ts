import { expect, test, type Browser, type Page } from "./fixtures";
import { expectToast, inDays, jsonOf, registerThroughApi, signUp, startClock, tournamentBody, uniqueUsername } from "./helpers";

// the other users sign up through the API (their pages open later): the form's flow is signUp's own test
async function newUser(browser: Browser, role: "investor" | "player" | "sponsor"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page.request, role);
  return page;
}

// decision 170: the worked case, $500, 25,000 starting chips, a 420,000 bag at 1.00 -> $84.00 per 1%
test("a day ends on the console with bags; the player sells Day-2 action at $84.00 per 1%; an investor sees the price", async ({ browser, page }) => {
  await signUp(page, "sponsor");
  const name = `Main Event ${uniqueUsername("t")}`;
  const event = await jsonOf(
    page.request.post("/api/special-tournaments", {
      data: tournamentBody({ name, date: inDays(12), buyIn: "500", startingChips: 25000, maxSeats: 20, days: ["Day 1", "Day 2", "Final Day"] }),
    }),
    201,
  );
  const tournamentId = event.id as number;
  const players = [await newUser(browser, "player"), await newUser(browser, "player"), await newUser(browser, "player")];
  for (const p of players) await jsonOf(p.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } }), 201);
  const names = await Promise.all(players.map(async (p) => (await jsonOf(p.request.get("/api/auth/user"))).username as string));

  // the console: start, then End Day 1 with every bag
  await page.goto(`/tournament/${tournamentId}/control`);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  await page.getByRole("button", { name: "End Day 1" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "End Day 1" })).toBeVisible();
  // each field starts at the stack the console knows (they started empty)
  await expect(dialog.getByLabel(names[0])).toHaveValue("25,000");
  // a missing bag is shown next to its field, nothing is sent
  await dialog.getByLabel(names[0]).fill("");
  await dialog.getByRole("button", { name: "End Day 1" }).click();
  await expect(dialog.getByText(`Enter ${names[0]}'s bag.`)).toBeVisible();
  await dialog.getByLabel(names[0]).fill("420000");
  await expect(dialog.getByLabel(names[0])).toHaveValue("420,000");
  // a bag that is not a whole number is refused in the dialog with the clock's own message, nothing is sent (decision 170)
  await dialog.getByLabel(names[1]).fill("30000.5");
  await dialog.getByLabel(names[2]).fill("20000");
  await dialog.getByRole("button", { name: "End Day 1" }).click();
  await expect(dialog.getByText(`Enter ${names[1]}'s bag as a whole number, like 420,000.`)).toBeVisible();
  await dialog.getByLabel(names[1]).fill("30000");
  await expect(dialog.getByLabel(names[1])).toHaveValue("30,000");
  await dialog.getByRole("button", { name: "End Day 1" }).click();
  await expectToast(page, "Day 1 Ended", "Bags recorded. Start the clock to begin Day 2.");
  // until Day 2 starts the same button corrects a miscounted bag (decision 170)
  await expect(page.getByRole("button", { name: "Correct Day 1 Bags" })).toBeVisible();

  // the player with the big bag sees the offer on their tournament card
  const alice = players[0];
  await alice.goto("/special-tournaments");
  const card = alice.getByRole("article", { name });
  await expect(card.getByTestId("day-two-price")).toHaveText("$84.00 per 1%");
  await expect(card.getByTestId("day-two-offer")).toContainText("Day 2: your bag of 420,000 is 16.8 x the starting stack");
  await card.getByRole("button", { name: "Sell Day-2 action" }).click();
  const sell = alice.getByRole("dialog");
  await sell.getByLabel("Percentage to sell").fill("10");
  await expect(sell.getByTestId("day-two-quote")).toHaveText("$84.00 per 1% at 1.00 markup: 10% raises $840.00.");
  await sell.getByRole("button", { name: "Create Day-2 Campaign" }).click();
  await expectToast(alice, "Day-2 Campaign Created", "10% of your winnings at $84.00 per 1%.");
  await sell.getByRole("link", { name: "View your Day-2 campaign" }).click();
  await expect(alice.getByTestId("campaign-day-two")).toHaveText("Day 2 · priced from a 420,000 bag");

  // the player with a short bag gets no offer
  await players[2].goto("/special-tournaments");
  await expect(players[2].getByRole("article", { name }).getByRole("button", { name: "Register" })).toHaveCount(0);
  await expect(players[2].getByRole("article", { name }).getByTestId("day-two-offer")).toHaveCount(0);

  // an investor opens the campaign: Day 2, the bag, and 1% for $84
  const campaignUrl = alice.url();
  const investor = await newUser(browser, "investor");
  await investor.goto(new URL(campaignUrl).pathname);
  await expect(investor.getByTestId("campaign-day-two")).toHaveText("Day 2 · priced from a 420,000 bag");
  await expect(investor.getByText("1% of winnings per $84 staked")).toBeVisible();
  await expect(investor.getByText("up to 10%", { exact: true })).toBeVisible();
});
