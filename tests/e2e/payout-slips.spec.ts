import { formatDate } from "../../src/core/format";
import { DAY_MS } from "../../src/core/payback";
import { expect, test } from "./fixtures";
import { buyStake, inDays, person, postTournament, testCasinoEvent, uniqueUsername } from "./helpers";

/*
 * Decision 238: four players at $400 on 50/30/20 ($1,600: $800 / $480 / $320). Ann sold 25% of her winnings to a
 * backer, and wins. The sponsor opens the payout slips from the console: three slips totalling the pool, each with
 * the signature lines; Ann's is marked handed out, and her backer's stake says when her prize was paid at the venue
 * and when their $200 falls due, 7 days later.
 */
test("the sponsor hands out the slips of a finished event; the backer sees the prize paid at the venue", async ({ browser }) => {
  test.setTimeout(120_000);
  const sponsor = (await person(browser, "sponsor", { firstName: "Sam", lastName: "Sponsor" })).page;
  const name = `Slip Cup ${uniqueUsername("t")}`;
  const id = await postTournament(
    sponsor.request,
    testCasinoEvent({ name, date: inDays(3), buyIn: "400", prizeStructure: "50/30/20", prizePercentages: [50, 30, 20] }),
  );
  const players: Record<string, number> = {};
  let ann = sponsor;
  for (const [first, last] of [
    ["Ann", "Archer"],
    ["Bob", "Baker"],
    ["Cat", "Carter"],
    ["Dan", "Drake"],
  ]) {
    const p = await person(browser, "player", { firstName: first, lastName: last });
    players[first] = p.id;
    expect((await p.page.request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } })).status()).toBe(201);
    if (first === "Ann") ann = p.page;
  }
  // Ann sells half her winnings at most; her backer buys $100 of the $400 buy-in: 25% of what she wins
  const campaign = await ann.request.post("/api/campaigns", {
    data: { specialTournamentId: id, minStake: "50", targetAmount: "200", playerOfferedPercentage: 50 },
  });
  expect(campaign.status(), await campaign.text()).toBe(201);
  const campaignId = ((await campaign.json()) as { id: number }).id;
  const backer = (await person(browser, "investor", { firstName: "Bea", lastName: "Backer" })).page;
  await buyStake(backer.request, campaignId, "100");

  // the event is played through the API as the console sends it: Dan 4th, Cat 3rd, Bob 2nd, Ann wins
  const act = async (data: Record<string, unknown>) => expect((await sponsor.request.post(`/api/live/${id}/actions`, { data })).status()).toBe(200);
  await act({ type: "start" });
  const { state } = (await (await sponsor.request.get(`/api/live/${id}`)).json()) as { state: { players: Array<{ id: string; userId: number | null }> } };
  const seat = (first: string) => state.players.find((p) => p.userId === players[first])!.id;
  for (const first of ["Dan", "Cat", "Bob"]) await act({ type: "eliminate", playerId: seat(first) });

  // the console's link opens the printable slips
  await sponsor.goto(`/tournament/${id}/control`);
  await expect(sponsor.getByTestId("finished-summary")).toBeVisible();
  await sponsor.getByRole("link", { name: "Payout Slips" }).click();
  await expect(sponsor).toHaveURL(new RegExp(`/tournament/${id}/slips$`));
  await expect(sponsor.getByRole("heading", { name: `Payout Slips · ${name}` })).toBeVisible();
  const total = sponsor.getByTestId("slips-total");
  await expect(total).toContainText("Slips total$1,600.00");
  await expect(total).toContainText("Prize pool$1,600.00");
  await expect(total).toContainText("The slips pay the whole prize pool.");
  await expect(sponsor.getByRole("button", { name: "Print all" })).toBeEnabled();

  const slips = sponsor.getByTestId("payout-slip");
  await expect(slips).toHaveCount(3);
  const rows = [
    ["Ann Archer", "1st", "$800.00"],
    ["Bob Baker", "2nd", "$480.00"],
    ["Cat Carter", "3rd", "$320.00"],
  ];
  for (const [i, [who, place, amount]] of rows.entries()) {
    const slip = slips.nth(i);
    await expect(slip.getByRole("heading", { name })).toBeVisible();
    await expect(slip).toContainText(`Player${who}`);
    await expect(slip).toContainText(`Place${place}`);
    await expect(slip).toContainText(`Prize${amount}`);
    await expect(slip).toContainText(`Total${amount}`);
    await expect(slip).toContainText("Player's signature");
    await expect(slip).toContainText("Cashier's signature");
  }

  // Ann's slip handed out: asked first, then dated
  const annSlip = slips.filter({ hasText: "Ann Archer" });
  await annSlip.getByRole("button", { name: "Mark handed out" }).click();
  const confirm = sponsor.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Mark Ann Archer's slip handed out?" })).toBeVisible();
  await confirm.getByRole("button", { name: "Mark handed out" }).click();
  const today = formatDate(new Date());
  await expect(annSlip.getByTestId("slip-handed-out")).toHaveText(`Handed out ${today}`);
  await expect(annSlip.getByRole("button", { name: "Mark handed out" })).toHaveCount(0);
  await expect(slips.filter({ hasText: "Bob Baker" }).getByRole("button", { name: "Mark handed out" })).toBeVisible();
  // a reload reads the same date from the server
  await sponsor.reload();
  await expect(sponsor.getByTestId("payout-slip").filter({ hasText: "Ann Archer" }).getByTestId("slip-handed-out")).toHaveText(`Handed out ${today}`);

  // the backer's stake: when the prize was paid at the venue, and their payout due 7 days later
  await backer.goto("/portfolio");
  await backer.getByRole("tab", { name: "Closed (1)" }).click();
  const stake = backer.getByTestId("investment-row").filter({ hasText: name });
  await expect(stake.getByTestId("prize-paid-line")).toHaveText(`Prize paid at the venue on ${today}`);
  await expect(stake.getByTestId("payout-due-line")).toHaveText(`Payout due ${formatDate(new Date(Date.now() + 7 * DAY_MS))}`);
  await expect(stake).toContainText("$200.00");

  // Ann, who owes it, reads the same dates on Pay Investors
  await ann.goto("/pay-investors");
  await expect(ann.getByText(`prize paid at the venue on ${today}, due ${formatDate(new Date(Date.now() + 7 * DAY_MS))}`)).toBeVisible();
});
