import { expect, test } from "./fixtures";
import { fillTournamentForm, myTournament, newSponsorOnCreateTournament } from "./create-forms";
import { buyStake, expectToast, inDays, person, postTournament, signUp, toastOnScreen, uniqueUsername } from "./helpers";

// Decision 220: the Create Tournament form, the invest dialog's limits and disclosures, the toast
// clear of Save, and avatar initials from a name.
const PHONE = { width: 375, height: 812 };

test("Create Tournament: levels numbered by level, '1 break', the rebuy price follows the buy-in, no prize text with a table", async ({ page }) => {
  await newSponsorOnCreateTournament(page);
  const name = `E2E Forms ${uniqueUsername("t")}`;
  await fillTournamentForm(page, { name, date: inDays(16), location: "Bicycle Casino, Los Angeles, CA", maxSeats: "30" });
  // the levels table is the blind structure: no text to type twice
  await expect(page.getByLabel("Blind Structure")).toHaveCount(0);

  // a break after the 4th level: the row after it is level 5, the break reads Break, and "1 break"
  await page.getByRole("button", { name: "Break after row 4", exact: true }).click();
  const labels = page.getByTestId("structure-row-label");
  await expect(labels.nth(4)).toHaveText("Break");
  await expect(labels.nth(5)).toHaveText("5");
  await expect(labels.nth(3)).toHaveText("4");
  await expect(page.getByTestId("structure-length")).toHaveText("20 levels, 1 break, total length 6h 55m");
  await expect(page.getByTestId("blind-structure-summary")).toContainText("1 break,");

  // rebuys ticked before the buy-in is typed: the price follows the buy-in until the sponsor edits it
  await page.getByLabel("Rebuys or re-entries").check();
  await page.getByLabel("Buy-in ($)").fill("100");
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("100");
  await page.getByLabel("Buy-in ($)").fill("120");
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("120");
  await page.getByLabel("Price ($)", { exact: true }).fill("60");
  await page.getByLabel("Buy-in ($)").fill("150");
  await expect(page.getByLabel("Price ($)", { exact: true })).toHaveValue("60");

  // the standard table asks for the prize text; a table of one's own does not
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expect(page.getByText("Prize structure is required")).toBeVisible();
  await page.getByRole("radio", { name: /Custom percentages/ }).check();
  await expect(page.getByLabel("Prize Structure (optional)")).toBeVisible();
  await page.getByRole("button", { name: "Create Tournament" }).last().click();
  await expectToast(page, "Tournament Created");

  const event = await myTournament<{ prizeStructure: string; blindStructure: string; rebuys: { price: string } | null }>(page, name);
  expect(event.prizeStructure).toMatch(/^1st \d/);
  expect(event.blindStructure).toBe("20-minute levels from 25/50, antes from level 6, 1 break, 6h 55m");
  expect(event.rebuys?.price).toBe("60.00");
});

test("the invest dialog at 375 px: the share this investor can buy, the last piece whole, the bounty and the swaps told first", async ({ browser }) => {
  const sponsor = await person(browser, "sponsor");
  const tournamentId = await postTournament(sponsor.page.request, {
    name: `PKO Terms ${uniqueUsername("t")}`,
    date: inDays(11),
    location: "Reno, NV",
    buyIn: "100",
    bounty: "25",
    maxSeats: 10,
    prizePercentages: [70, 30],
  });
  const staked = await person(browser, "player");
  const partner = await person(browser, "player");
  for (const p of [staked, partner])
    expect((await p.page.request.post("/api/special-tournaments/register", { data: { tournamentId, userRole: "player" } })).status()).toBe(201);
  const offered = await staked.page.request.post("/api/swaps", { data: { tournamentId, toUserId: partner.id, percent: 10 } });
  expect(offered.status(), await offered.text()).toBe(201);
  expect((await partner.page.request.post(`/api/swaps/${(await offered.json()).id}/accept`)).ok()).toBe(true);
  // 40% offered for $40, $10 minimum, at most 20% ($20) a backer
  const linked = await staked.page.request.post("/api/campaigns", {
    data: { specialTournamentId: tournamentId, minStake: "10", targetAmount: "40", playerOfferedPercentage: 40, maxPerInvestor: 20 },
  });
  expect(linked.status(), await linked.text()).toBe(201);
  const { id: campaignId } = (await linked.json()) as { id: number };

  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signUp(page, "investor");
  await page.goto(`/invest/${campaignId}`);
  // not the player's 40%: the cap of 20% is what one backer can buy
  const share = page.getByText("Your Share", { exact: true }).locator("..");
  await expect(share).toContainText("up to 20%");
  await expect(share).not.toContainText("40%");

  // two backers leave $6.50, less than the $10 minimum
  await buyStake((await person(browser, "investor")).page.request, campaignId, "20.00");
  await buyStake((await person(browser, "investor")).page.request, campaignId, "13.50");
  await page.reload();
  await expect(share).toContainText("up to 6.5%");
  await page.getByRole("button", { name: "Invest Now" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Invest in Campaign" })).toBeVisible();
  await expect(dialog.getByTestId("invest-limits")).toHaveText("The last $6.50 is sold whole: less than the $10 minimum remains, so invest exactly $6.50");
  await expect(dialog).not.toContainText("Max $6.50");
  const told = dialog.getByTestId("event-disclosure");
  await expect(told).toContainText("Progressive knockout: $25 of each buy-in is a bounty on the player's head");
  await expect(told).toContainText("The player has swapped 10% of their winnings in this event with other players");
  await expect(told).toContainText("do not change your payout");
  // all of it told above the button, on the phone's screen width
  const box = await told.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test("a toast does not cover Save, and avatars show initials from a name, never U", async ({ browser }) => {
  const investor = await person(browser, "investor");
  const page = investor.page;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/profile");
  await page.getByLabel("First Name").fill("Quinn");
  const save = page.getByRole("button", { name: "Save Changes" });
  // Save at the bottom of the screen, where a bottom-right toast would sit
  await save.scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    const b = [...document.querySelectorAll("button")].find((x) => x.textContent?.includes("Save Changes"))!;
    window.scrollBy(0, b.getBoundingClientRect().bottom - window.innerHeight + 24);
  });
  await save.click();
  await expectToast(page, "Profile Updated");
  const [toastBox, saveBox] = [await toastOnScreen(page).boundingBox(), await save.boundingBox()];
  const apart =
    toastBox!.x + toastBox!.width <= saveBox!.x ||
    saveBox!.x + saveBox!.width <= toastBox!.x ||
    toastBox!.y + toastBox!.height <= saveBox!.y ||
    saveBox!.y + saveBox!.height <= toastBox!.y;
  expect(apart, `toast ${JSON.stringify(toastBox)} over Save ${JSON.stringify(saveBox)}`).toBe(true);

  // a player known by their username only: the backer's stakes list shows its first letters, not "U"
  const player = await person(browser, "player");
  const tournament = `Initials Open ${uniqueUsername("t")}`;
  const made = await player.page.request.post("/api/campaigns", {
    data: { tournament, tournamentDate: inDays(20), buyIn: "200", minStake: "10", targetAmount: "100", playerOfferedPercentage: 50 },
  });
  expect(made.status(), await made.text()).toBe(201);
  await buyStake(page.request, (await made.json()).id, "20.00");
  await page.goto("/");
  const stake = page.locator("li").filter({ hasText: tournament });
  await expect(stake.locator("span").first()).toHaveText(player.username.slice(0, 2).toUpperCase());
  // and their own avatar: "QU" from the first name they gave, with no last name or e-mail
  await expect(page.getByRole("button", { name: "User menu" })).toContainText("QU");
});
