import { expect, test } from "./fixtures";
import { buyStake, expectToast, expectToContainAll, inDays, person, postTournament, startClock, uniqueUsername } from "./helpers";

test("an investor watches a linked campaign's live status change as the sponsor runs the clock in another browser", async ({ browser }) => {
  // a sponsor's event paying 50/30/20 of the pool: 3 entrants at $150 make $450, so 3rd pays $90.00
  const sponsor = await person(browser, "sponsor");
  const name = `Sweat Cup ${uniqueUsername("t")}`;
  const tournamentId = await postTournament(sponsor.page.request, {
    name,
    description: "Live sweat",
    date: inDays(10),
    time: "20:00",
    location: "Reno, NV",
    buyIn: "150",
    prizeStructure: "50/30/20",
    startingChips: 20000,
    maxSeats: 10,
    prizePercentages: [50, 30, 20],
  });

  const staked = await person(browser, "player", { firstName: "Sweaty", lastName: "Backed" });
  for (const p of [staked, await person(browser, "player"), await person(browser, "player")]) {
    expect((await p.page.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } })).status()).toBe(201);
  }
  const linked = await staked.page.request.post("/api/campaigns", {
    data: { specialTournamentId: tournamentId, minStake: "10", targetAmount: "75", playerOfferedPercentage: 50, description: "Back me live" },
  });
  expect(linked.status()).toBe(201);
  const campaign = (await linked.json()) as { id: number };

  const investor = await person(browser, "investor");
  await buyStake(investor.page.request, campaign.id, "30.00");

  // before the clock starts the campaign page shows no live status
  const watch = investor.page;
  await watch.goto(`/invest/${campaign.id}`);
  await expect(watch.getByRole("heading", { level: 1, name: "Sweaty Backed" })).toBeVisible();
  const live = watch.getByTestId("player-live-status");
  await expect(live).toHaveCount(0);

  // the sponsor starts the clock on the console: the card appears without a reload
  const consolePage = sponsor.page;
  await consolePage.goto(`/tournament/${tournamentId}/control`);
  await startClock(consolePage);
  await expect(live).toBeVisible();
  await expectToContainAll(live, ["Level1", "25/50", "20,000", "400.0 BB", "After the first chip count", "Players Left3of 3"]);
  await expect(live.getByRole("link", { name: "Watch Live" })).toHaveAttribute("href", `/tournament/${tournamentId}/view`);

  // the portfolio's Live Now line, from its own stream, in a second tab
  const portfolio = await watch.context().newPage();
  await portfolio.goto("/portfolio");
  const line = portfolio.getByTestId("live-stake-line").filter({ hasText: "Sweaty Backed" });
  await expect(line).toContainText("Level 1 · 25/50 · 20,000 chips (400.0 BB) · 3 of 3 left");

  // chip counts: the backed player is 2nd of 3 by chips
  const state = (await (await consolePage.request.get(`/api/live/${tournamentId}`)).json()).state as {
    players: Array<{ id: string; name: string; userId: number | null }>;
  };
  const seat = state.players.find((p) => p.userId === staked.id)!;
  const [bigStack, shortStack] = state.players.filter((p) => p.id !== seat.id);
  const counts = { [seat.id]: "25,000", [bigStack.id]: "30,000", [shortStack.id]: "5,000" };
  expect((await consolePage.request.post(`/api/live/${tournamentId}/actions`, { data: { type: "chips", counts } })).ok()).toBe(true);
  await expect(live).toContainText("Rank2ndof 3 remaining");
  await expect(live).toContainText("500.0 BB");
  await expect(line).toContainText("25,000 chips (500.0 BB) · 2nd of 3 left");

  // the next level reaches both
  await consolePage.getByRole("button", { name: "Next Level" }).click();
  await expect(live).toContainText("50/100");
  await expect(line).toContainText("Level 2 · 50/100");

  // the sponsor eliminates the backed player in the console: 3rd, and the table pays 3rd $90.00
  await consolePage.getByRole("button", { name: "Eliminate Player" }).click();
  const dialog = consolePage.getByRole("dialog");
  await dialog.getByRole("radio", { name: /Sweaty Backed/ }).click();
  await dialog.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(consolePage, "Player Eliminated", "Sweaty Backed has been eliminated in position 3.");
  await expect(live.getByTestId("player-finish")).toHaveText("Eliminated in 3rd, prize $90.00");
  await expect(live).toContainText("Players Left2of 3");
  await expect(live).not.toContainText("Rank");
  await expect(line).toContainText("Eliminated in 3rd, prize $90.00");

  // the dashboard shows the same line once it loads
  await portfolio.goto("/");
  await expect(portfolio.getByTestId("live-stakes").getByTestId("live-stake-line").filter({ hasText: "Sweaty Backed" })).toContainText(
    "Eliminated in 3rd, prize $90.00",
  );
});
