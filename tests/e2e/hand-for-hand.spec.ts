import { expect, test } from "./fixtures";
import { pickElimination } from "./console-dialogs";
import { postTournament, registeredPlayer, signUp, startClock, testCasinoEvent, uniqueUsername } from "./helpers";

interface H4hState {
  version: number;
  status: string;
  players: { id: string; name: string; isEliminated: boolean; tableNumber: number }[];
  tables: { number: number; seats: { playerId: string }[] }[];
  handForHand: { hand: number; reported: number[] } | null;
}

// decision 235: a 30-player event reaches the bubble, plays hand-for-hand, and two busts at two tables in one hand split the last paid place
test("hand-for-hand at the bubble: two players bust at two tables in one hand and split 10th, both tables report, play runs on; the cashier's report balances and the slips print", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, "sponsor");
  // $100 x 30 = $3,000 paying 10 places, 10th 4% ($120); six to a table, so the 9 left after the bubble still play at two
  const id = await postTournament(
    page.request,
    testCasinoEvent({
      name: `Bubble Cup ${uniqueUsername("t")}`,
      maxSeats: 30,
      seatsPerTable: 6,
      prizePercentages: [30, 20, 12, 8, 6, 5, 5, 5, 5, 4],
    }),
  );
  for (let batch = 0; batch < 3; batch++) {
    await Promise.all(Array.from({ length: 10 }, async () => (await registeredPlayer(browser, id, {}, "h4h")).context.close()));
  }

  await page.goto(`/tournament/${id}/control`);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  // down to 11 through the API (the eliminations are other tests'): one more than the 10 paid places
  const state = async (): Promise<H4hState> => ((await (await page.request.get(`/api/live/${id}`)).json()) as { state: H4hState }).state;
  const first = await state();
  for (const p of first.players.slice(11)) {
    const out = await page.request.post(`/api/live/${id}/actions`, { data: { type: "eliminate", playerId: p.id } });
    expect(out.status()).toBe(200);
  }
  const bubble = await state();
  const left = bubble.players.filter((p) => !p.isEliminated);
  expect(left).toHaveLength(11);
  const tables = bubble.tables.filter((t) => t.seats.length > 0).map((t) => t.number);
  expect(tables).toHaveLength(2);
  const at = (table: number) => left.find((p) => bubble.tables.find((t) => t.number === table)!.seats.some((s) => s.playerId === p.id))!;
  const [a, b] = [at(tables[0]), at(tables[1])];

  // a spectator's display of the whole event
  const display = await (await browser.newContext()).newPage();
  await display.goto(`/tournament/${id}/view`);
  await expect(display.getByTestId("clock-status")).toHaveText("Running");

  // the console suggests hand-for-hand and switches it on from the suggestion
  const suggestion = page.getByTestId("hand-for-hand-suggestion");
  await expect(suggestion).toContainText("11 players left, 10 paid.");
  await suggestion.getByRole("button", { name: "Play Hand-for-Hand" }).click();
  const strip = page.getByTestId("hand-for-hand");
  await expect(strip).toContainText("Hand-for-hand · Hand 1");
  await expect(suggestion).toHaveCount(0);
  await expect(display.getByTestId("hand-for-hand-banner")).toContainText("Hand-for-hand · Hand 1");

  // A busts at one table, B at the other, in the same hand, each with 20,000 at its start: they tie for 10th
  for (const p of [a, b]) {
    const dialog = await pickElimination(page, p.name);
    await expect(dialog.getByTestId("eliminate-hand-for-hand")).toContainText("Hand-for-hand, hand 1");
    const stack = dialog.getByLabel(`${p.name}'s stack`);
    await expect(stack).toHaveValue("20,000");
    await stack.fill("");
    await dialog.getByRole("button", { name: "Eliminate Player" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(`Enter ${p.name}'s stack at the start of the hand.`);
    await stack.fill("20000");
    await dialog.getByRole("button", { name: "Eliminate Player" }).click();
    await expect(dialog).toBeHidden();
  }
  for (const screen of [strip, display.getByTestId("hand-for-hand-banner")]) {
    const busts = screen.getByTestId("hand-bust");
    await expect(busts).toHaveCount(2);
    for (const p of [a, b]) await expect(busts.filter({ hasText: p.name })).toContainText("10th (tie) · $60");
  }

  // each table reports its hand done: the first pauses the clock, the second ends the hand; the bubble burst in it
  const reporting = (await state()).tables.filter((t) => t.seats.length > 0).map((t) => t.number);
  expect(reporting).toHaveLength(2);
  const tablesPanel = page.getByRole("region", { name: `Table ${reporting[0]}`, exact: true });
  await tablesPanel.getByRole("button", { name: `Hand done at Table ${reporting[0]}` }).click();
  await expect(tablesPanel.getByTestId("hand-reported")).toHaveText("Hand 1 done");
  await expect(page.getByTestId("clock-status")).toHaveText("Paused");
  await expect(strip.getByTestId("hand-for-hand-waiting")).toHaveText(`Done: Table ${reporting[0]}. Waiting for Table ${reporting[1]}.`);
  await expect(display.getByTestId("clock-status")).toHaveText("Paused");

  // the other table reports from its own display, opened on the controller's screen
  const tableScreen = await page.context().newPage();
  await tableScreen.goto(`/tournament/${id}/view?table=${reporting[1]}`);
  await expect(tableScreen.getByTestId("hand-for-hand-banner")).toContainText("Hand-for-hand · Hand 1");
  await tableScreen.getByRole("button", { name: `Hand done at Table ${reporting[1]}` }).click();
  await expect(tableScreen.getByTestId("hand-for-hand-banner")).toHaveCount(0);
  const burst = page.getByTestId("hand-for-hand-burst");
  await expect(burst).toContainText("The bubble has burst: hand-for-hand is off and the clock runs as usual.");
  for (const p of [a, b]) await expect(burst.getByTestId("hand-bust").filter({ hasText: p.name })).toContainText("10th (tie) · $60");
  await expect(page.getByTestId("clock-status")).toHaveText("Running");
  await expect(display.getByTestId("clock-status")).toHaveText("Running");
  await expect(display.getByTestId("hand-for-hand-banner")).toHaveCount(0);
  expect((await state()).handForHand).toBeNull();

  // the event plays out (through the API): the cashier's report balances with the tie in it, and the slips pay the pool
  const rest = (await state()).players.filter((p) => !p.isEliminated);
  expect(rest).toHaveLength(9);
  for (const p of rest.slice(1))
    expect((await page.request.post(`/api/live/${id}/actions`, { data: { type: "eliminate", playerId: p.id } })).status()).toBe(200);
  await page.goto(`/tournament/${id}/control`);
  await page.getByRole("link", { name: "Cashier's Report" }).click();
  await expect(page.getByTestId("cashier-pool")).toHaveText("Prize pool$3,000.00");
  await expect(page.getByTestId("cashier-paid")).toHaveText("Total paid$3,000.00");
  await expect(page.getByTestId("cashier-place").filter({ hasText: "10th" })).toHaveCount(2);
  await expect(page.getByTestId("cashier-difference")).toContainText("The report balances");

  await page.goto(`/tournament/${id}/control`);
  await page.getByRole("link", { name: "Payout Slips" }).click();
  const slips = page.getByTestId("payout-slip");
  await expect(slips).toHaveCount(11);
  for (const p of [a, b]) await expect(slips.filter({ hasText: p.name })).toContainText("$60.00");
  await expect(page.getByTestId("slips-total")).toContainText("Slips total$3,000.00");
  await expect(page.getByTestId("slips-total")).toContainText("The slips pay the whole prize pool.");
  // printed, each slip on a page of its own
  const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)?.length).toBe(11);
});
