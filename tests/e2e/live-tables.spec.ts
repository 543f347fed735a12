import { expect, test } from "./fixtures";
import { expectToast, postTournament, registeredPlayer, signUp, startClock, testCasinoEvent, uniqueUsername } from "./helpers";
import { liveState, moveText } from "./live-tables-state";

// decision 164: the draw at the start, the console's tables, a balancing move confirmed, and one table's own display
test("the console shows the drawn tables, a balancing move is confirmed done, and a table display shows its seats and the move", async ({ browser, page }) => {
  // twelve accounts, a console and two displays
  test.slow();
  await signUp(page, "sponsor");
  const tournamentId = await postTournament(page.request, testCasinoEvent({ name: `Tables Cup ${uniqueUsername("t")}`, maxSeats: 20, seatsPerTable: 9 }));

  // 12 registrants: two tables of 6 at 9 seats each (the players' own journeys are other tests')
  await Promise.all(
    Array.from({ length: 12 }, async () => {
      await registeredPlayer(browser, tournamentId, {}, "seat");
    }),
  );

  await page.goto(`/tournament/${tournamentId}/control`);
  // the event's name starts with "Tables" too: the panel's heading is the exact word; no tables before the draw
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tables", exact: true })).toHaveCount(0);
  await startClock(page);
  await expect(page.getByTestId("clock-status")).toHaveText("Running");

  // the draw: every table with its seats and players, by the names the console knows them by (their usernames)
  const drawn = await liveState(page.request, tournamentId);
  expect(drawn.tables.map((t) => t.seats.length)).toEqual([6, 6]);
  // the names the console shows: each registrant's public name (their username, as they gave none: decision 212),
  // or the name the console knows a "Player N" by
  const known = ((await (await page.request.get(`/api/live/${tournamentId}/names`)).json()) as { names: Record<string, string> }).names;
  const names: Record<string, string> = Object.fromEntries(drawn.players.map((p) => [p.id, known[p.id] ?? p.name]));
  await expect(page.getByRole("heading", { name: "Tables", exact: true })).toBeVisible();
  await expect(page.getByTestId("console-table")).toHaveCount(2);
  const tableOne = page.getByRole("region", { name: "Table 1", exact: true });
  const seatsOne = tableOne.getByRole("list", { name: "Seats at Table 1" }).getByRole("listitem");
  await expect(seatsOne).toHaveCount(9);
  for (const s of drawn.tables[0].seats) await expect(seatsOne.nth(s.seat - 1)).toContainText(names[s.playerId]);

  // the button's seat at Table 1
  const buttonSeat = drawn.tables[0].seats[2].seat;
  await tableOne.getByLabel("Button seat").selectOption(String(buttonSeat));
  await tableOne.getByRole("button", { name: "Set button at Table 1" }).click();
  await expect(seatsOne.nth(buttonSeat - 1).getByRole("img", { name: "Button" })).toBeVisible();
  expect((await liveState(page.request, tournamentId)).tables[0].button).toBe(buttonSeat);

  // Table 2's chip counts, entered on their own: the dialog lists that table's players only
  const tableTwo = page.getByRole("region", { name: "Table 2", exact: true });
  await tableTwo.getByRole("button", { name: "Enter chips at Table 2" }).click();
  const chips = page.getByRole("dialog");
  await expect(chips.getByRole("heading", { name: "Table 2 Chip Counts" })).toBeVisible();
  await expect(chips.getByRole("textbox")).toHaveCount(6);
  const counted = drawn.tables[1].seats[0];
  await chips.getByLabel(new RegExp(names[counted.playerId])).fill("31500");
  await chips.getByRole("button", { name: "Update Table 2 Chip Counts" }).click();
  await expectToast(page, "Chip Counts Updated");
  await expect(
    tableTwo
      .getByRole("list", { name: "Seats at Table 2" })
      .getByRole("listitem")
      .nth(counted.seat - 1),
  ).toContainText("31,500");

  // two players out at Table 1: 4 against 6, so one player moves from Table 2 to Table 1
  for (const out of drawn.tables[0].seats.slice(0, 2)) {
    await page.getByRole("button", { name: "Eliminate Player" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("radio", { name: new RegExp(names[out.playerId]) }).click();
    await dialog.getByRole("button", { name: "Eliminate Player" }).click();
    await expectToast(page, "Player Eliminated");
    await expect(dialog).toBeHidden();
  }
  const after = await liveState(page.request, tournamentId);
  expect(after.moves).toHaveLength(1);
  const move = after.moves[0];
  expect(move).toMatchObject({ from: { table: 2 }, to: { table: 1 }, done: false });

  const consoleMove = page.getByTestId("console-move");
  await expect(consoleMove).toHaveCount(1);
  await expect(consoleMove).toContainText(moveText(move, names[move.playerId]));
  await expect(page.getByText("1 to make")).toBeVisible();
  // the moved player sits at their new seat on the console
  await expect(seatsOne.nth(move.to.seat - 1)).toContainText(names[move.playerId]);

  // a display of Table 1 on another screen: its seats with the public names, the counted stack, and the move to it
  const display = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await display.goto(`/tournament/${tournamentId}/view?table=1`);
  const tableView = display.getByTestId("table-display");
  await expect(tableView.getByRole("heading", { name: /^Table 1/ })).toBeVisible();
  const publicSeats = tableView.getByRole("list", { name: "Seats at Table 1" }).getByRole("listitem");
  await expect(publicSeats).toHaveCount(9);
  for (const s of after.tables.find((t) => t.number === 1)!.seats) await expect(publicSeats.nth(s.seat - 1)).toContainText(s.playerName);
  await expect(publicSeats.nth(buttonSeat - 1).getByRole("img", { name: "Button" })).toBeVisible();
  await expect(tableView.getByTestId("display-move")).toHaveText(moveText(move, move.playerName));
  // the display and the console name the player alike: their public name (decision 212)
  expect(move.playerName).toBe(names[move.playerId]);

  // confirmed on the console: listed as moved, and still shown on the displays for 5 minutes
  await consoleMove.getByRole("button", { name: "Done" }).click();
  await expect(consoleMove.getByText("Moved")).toBeVisible();
  await expect(consoleMove.getByRole("button", { name: "Done" })).toHaveCount(0);
  await expect(page.getByText("1 to make")).toHaveCount(0);
  expect((await liveState(page.request, tournamentId)).moves[0].done).toBe(true);
  await expect(tableView.getByTestId("display-move")).toHaveText(moveText(move, move.playerName));

  // the whole event's display lists the move too; a table with no moves shows none
  const whole = await (await browser.newContext()).newPage();
  await whole.goto(`/tournament/${tournamentId}/view`);
  await expect(whole.getByRole("heading", { name: "Table Moves" })).toBeVisible();
  await expect(whole.getByTestId("display-move")).toHaveText(moveText(move, move.playerName));
  await whole.getByRole("navigation", { name: "Table displays" }).getByRole("link", { name: "Table 2", exact: true }).click();
  await expect(whole.getByTestId("table-display").getByRole("heading", { name: /^Table 2/ })).toBeVisible();
  await expect(whole.getByTestId("display-move")).toHaveText(moveText(move, move.playerName));
  await whole.goto(`/tournament/${tournamentId}/view?table=7`);
  await expect(whole.getByText("Table 7 is not in play.")).toBeVisible();

  // on a phone neither the console's tables nor a table's display is wider than the screen
  for (const screen of [page, display]) {
    await screen.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => screen.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
