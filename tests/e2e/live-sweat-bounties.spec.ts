import { expect, test } from "./fixtures";
import { buyStake, inDays, person, postTournament, uniqueUsername } from "./helpers";

// decision 160 where the backed player's stack and place are shown: the campaign page's live card (which the
// player sees on their own campaign too) and the backer's Live Now line carry the bounty on their head and the
// bounty cash they have won.

test("a backer and the player see the bounty on the player's head and the bounty cash won, to their finish", async ({ browser }) => {
  const sponsor = await person(browser, "sponsor");
  const tournamentId = await postTournament(sponsor.page.request, {
    name: `PKO Sweat ${uniqueUsername("t")}`,
    date: inDays(10),
    location: "Reno, NV",
    buyIn: "110",
    bounty: "10",
    startingChips: 20000,
    maxSeats: 10,
    prizePercentages: [70, 30],
  });

  const staked = await person(browser, "player", { firstName: "Bounty", lastName: "Hunter" });
  for (const p of [staked, await person(browser, "player"), await person(browser, "player"), await person(browser, "player")]) {
    expect((await p.page.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } })).status()).toBe(201);
  }
  const linked = await staked.page.request.post("/api/campaigns", {
    data: { specialTournamentId: tournamentId, minStake: "10", targetAmount: "55", playerOfferedPercentage: 50 },
  });
  expect(linked.status()).toBe(201);
  const campaign = (await linked.json()) as { id: number };
  const investor = await person(browser, "investor");
  await buyStake(investor.page.request, campaign.id, "11.00");

  const act = async (data: Record<string, unknown>) => expect((await sponsor.page.request.post(`/api/live/${tournamentId}/actions`, { data })).ok()).toBe(true);
  await act({ type: "start" });
  const players = (
    (await (await sponsor.page.request.get(`/api/live/${tournamentId}`)).json()).state as { players: Array<{ id: string; userId: number | null }> }
  ).players;
  const hunter = players.find((p) => p.userId === staked.id)!.id;
  const [other, nemesis] = players.filter((p) => p.id !== hunter).map((p) => p.id);

  // the backer's campaign page and Live Now line, and the player's own campaign page
  const watch = investor.page;
  await watch.goto(`/invest/${campaign.id}`);
  const live = watch.getByTestId("player-live-status");
  await expect(live.getByTestId("player-bounty")).toHaveText("$10");
  await expect(live).toContainText("On their head");
  const portfolio = await watch.context().newPage();
  await portfolio.goto("/portfolio");
  const line = portfolio.getByTestId("live-stake-line").filter({ hasText: "Bounty Hunter" });
  await expect(line).toContainText("4 of 4 left · bounty $10");
  const own = staked.page;
  await own.goto(`/invest/${campaign.id}`);
  const ownLive = own.getByTestId("player-live-status");
  await expect(ownLive.getByTestId("player-bounty")).toHaveText("$10");

  // a knockout: $5 cash, the head becomes $15, on every view without a reload
  await act({ type: "eliminate", playerId: other, eliminatorId: hunter });
  await expect(live.getByTestId("player-bounty")).toHaveText("$15");
  await expect(live).toContainText("Won $5 in bounties");
  await expect(line).toContainText("3 of 4 left · bounty $15 · won $5 in bounties");
  await expect(ownLive.getByTestId("player-bounty")).toHaveText("$15");

  // knocked out in 3rd (the table pays 2): the prize is the $5 of bounty cash, and the line says where it came from
  await act({ type: "eliminate", playerId: hunter, eliminatorId: nemesis });
  await expect(live.getByTestId("player-finish")).toHaveText("Eliminated in 3rd, prize $5.00");
  await expect(live.getByTestId("player-bounty-won")).toHaveText("Bounty cash won: $5 (part of the prize)");
  await expect(line).toContainText("Eliminated in 3rd, prize $5.00 · won $5 in bounties (in the prize)");
  await expect(ownLive.getByTestId("player-bounty-won")).toHaveText("Bounty cash won: $5 (part of the prize)");
});
