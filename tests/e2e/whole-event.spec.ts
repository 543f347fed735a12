import { expect, test } from "./fixtures";
import { pickElimination, pickPlayer, updateChipCounts } from "./console-dialogs";
import { expectToast, inDays, person, postTournament, startClock, testCasinoEvent, uniqueUsername } from "./helpers";

const card = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

/*
 * decision 160, end to end: a sponsor's own event (a structure with a break, $10 PKO bounties, rebuys, 50/30/20) with four
 * registered players, one of them backed through a linked campaign. The figures, from the rules in src/core/live:
 * - pool (prize-pool.ts): 4 entries x ($110 - $10 bounty) + 1 rebuy x $100 = $500, so 50/30/20 pays $250/$150/$100;
 * - bounties (bounties.ts): Ann knocks Dan out: $5 cash to Ann, her head $15; the deal ends the event with nothing
 *   left to play for, so each of the three takes their own head: Ann $20 in bounties, Bob and Cat $10 each;
 * - ICM (icm.ts) over 50,000/30,000/20,000 chips for $250/$150/$100: $191.96/$163.75/$144.29 (sums to $500.00);
 * - winnings (winnings.ts): deal amount + bounty cash: Ann $211.96, Bob $173.75, Cat $154.29 (= $500 pool + $40 heads);
 * - settlement: Ivy staked $22 of Ann's $110 buy-in (20%): 20% x $211.96 = $42.392, owed $42.39 (rounded down).
 */
