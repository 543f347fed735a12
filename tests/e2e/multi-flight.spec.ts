import { expect, test, type Browser, type Page } from "./fixtures";
import { expectToast, inDays, jsonOf, registerThroughApi, startClock, uniqueUsername } from "./helpers";
import { fillTournamentForm, myTournament, newSponsorOnCreateTournament } from "./create-forms";

async function newPlayer(browser: Browser): Promise<{ page: Page; name: string }> {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page.request, "player");
  const name = (await jsonOf(page.request.get("/api/auth/user"))).username as string;
  return { page, name };
}

/** Bags flight `id` from its console: start, then End <flight> with the stacks shown, `bag` typed for `who`. */
async function bagFlight(page: Page, id: number, flight: string, event: string, who: string, bag: string) {
  await page.goto(`/tournament/${id}/control`);
  await expect(page.getByTestId("flight-line")).toHaveText(`Flight ${flight.replace("Day ", "")} of ${event}`);
  // a flight pays no prizes: its console says where they are paid
  await expect(page.getByTestId("flight-prizes")).toHaveText(`Prizes are paid on Day 2 of ${event}: this flight's survivors bag their chips.`);
  await startClock(page);
  await page.getByRole("button", { name: `End ${flight}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(who).fill(bag);
  await dialog.getByRole("button", { name: `End ${flight}` }).click();
  await expectToast(page, `${flight} Ended`, `Bags recorded. They go on to Day 2 of ${event}.`);
}

// decision 242: two flights feed one Day 2; best-stack keeps a player's largest bag, which alone prices Day-2 resale
test("a sponsor creates an event with two flights, bags each from its console, P sells Day-2 action from the advancing bag, and Day 2's console seats the merged field", async ({
  browser,
  page,
}) => {
  // four consoles and three users in one test: 40 s alone on two cores, over 60 s under the whole suite's load
  test.setTimeout(120_000);
  await newSponsorOnCreateTournament(page);
  const name = `Main Event ${uniqueUsername("f")}`;
  await fillTournamentForm(page, {
    name,
    date: inDays(14),
    location: "Borgata, Atlantic City",
    buyIn: "500",
    maxSeats: "100",
    prizeStructure: "Top 15% paid",
  });
  await page.getByRole("button", { name: "Add Day 1 Flights" }).click();
  await page.getByLabel("Flight 1 Date").fill(inDays(12));
  // a flight after Day 2 is refused with the server's own words, next to the flights
  await page.getByLabel("Flight 2 Date").fill(inDays(15));
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page.getByText("Day 1B must be played on or before the event's date (its Day 2)")).toBeVisible();
  await page.getByLabel("Flight 2 Date").fill(inDays(13));
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await page.waitForURL(/\/tournaments$/);

  const event = await myTournament<{ id: number; flights: { id: number; name: string }[]; prizePool: string }>(page, name);
  const [a, b] = event.flights;
  expect([a.name, b.name]).toEqual(["Day 1A", "Day 1B"]);

  // P plays both flights (best-stack); one more player in each
  const p = await newPlayer(browser);
  const x = await newPlayer(browser);
  const y = await newPlayer(browser);
  // P registers for 1A from the event's details, with its own Register button
  await p.page.goto("/special-tournaments");
  await p.page.getByRole("article", { name, exact: true }).getByRole("button", { name: "View Details" }).click();
  const details = p.page.getByRole("dialog");
  await expect(details.getByTestId("event-flight")).toHaveCount(2);
  await details.getByRole("button", { name: "Register for Day 1A" }).click();
  await expectToast(p.page, "Registration Successful");
  await jsonOf(p.page.request.post("/api/special-tournaments/register", { data: { tournamentId: b.id, userRole: "player" } }), 201);
  await jsonOf(x.page.request.post("/api/special-tournaments/register", { data: { tournamentId: a.id, userRole: "player" } }), 201);
  await jsonOf(y.page.request.post("/api/special-tournaments/register", { data: { tournamentId: b.id, userRole: "player" } }), 201);
  const pool = (await jsonOf(page.request.get(`/api/special-tournaments/${event.id}`))).prizePool;
  expect(pool).toBe("2000.00");

  // P stakes the event itself with 2 bullets (decision 242, addendum "bullets per flight entry"): the form lists the
  // event, not its flights, and offers bullets though the event has no rebuys; the flights are its re-entries
  await p.page.goto("/create-campaign");
  await p.page.getByRole("radio", { name: "My sponsored tournaments" }).check();
  await p.page.getByRole("combobox", { name: "Sponsored Tournament" }).click();
  await expect(p.page.getByRole("option", { name: new RegExp(`^${name}`) })).toHaveCount(1);
  await p.page.getByRole("option", { name: new RegExp(`^${name} ·`) }).click();
  await expect(p.page.getByLabel("Buy-in Amount")).toHaveValue("500.00");
  await p.page.getByRole("combobox", { name: "Bullets" }).click();
  await p.page.getByRole("option", { name: "2 bullets" }).click();
  await expect(p.page.getByText("Flight entries your backers fund: each Day 1 flight you play, and any re-entry on one, at $500")).toBeVisible();
  await p.page.getByLabel("Target Amount").fill("500");
  await p.page.getByLabel("Minimum Stake").fill("10");
  await p.page.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(p.page, "Campaign Created");
  const mine = (await (await p.page.request.get("/api/campaigns/my")).json()) as { id: number; specialTournamentId: number | null; bullets: number }[];
  const campaign = mine.find((c) => c.specialTournamentId === event.id)!;
  expect(campaign.bullets).toBe(2);
  // before the sale, the campaign page says what the bullets cover beside what the share follows
  const backer = await newPlayer(browser);
  await backer.page.goto(`/invest/${campaign.id}`);
  await expect(backer.page.getByTestId("multi-flight-notice")).toHaveText(
    "A multi-flight event: your share follows the player's advancing stack to the end. Up to 2 flight entries: the money for the ones the player does not use is refunded to the backers pro rata at settlement.",
  );

  await bagFlight(page, a.id, "Day 1A", name, p.name, "30,000");
  // a bagged flight is finished: the event's details list it as completed, the next flight as upcoming
  await p.page.goto("/special-tournaments");
  await p.page.getByRole("article", { name, exact: true }).getByRole("button", { name: "View Details" }).click();
  const flights = p.page.getByRole("dialog").getByTestId("event-flight");
  await expect(flights.nth(0)).toContainText("Completed");
  await expect(flights.nth(1)).toContainText("Upcoming");
  // the sponsor's card of the bagged flight says where its players went, not that it has no results
  await page.goto("/tournaments");
  await expect(page.getByRole("article", { name: `${name} Day 1A`, exact: true }).getByTestId("flight-bagged")).toHaveText(
    "Flight 1A bagged: 2 players advance to Day 2 with 55,000 chips.",
  );
  await bagFlight(page, b.id, "Day 1B", name, p.name, "45,000");

  // Day 2: P once, with the 1B bag; the others with their 25,000
  await page.goto(`/tournament/${event.id}/control`);
  await expect(page.getByTestId("flight-line")).toHaveText("Day 2: 3 players from the flights' bags");
  const state = (await jsonOf(page.request.get(`/api/live/${event.id}`))).state as { players: { name: string; chips: number }[]; totalChipsInPlay: number };
  expect(state.players.map((pl) => [pl.name, pl.chips]).sort()).toEqual(
    [
      [p.name, 45_000],
      [x.name, 25_000],
      [y.name, 25_000],
    ].sort(),
  );
  await expect(page.getByText(p.name).first()).toBeVisible();

  // every flight has bagged: P sells Day-2 action on the event's card, priced from the advancing 45,000 bag only
  // ($500 x 45,000 / 25,000 / 100 = $9.00 per 1%; decision 242, addendum "Day-2 resale and swaps")
  await p.page.goto("/special-tournaments");
  const card = p.page.getByRole("article", { name, exact: true });
  await expect(card.getByTestId("day-two-offer")).toContainText("Day 2: your bag of 45,000 is 1.8 x the starting stack");
  await expect(card.getByTestId("day-two-price")).toHaveText("$9.00 per 1%");
  await card.getByRole("button", { name: "Sell Day-2 action" }).click();
  const sell = p.page.getByRole("dialog");
  await sell.getByLabel("Percentage to sell").fill("10");
  await expect(sell.getByTestId("day-two-quote")).toHaveText("$9.00 per 1% at 1.00 markup: 10% raises $90.00.");
  await sell.getByRole("button", { name: "Create Day-2 Campaign" }).click();
  await expectToast(p.page, "Day-2 Campaign Created", "10% of your winnings at $9.00 per 1%.");
  await sell.getByRole("link", { name: "View your Day-2 campaign" }).click();
  await expect(p.page.getByTestId("campaign-day-two")).toHaveText("Day 2 · priced from a 45,000 bag");
  // a player whose bag is the starting stack gets no offer
  await x.page.goto("/special-tournaments");
  await expect(x.page.getByRole("article", { name, exact: true })).toBeVisible();
  await expect(x.page.getByRole("article", { name, exact: true }).getByTestId("day-two-offer")).toHaveCount(0);

  await page.goto(`/tournament/${event.id}/control`);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
});
