import { expect, test } from "./fixtures";
import { apiUser, expectToast, jsonOf, signUp, startClock, testCasinoEvent, tournamentBody, uniqueUsername } from "./helpers";

const CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };

test("the sponsor's console marks the staked player and can undo an elimination", async ({ browser, page }) => {
  await signUp(page, "sponsor");
  const event = await jsonOf(
    page.request.post("/api/special-tournaments", {
      data: tournamentBody(testCasinoEvent({ name: `Verified Cup ${uniqueUsername("t")}`, buyIn: "1000" })),
    }),
    201,
  );
  const tournamentId = event.id as number;

  // two players take seats; the first one sells a stake to one investor
  const staked = await apiUser(browser, "player");
  const others = [await apiUser(browser, "player"), await apiUser(browser, "player")];
  for (const p of [staked, ...others]) await jsonOf(p.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } }), 201);
  const campaign = await jsonOf(
    staked.post("/api/campaigns", { data: { specialTournamentId: tournamentId, minStake: "50", targetAmount: "500", playerOfferedPercentage: 50 } }),
    201,
  );
  const investor = await apiUser(browser, "investor");
  const intent = await jsonOf(investor.post("/api/create-payment-intent", { data: { campaignId: campaign.id, amount: "200" } }));
  await jsonOf(investor.post("/api/payments/sandbox/confirm", { data: { clientSecret: intent.clientSecret, card: CARD } }));

  // players without a name: the console (the host deals with them) shows their usernames (decision 143)
  const [stakedName, otherName] = await Promise.all([staked, others[0]].map(async (p) => (await jsonOf(p.get("/api/auth/user"))).username as string));
  await page.goto(`/tournament/${tournamentId}/control`);
  const roster = page.getByRole("list", { name: "Players" });
  const first = roster.getByRole("listitem").filter({ hasText: stakedName });
  await expect(first.getByText("Staked · 1 backer")).toBeVisible();
  await expect(
    roster
      .getByRole("listitem")
      .filter({ hasText: otherName })
      .getByText(/Staked/),
  ).toHaveCount(0);

  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  await page.getByRole("button", { name: "Eliminate Player" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: new RegExp(stakedName) }).click();
  await dialog.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(page, "Player Eliminated", new RegExp(`${stakedName}.* has been eliminated in position 3\\.`));
  const campaignUrl = `/api/campaigns/${campaign.id as number}`;
  expect(await jsonOf(staked.get(campaignUrl))).toMatchObject({ status: "completed", finalPosition: 3 });

  // a mis-click: the floor undoes it, and the settlement goes with it
  await first.getByRole("button", { name: "Undo elimination" }).click();
  await expect(first.getByRole("button", { name: "Undo elimination" })).toHaveCount(0);
  await expect(first.getByText("0 chips")).toBeVisible();
  expect(await jsonOf(staked.get(campaignUrl))).toMatchObject({ status: "active", finalPosition: null });
});