test("a whole real event on the clock: break, rebuy, PKO knockout, 3-way ICM deal, results and the backer's settlement", async ({ browser }) => {
  // four browsers on one event, each step waiting for every display, on a machine shared with other runs
  test.setTimeout(120_000);

  // set-up through the API: the sponsor's event with its own structure, the players' seats, a backed campaign
  const sponsor = await person(browser, "sponsor", { firstName: "Sam", lastName: "Sponsor" });
  const structure = {
    levels: [
      { smallBlind: 25, bigBlind: 50, ante: 0, minutes: 10 },
      { break: true, minutes: 5 },
      { smallBlind: 50, bigBlind: 100, ante: 0, minutes: 10 },
      { smallBlind: 100, bigBlind: 200, ante: 25, minutes: 10 },
    ],
  };
  const name = `Whole Event ${uniqueUsername("t")}`;
  const id = await postTournament(
    sponsor.page.request,
    testCasinoEvent({
      name,
      date: inDays(10),
      buyIn: "110",
      bounty: "10",
      rebuys: { kind: "rebuy", untilLevel: 3, maxPerPlayer: 1, price: "100", chips: 20000 },
      structure,
      prizeStructure: "50/30/20",
      prizePercentages: [50, 30, 20],
    }),
  );

  const ann = await person(browser, "player", { firstName: "Ann", lastName: "Archer" });
  const others = [
    await person(browser, "player", { firstName: "Bob", lastName: "Baker" }),
    await person(browser, "player", { firstName: "Cat", lastName: "Carter" }),
    await person(browser, "player", { firstName: "Dan", lastName: "Drake" }),
  ];
  for (const p of [ann, ...others]) {
    expect((await p.page.request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } })).status()).toBe(201);
  }
  // a single-bullet campaign: at most 1 x $110 x 50%
  const linked = await ann.page.request.post("/api/campaigns", {
    data: { specialTournamentId: id, minStake: "10", targetAmount: "55", playerOfferedPercentage: 50, description: "Back me in the PKO" },
  });
  expect(linked.status(), await linked.text()).toBe(201);
  const campaign = (await linked.json()) as { id: number };

  const ivy = await person(browser, "investor", { firstName: "Ivy", lastName: "Investor" });
  const intent = await (await ivy.page.request.post("/api/create-payment-intent", { data: { campaignId: campaign.id, amount: "22.00" } })).json();
  expect((await ivy.page.request.post("/api/payments/sandbox/confirm", { data: { clientSecret: intent.clientSecret, card } })).ok()).toBe(true);
  expect(
    (await ivy.page.request.post("/api/investments", { data: { campaignId: campaign.id, amount: "22.00", paymentIntentId: intent.paymentIntentId } })).ok(),
  ).toBe(true);

  // the displays: the console, a spectator's view, the backer's sweat on the campaign page, Ann's own view
  const consolePage = sponsor.page;
  await consolePage.goto(`/tournament/${id}/control`);
  await expect(consolePage.getByTestId("current-level")).toHaveText("Level 1");
  await expect(consolePage.getByTestId("countdown")).toHaveText("10:00");
  await expect(consolePage.getByTestId("break-scheduled")).toHaveText(" · Break of 5 minutes after this level");

  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(`/tournament/${id}/view`);
  // the first load of a page on a machine shared with other runs
  await expect(spectator.getByTestId("current-level")).toHaveText("Level 1", { timeout: 30_000 });
  await expect(spectator.getByTestId("stat-total-registered")).toHaveText("4");
  await expect(spectator.getByTestId("stat-prize-pool")).toHaveText("$400");
  await expect(spectator.getByTestId("stat-entries")).toHaveText("Rebuys 0 · Bounty $10");

  // Ann watches on her own device, signed in: the second spectator view
  const own = ann.page;
  await own.goto(`/tournament/${id}/view`);
  await expect(own.getByTestId("current-level")).toHaveText("Level 1", { timeout: 30_000 });

  const sweat = ivy.page;
  await sweat.goto(`/invest/${campaign.id}`);
  await expect(sweat.getByRole("heading", { level: 1, name: "Ann Archer" })).toBeVisible();
  const live = sweat.getByTestId("player-live-status");

  // start; the level ends into the structure's break by Next Level
  await startClock(consolePage);
  await expect(consolePage.getByTestId("clock-status")).toHaveText("Running · Break of 5 minutes after this level");
  await expect(live).toContainText("25/50");
  // the start closed staking on the server: the campaign page says so without a reload
  await expect(sweat.getByText("Play has begun, so this campaign sells no more stakes.")).toBeVisible();
  await consolePage.getByRole("button", { name: "Next Level" }).click();
  for (const display of [consolePage, spectator, own]) {
    await expect(display.getByTestId("current-level")).toHaveText("BREAK");
    // the break's 5 minutes, counting down
    await expect(display.getByTestId("countdown")).toHaveText(/^0(5:00|4:[0-5]\d)$/);
    await expect(display.getByTestId("next-level")).toContainText("Next: Level 2 · 50/100 · Ante 0");
    await expect(display.getByTestId("next-level")).toContainText("Play resumes when the break ends");
  }
  await expect(live).toContainText(/Break · 0[45]:\d\d left/);

  // a rebuy during the break (rebuys run through level 3): Bob, by name; the pool grows by $100, no bounty
  const rebuy = await pickPlayer(consolePage, "Rebuy", "Bob Baker");
  await rebuy.getByRole("button", { name: "Record Rebuy" }).click();
  await expectToast(consolePage, "Rebuy Recorded", "Bob Baker: 20,000 chips for $100.");
  await expect(rebuy).toBeHidden();
  await expect(spectator.getByTestId("stat-entries")).toHaveText("Rebuys 1 · Bounty $10");
  await expect(spectator.getByTestId("stat-prize-pool")).toHaveText("$500");
  await expect(consolePage.getByTestId("stat-prize-pool")).toHaveText("$500");
  // 50/30/20 of $500, the same table on the console and the view
  for (const display of [consolePage, spectator]) {
    await expect(display.getByRole("list", { name: "Prize payouts" }).getByRole("listitem")).toHaveText(["1st50%$250", "2nd30%$150", "3rd20%$100"]);
  }

  // Next during the break ends it: level 2 on every display
  await consolePage.getByRole("button", { name: "Next Level" }).click();
  for (const display of [consolePage, spectator]) {
    await expect(display.getByTestId("current-level")).toHaveText("Level 2");
    await expect(display.getByTestId("blinds")).toHaveText("Small Blind50Big Blind100Ante0");
  }

  // Ann knocks Dan out: $5 cash to her, her head becomes $15
  const out = await pickElimination(consolePage, "Dan Drake", "Ann Archer");
  await expect(out.getByTestId("eliminate-bounty-hint")).toHaveText("Ann Archer collects $5 in cash and their bounty becomes $15.");
  await out.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(consolePage, "Player Eliminated", "Dan Drake has been eliminated in position 4. Ann Archer collects $5 of their bounty.");
  await expect(out).toBeHidden();
  await expect(consolePage.getByTestId("roster-player").filter({ hasText: "Dan Drake" })).toContainText("Knocked out by Ann Archer");
  await expect(spectator.getByTestId("stat-players-remaining")).toHaveText("3");
  const bounties = spectator.getByTestId("bounty-row");
  // biggest head first: Ann's $15 with $5 won; Dan's head went to Ann, so he is off the board
  await expect(bounties.first()).toContainText("Ann Archer");
  await expect(bounties.first()).toContainText("$15");
  await expect(bounties.first()).toContainText("won $5");
  await expect(bounties.filter({ hasText: "Bob Baker" })).toHaveText(/Bob Baker\s*\$10$/);
  await expect(bounties.filter({ hasText: "Dan Drake" })).toHaveCount(0);

  // the floor counts the three stacks left: 100,000 chips in play (four entries and the rebuy)
  await updateChipCounts(consolePage, { "Ann Archer": "50,000", "Bob Baker": "30,000", "Cat Carter": "20,000" });

  // a three-way ICM deal with nothing left to play for
  await consolePage.getByRole("button", { name: "Propose Deal" }).click();
  const deal = consolePage.getByRole("dialog");
  await expect(deal.getByLabel("Method")).toHaveValue("icm");
  await expect(deal.getByTestId("deal-preview-row")).toHaveText([
    "Ann Archer50,000 chips$191.96",
    "Bob Baker30,000 chips$163.75",
    "Cat Carter20,000 chips$144.29",
  ]);
  await deal.getByRole("button", { name: "Propose Deal" }).click();
  await expect(deal.getByRole("status")).toHaveText("ICM · 0 of 3 accepted");

  // Ann accepts on her own device, from the view she watches signed in
  const ownPanel = own.getByTestId("deal-panel");
  await expect(ownPanel).toContainText("Deal Proposed");
  await own.getByRole("button", { name: "Accept the Deal ($191.96)" }).click();
  await expect(ownPanel).toContainText("waiting for 2 of 3 players to accept");
  await expect(ownPanel.getByRole("button", { name: /Accept the Deal/ })).toHaveCount(0);
  const panel = spectator.getByTestId("deal-panel");
  await expect(panel).toContainText("waiting for 2 of 3 players to accept");
  await expect(panel.getByTestId("deal-row")).toHaveText(["Ann Archer$191.96Accepted", "Bob Baker$163.75Waiting", "Cat Carter$144.29Waiting"]);
  // the backer's sweat shows the proposal too
  await expect(live.getByTestId("deal-panel")).toContainText("waiting for 2 of 3 players to accept");

  // the controller records the other two acceptances: the deal is made and, with nothing to play for, the event ends
  await expect(deal.getByRole("status")).toHaveText("ICM · 1 of 3 accepted");
  await deal.getByRole("button", { name: "Record Bob Baker's acceptance" }).click();
  await expect(deal.getByRole("status")).toHaveText("ICM · 2 of 3 accepted");
  await deal.getByRole("button", { name: "Record Cat Carter's acceptance" }).click();
  await expect(deal.getByRole("status")).toHaveText("ICM · Deal made");
  await deal.getByRole("button", { name: "Done" }).click();
  await expect(deal).toBeHidden();

  // the finished summary, the same on the console, the spectator's view, Ann's view and the backer's sweat
  const rows = [
    "1stAnn Archer · deal · $20.00 in bounties$211.96",
    "2ndBob Baker · deal · $10.00 in bounties$173.75",
    "3rdCat Carter · deal · $10.00 in bounties$154.29",
  ];
  for (const display of [consolePage, spectator, own, sweat]) {
    const summary = display.getByTestId("finished-summary");
    await expect(summary.getByTestId("finished-winner")).toHaveText("Ann Archer");
    await expect(summary.getByTestId("finished-winner-prize")).toHaveText("$211.96");
    await expect(summary.getByTestId("finished-deal")).toHaveText("Deal made by 3 players (ICM)");
    await expect(summary.getByTestId("finished-row")).toHaveText(rows);
    await expect(display.getByTestId("countdown")).toHaveCount(0);
    await expect(display.getByTestId("deal-panel")).toHaveCount(0);
  }
  // the stored clock says the same
  const stored = (await (await spectator.request.get(`/api/live/${id}`)).json()).state as {
    finishedAt: number | null;
    deal: { status: string; amounts: Record<string, number> };
    players: Array<{ name: string; position: number; bountyWonCents: number; bountyCents: number; isEliminated: boolean }>;
  };
  expect(stored.finishedAt).not.toBeNull();
  expect(stored.deal.status).toBe("made");
  expect(Object.values(stored.deal.amounts).sort((a, b) => b - a)).toEqual([19196, 16375, 14429]);
  const byName = Object.fromEntries(stored.players.map((p) => [p.name, p]));
  expect([1, 2, 3, 4].map((n) => stored.players.find((p) => p.position === n)?.name)).toEqual(["Ann Archer", "Bob Baker", "Cat Carter", "Dan Drake"]);
  expect(["Ann Archer", "Bob Baker", "Cat Carter", "Dan Drake"].map((n) => byName[n].bountyWonCents)).toEqual([2000, 1000, 1000, 0]);
  // the prizes shown add up to the $500 pool plus the $40 every entry put on a head
  expect(21196 + 17375 + 15429).toBe(50_000 + 4 * 1000);

  // the backer's sweat: Ann won; the settlement is 20% of her $211.96, $42.39, on the page without a reload
  await expect(live.getByTestId("player-finish")).toHaveText("Winner: 1st, prize $211.96");
  const outcome = sweat.getByTestId("campaign-outcome");
  await expect(outcome).toContainText("Winnings$211.96");
  await expect(outcome).toContainText("Owed to backers$42.39");
  await expect(outcome).toContainText("Pending: 1 ($42.39)");
  await sweat.goto("/portfolio");
  await sweat.getByRole("tab", { name: "Closed (1)" }).click();
  const stake = sweat.getByTestId("investment-row").filter({ hasText: "Ann Archer" });
  await expect(stake).toContainText("Payout pending");
  await expect(stake).toContainText("Result: 1st, $211.96 won");
  await expect(stake.getByRole("definition")).toHaveText(["$22", "20.0%", "$42.39"]);

  // the sponsor's card and the tournament's response show the pool the clock paid
  const event = (await (await spectator.request.get(`/api/special-tournaments/${id}`)).json()) as { status: string; entrants: number; prizePool: string };
  expect(event).toMatchObject({ status: "completed", entrants: 4, prizePool: "500.00" });
  await consolePage.goto("/sponsored-tournaments");
  await expect(consolePage.getByRole("article", { name }).getByTestId("prize-pool")).toHaveText("$500");

  // Ann sees what she owes, and to whom
  await own.goto("/pay-investors");
  const owed = own.getByTestId("payout-row").filter({ hasText: "Ivy Investor" });
  await expect(owed).toContainText("$42.39");
  await expect(owed).toContainText("Pending");
  await expect(own.getByTestId("payout-row")).toHaveCount(1);
});
