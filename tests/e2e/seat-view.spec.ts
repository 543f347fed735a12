import { expect, test } from "./fixtures";
import { registeredPlayer, sponsorWithEvent, startClock, testCasinoEvent, uniqueUsername } from "./helpers";

// decision 164: every entrant's phone view by a personal link and QR code, live without signing in

test("a player's phone page at 375px shows seat, stack and level, and follows the console", async ({ browser }) => {
  test.setTimeout(120_000);
  const name = `Phone Cup ${uniqueUsername("t")}`;
  const { sponsor, id } = await sponsorWithEvent(browser, testCasinoEvent({ name, buyIn: "150" }));

  const player = (await registeredPlayer(browser, id)).context;
  await registeredPlayer(browser, id);

  // the player's dashboard carries their link and its QR code
  const dash = await player.newPage();
  await dash.goto("/dashboard");
  const card = dash.getByTestId("my-seat-link");
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: "QR code of your seat link" })).toBeVisible();
  const href = await card.getByRole("link", { name: "Open My Seat" }).getAttribute("href");
  expect(href).toMatch(/^\/seat\/\d+\.r\d+\.0\.[A-Za-z0-9_-]{22}$/);
  // and so does the tournament's details on the Special Tournaments page
  await dash.goto("/special-tournaments");
  await dash.getByRole("article", { name }).getByRole("button", { name: "View Details" }).click();
  await expect(dash.getByRole("dialog").getByTestId("my-seat-link").getByRole("link", { name: "Open My Seat" })).toHaveAttribute("href", href!);

  // a phone with no session: before the start, no seat yet
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  await phone.goto(href!);
  await expect(phone).toHaveTitle("My Seat · StakeLine");
  await expect(phone.getByTestId("seat-stack")).toHaveText("20,000");
  await expect(phone.getByText("Seats are drawn when the clock starts.")).toBeVisible();
  await expect(phone.getByTestId("seat-left")).toHaveText("2 of 2");
  await expect(phone.getByTestId("seat-blinds")).toHaveText("25/50");

  // the console starts the clock and moves on a level: the phone follows without a reload
  const console_ = await sponsor.newPage();
  await console_.goto(`/tournament/${id}/control`);
  await startClock(console_);
  await expect(console_.getByTestId("clock-status")).toHaveText("Running");
  await expect(phone.getByTestId("seat-table")).toHaveText(/^\d+$/);
  await expect(phone.getByTestId("seat-seat")).toHaveText(/^\d+$/);
  await expect(phone.getByTestId("seat-level")).toHaveText(/^\d\d:\d\d$/);
  await console_.getByRole("button", { name: "Next Level" }).click();
  await expect(phone.getByTestId("seat-blinds")).toHaveText("50/100");
  await expect(phone.getByText("Level 2")).toBeVisible();
  await expect(phone.getByTestId("seat-stack")).toHaveText("20,000");
  await expect(phone.getByText("200.0 BB").first()).toBeVisible();
  // nothing runs off the side of a phone
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // the console's seat cards: one per entrant with its QR code; a new link revokes the old one
  await console_.getByRole("link", { name: "Seat Cards" }).click();
  await expect(console_).toHaveURL(new RegExp(`/tournament/${id}/seat-cards$`));
  await expect(console_.getByTestId("seat-card")).toHaveCount(2);
  const mine = console_.getByTestId("seat-card").filter({ has: console_.locator(`text=${href!.split("/seat/")[1]}`) });
  await expect(mine).toHaveCount(1);
  await mine.getByRole("button", { name: "New link" }).click();
  await expect(console_.getByTestId("seat-card").filter({ has: console_.locator(`text=${href!.split("/seat/")[1]}`) })).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByRole("heading", { name: "Seat Link Not Valid" })).toBeVisible();
  await expect(phone.getByTestId("seat-error")).toHaveText("This seat link was revoked. Ask the tournament director for your new one.");
});
