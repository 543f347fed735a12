import { type APIRequestContext, type Browser, expect, type Page, test } from "./fixtures";
import { expectToast, sponsorWithEvent, startClock, TEST_PASSWORD, testCasinoEvent, uniqueUsername } from "./helpers";
import { liveState, type Move, moveText, type State } from "./live-tables-state";

// decision 164's browser test: a 30-player event run down to a final table with two phones open (one moved, one
// eliminated) and a table display.

interface SeatLink {
  playerId: string;
  name: string;
  table: number | null;
  seat: number | null;
  path: string;
}

const SEATS_PER_TABLE = 10;
const ENTRANTS = 30;

/** The console's elimination, by the name the console knows the player by (their username). */
async function eliminateOnConsole(console_: Page, name: string) {
  await console_.getByRole("button", { name: "Eliminate Player" }).click();
  const dialog = console_.getByRole("dialog");
  await dialog.getByRole("radio", { name: new RegExp(name) }).click();
  await dialog.getByRole("button", { name: "Eliminate Player" }).click();
  await expectToast(console_, "Player Eliminated");
  await expect(dialog).toBeHidden();
}

async function phone(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await page.goto(path);
  await expect(page).toHaveTitle("My Seat · StakeLine");
  return page;
}

const seatOf = (state: State, playerId: string) => {
  for (const t of state.tables) for (const s of t.seats) if (s.playerId === playerId) return { table: t.number, seat: s.seat };
  return null;
};
/** The phone's words for a move: "Table 2 seat 5" and "Table 1 seat 3" either side of an arrow. */
const phoneMove = (m: Pick<Move, "from" | "to">) =>
  new RegExp(`Move now\\s*Table ${m.from.table} seat ${m.from.seat}\\s*Table ${m.to.table} seat ${m.to.seat}$`);

