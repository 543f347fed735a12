import { expect, test, type APIRequestContext, type Browser, type BrowserContext } from "./fixtures";
import { expectToast, inDays, tournamentBody, TEST_PASSWORD, uniqueUsername } from "./helpers";

/** A new account in a browser context of its own, signed in through the API; its id and username. */
async function account(browser: Browser, role: "player" | "sponsor"): Promise<{ context: BrowserContext; id: number; username: string }> {
  const context = await browser.newContext();
  const username = uniqueUsername(role === "player" ? "sw" : "sp");
  const res = await context.request.post("/api/register", { data: { username, password: TEST_PASSWORD, role } });
  expect(res.ok()).toBe(true);
  const me = await (await context.request.get("/api/auth/user")).json();
  return { context, id: me.id as number, username };
}

async function eliminate(request: APIRequestContext, tournamentId: number, userId: number) {
  const { state } = await (await request.get(`/api/live/${tournamentId}`)).json();
  const seat = state.players.find((p: { userId: number | null }) => p.userId === userId);
  const res = await request.post(`/api/live/${tournamentId}/actions`, { data: { type: "eliminate", playerId: seat.id } });
  expect(res.status(), await res.text()).toBe(200);
}

// decision 174: two players agree a swap, the clock settles it with the prizes, the one who owes marks it paid
test("a swap offered and accepted on the site, settled by the clock: both dashboards show the net, the payer marks it paid", async ({ browser }) => {
  test.setTimeout(120_000);
  const sponsor = await account(browser, "sponsor");
  // a $200,000 guarantee paid 50/25/25: with 4 entrants 1st wins $100,000, 2nd and 3rd $50,000
  const data = tournamentBody({
    name: `Swap Cup ${uniqueUsername("t")}`,
    date: inDays(12),
    buyIn: "1000",
    maxSeats: 10,
    guaranteedPrizePool: "200000",
    prizePercentages: [50, 25, 25],
  });
  const created = await sponsor.context.request.post("/api/special-tournaments", { data });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const [alice, bob, carol, dave] = [
    await account(browser, "player"),
    await account(browser, "player"),
    await account(browser, "player"),
    await account(browser, "player"),
  ];
  for (const p of [alice, bob, carol, dave])
    expect((await p.context.request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } })).status()).toBe(201);

  // Alice offers Bob 10% from the tournament's card
  const a = await alice.context.newPage();
  await a.goto("/special-tournaments");
  const card = a.getByRole("article", { name: data.name as string });
  await card.getByRole("button", { name: "Offer a swap" }).click();
  const dialog = a.getByRole("dialog", { name: "Offer a swap" });
  await dialog.getByLabel("Player").selectOption({ label: bob.username });
  await dialog.getByLabel("Share of winnings (%)").fill("25");
  await dialog.getByRole("button", { name: "Offer Swap" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Swap percentage must be from 1 to 20, with at most 2 decimals");
  await dialog.getByLabel("Share of winnings (%)").fill("10");
  await dialog.getByRole("button", { name: "Offer Swap" }).click();
  await expectToast(a, "Swap offered");
  await expect(dialog).toBeHidden();

  // Bob accepts it on his dashboard
  const b = await bob.context.newPage();
  await b.goto("/dashboard");
  const bobRow = b.getByTestId("swaps-section").getByTestId("swap-row");
  await expect(bobRow).toContainText(alice.username);
  await expect(bobRow).toContainText(`${alice.username} offers 10% each way`);
  await bobRow.getByRole("button", { name: "Accept" }).click();
  await expectToast(b, "Swap accepted");
  await expect(bobRow).toContainText("Accepted");
  await expect(bobRow.getByRole("button", { name: "Accept" })).toHaveCount(0);

  // the clock: Dave out 4th, Alice 3rd ($50,000), Carol 2nd: Bob wins $100,000
  expect((await sponsor.context.request.post(`/api/live/${id}/actions`, { data: { type: "start" } })).status()).toBe(200);
  for (const p of [dave, alice, carol]) await eliminate(sponsor.context.request, id, p.id);

  await a.goto("/dashboard");
  const aliceRow = a.getByTestId("swaps-section").getByTestId("swap-row");
  await expect(aliceRow).toContainText("Settled");
  await expect(aliceRow.getByTestId("swap-line")).toHaveText(`10% each way: ${bob.username} owes you $5,000.00 net`);
  await expect(aliceRow.getByRole("button", { name: "Mark as Paid" })).toHaveCount(0);

  // Pay Investors lists the swap debt beside the payouts: Bob owes it, Alice owes nothing
  await b.goto("/pay-investors");
  await expect(b.getByTestId("swap-debts").getByTestId("swap-line")).toHaveText(`10% each way: You owe ${alice.username} $5,000.00 net`);
  await a.goto("/pay-investors");
  await expect(a.getByRole("heading", { name: "Pending Payouts" })).toBeVisible();
  await expect(a.getByTestId("swap-debts")).toHaveCount(0);
  await a.goto("/dashboard");

  await b.goto("/dashboard");
  await expect(bobRow.getByTestId("swap-line")).toHaveText(`10% each way: You owe ${alice.username} $5,000.00 net`);
  await bobRow.getByRole("button", { name: "Mark as Paid" }).click();
  await expect(bobRow).toContainText(`Sent $5,000.00 to ${alice.username}?`);
  await bobRow.getByRole("button", { name: "Confirm" }).click();
  await expectToast(b, "Swap marked as paid");
  await expect(bobRow).toContainText("Paid");
  await expect(bobRow.getByRole("button", { name: "Mark as Paid" })).toHaveCount(0);

  await a.reload();
  await expect(aliceRow.getByTestId("swap-line")).toContainText(`${bob.username} owes you $5,000.00 net, paid `);
  for (const p of [sponsor, alice, bob, carol, dave]) await p.context.close();
});