test("a 30-player event runs down to a final table: one phone is moved, one is knocked out, a table display follows", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // the sponsor's event: 30 entrants at 10 seats per table, so three full tables
  const { sponsor, id } = await sponsorWithEvent(
    browser,
    testCasinoEvent({ name: `Phones Cup ${uniqueUsername("t")}`, maxSeats: ENTRANTS, seatsPerTable: SEATS_PER_TABLE }),
  );

  // 30 players register through the API, each with a session of their own (their journeys are other tests')
  const players = new Map<string, APIRequestContext>();
  await Promise.all(
    Array.from({ length: ENTRANTS }, async () => {
      const request = await playwright.request.newContext({ baseURL });
      const username = uniqueUsername("ph");
      expect((await request.post("/api/register", { data: { username, password: TEST_PASSWORD, role: "player" } })).ok()).toBe(true);
      expect((await request.post("/api/special-tournaments/register", { data: { tournamentId: id, userRole: "player" } })).status()).toBe(201);
      players.set(username, request);
    }),
  );

  // the console starts the clock: the draw seats 30 at three full tables
  const console_ = await sponsor.newPage();
  await console_.goto(`/tournament/${id}/control`);
  await startClock(console_);
  await expect(console_.getByTestId("clock-status")).toHaveText("Running");
  await expect(console_.getByTestId("console-table")).toHaveCount(3);
  const drawn = await liveState(sponsor.request, id);
  expect(drawn.tables.map((t) => t.seats.length)).toEqual([10, 10, 10]);

  // two players' phones, by their own seat links: A (at Table 2) will be moved, B (at Table 3) knocked out
  const linksRes = await sponsor.request.get(`/api/live/${id}/seat-links`);
  expect(linksRes.status()).toBe(200);
  const links = ((await linksRes.json()) as { links: SeatLink[] }).links;
  expect(links).toHaveLength(ENTRANTS);
  const a = links.find((l) => l.table === 2)!;
  const b = links.find((l) => l.table === 3)!;
  const ownLink = async (l: SeatLink) => {
    const res = await players.get(l.name)!.get(`/api/special-tournaments/${id}/my-seat-link`);
    expect(res.status()).toBe(200);
    const mine = (await res.json()) as SeatLink;
    expect(mine).toMatchObject({ playerId: l.playerId, table: l.table, seat: l.seat });
    return mine.path;
  };
  const phoneA = await phone(browser, await ownLink(a));
  const phoneB = await phone(browser, await ownLink(b));
  await expect(phoneA.getByTestId("seat-table")).toHaveText("2");
  await expect(phoneA.getByTestId("seat-seat")).toHaveText(String(a.seat));
  await expect(phoneB.getByTestId("seat-table")).toHaveText("3");
  await expect(phoneB.getByTestId("seat-seat")).toHaveText(String(b.seat));
  await expect(phoneA.getByTestId("seat-left")).toHaveText("30 of 30");
  await Promise.all([...players.values()].map((r) => r.dispose()));

  // Table 1's own display on a screen by the table
  const display = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await display.goto(`/tournament/${id}/view?table=1`);
  const tableView = display.getByTestId("table-display");
  await expect(tableView.getByRole("heading", { name: /^Table 1/ })).toBeVisible();
  await expect(tableView.getByText("No moves to or from this table in the last 5 minutes.")).toBeVisible();

  // Table 2's button sits three seats before A's, so A is the next big blind: the one Table 2 sends when it is too big
  const button = ((a.seat! - 4 + SEATS_PER_TABLE) % SEATS_PER_TABLE) + 1;
  const tableTwo = console_.getByRole("region", { name: "Table 2", exact: true });
  await tableTwo.getByLabel("Button seat").selectOption(String(button));
  await tableTwo.getByRole("button", { name: "Set button at Table 2" }).click();
  await expect(
    tableTwo
      .getByRole("list", { name: "Seats at Table 2" })
      .getByRole("listitem")
      .nth(button - 1)
      .getByRole("img", { name: "Button" }),
  ).toBeVisible();

  // one out at Table 3 (by the API) and two at Table 1 (on the console): 8, 10 and 9, so Table 2 sends one to Table 1
  const eliminate = async (playerId: string) => {
    const res = await sponsor.request.post(`/api/live/${id}/actions`, { data: { type: "eliminate", playerId } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { state: State }).state;
  };
  const atTable = (state: State, n: number) => state.tables.find((t) => t.number === n)!.seats;
  await eliminate(atTable(drawn, 3).find((s) => s.playerId !== b.playerId)!.playerId);
  const nameOf = new Map(links.map((l) => [l.playerId, l.name]));
  for (const out of atTable(drawn, 1).slice(0, 2)) await eliminateOnConsole(console_, nameOf.get(out.playerId)!);

  const balanced = await liveState(sponsor.request, id);
  expect(balanced.tables.map((t) => t.seats.length)).toEqual([9, 9, 9]);
  expect(balanced.moves).toHaveLength(1);
  const move = balanced.moves[0];
  expect(move).toMatchObject({ playerId: a.playerId, from: { table: 2, seat: a.seat }, to: { table: 1 }, reason: "balance", done: false });

  // the console lists the move to confirm; A's phone tells them where to go; Table 1's display shows who comes
  const consoleMove = console_.getByTestId("console-move");
  await expect(consoleMove).toHaveCount(1);
  await expect(consoleMove).toContainText(moveText(move, a.name));
  await expect(console_.getByText("1 to make")).toBeVisible();
  await expect(phoneA.getByTestId("seat-move")).toHaveText(phoneMove(move));
  await expect(phoneA.getByTestId("seat-table")).toHaveText("1");
  await expect(phoneA.getByTestId("seat-seat")).toHaveText(String(move.to.seat));
  await expect(phoneA.getByTestId("seat-left")).toHaveText("27 of 30");
  await expect(tableView.getByTestId("display-move")).toHaveText(moveText(move, move.playerName));
  const publicSeats = tableView.getByRole("list", { name: "Seats at Table 1" }).getByRole("listitem");
  await expect(publicSeats.nth(move.to.seat - 1)).toContainText(move.playerName);
  // B stays where they are
  await expect(phoneB.getByTestId("seat-move")).toHaveCount(0);
  await expect(phoneB.getByTestId("seat-table")).toHaveText("3");

  // A sits down: Done on the console takes the move off A's phone; the display keeps it for 5 minutes
  await consoleMove.getByRole("button", { name: "Done" }).click();
  await expect(consoleMove.getByText("Moved")).toBeVisible();
  await expect(phoneA.getByTestId("seat-move")).toHaveCount(0);
  await expect(phoneA.getByTestId("seat-table")).toHaveText("1");
  await expect(tableView.getByTestId("display-move")).toHaveText(moveText(move, move.playerName));

  // B is knocked out on the console: 4th out of 30 finishes 27th, out of the money (5 places paid)
  await eliminateOnConsole(console_, b.name);
  await expect(phoneB.getByTestId("seat-finish")).toHaveText(/Finished 27th\s*Prize \$0\.00$/);
  await expect(phoneB.getByRole("region", { name: "Your seat" })).toHaveCount(0);
  await expect(phoneB.getByTestId("seat-stack")).toHaveCount(0);
  await expect(phoneB.getByTestId("seat-left")).toHaveText("26 of 30");
  await expect(phoneA.getByTestId("seat-left")).toHaveText("26 of 30");
  // the chips of the four out are still in play: the phones' average is the console's, 600,000 over 26
  await expect(phoneA.getByTestId("seat-average")).toHaveText("23,077");
  await expect(phoneB.getByTestId("seat-average")).toHaveText("23,077");
  await expect(console_.getByTestId("stat-average-stack")).toHaveText("23,077");

  // the floor plays on (by the API, to keep the test short): each time one out at the largest table (ties: the
  // highest number, so Table 1 never breaks), never A, down to 10 players, when the final table is redrawn
  let state = await liveState(sponsor.request, id);
  for (let left = 26; left > SEATS_PER_TABLE; left--) {
    const largest = state.tables.reduce((x, y) => (y.seats.length >= x.seats.length ? y : x));
    state = await eliminate(largest.seats.find((s) => s.playerId !== a.playerId)!.playerId);
  }
  expect(state.tables).toHaveLength(1);
  expect(state.tables[0].number).toBe(1);
  expect(state.tables[0].seats).toHaveLength(SEATS_PER_TABLE);
  const final = seatOf(state, a.playerId)!;
  // every player still in has one move to make (none confirmed since A's): from the seat they sit in to their
  // final-table seat, even those moved more than once on the way; nobody out has one
  const toMake = state.moves.filter((m) => !m.done);
  expect(toMake.map((m) => m.playerId).sort()).toEqual(state.tables[0].seats.map((s) => s.playerId).sort());
  expect(toMake.every((m) => m.to.table === 1)).toBe(true);
  const finalMove = toMake.find((m) => m.playerId === a.playerId)!;
  expect(finalMove).toMatchObject({ from: { table: 1, seat: move.to.seat }, to: final, reason: "final-table" });

  // the console shows the one table; A's phone shows the final-table seat to take; Table 1's display its ten
  await expect(console_.getByTestId("console-table")).toHaveCount(1);
  await expect(console_.getByText(`1 table · 10 players · ${SEATS_PER_TABLE} seats per table`)).toBeVisible();
  await expect(console_.getByText("10 to make")).toBeVisible();
  await expect(consoleMove.filter({ hasText: moveText(finalMove, a.name) }).getByRole("button", { name: "Done" })).toBeVisible();
  await expect(phoneA.getByTestId("seat-move")).toHaveText(phoneMove(finalMove));
  await expect(phoneA.getByTestId("seat-table")).toHaveText("1");
  await expect(phoneA.getByTestId("seat-seat")).toHaveText(String(final.seat));
  await expect(phoneA.getByTestId("seat-left")).toHaveText("10 of 30");
  for (const s of state.tables[0].seats) await expect(publicSeats.nth(s.seat - 1)).toContainText(s.playerName);
  await expect(tableView.getByTestId("display-move").filter({ hasText: moveText(finalMove, finalMove.playerName) })).toHaveCount(1);
  // B's phone still shows their finish
  await expect(phoneB.getByTestId("seat-finish")).toHaveText(/Finished 27th/);
  // nothing on a phone is wider than its screen
  for (const p of [phoneA, phoneB]) expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
