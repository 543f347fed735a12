import { expect, test, type Browser, type Page } from "./fixtures";
import { buyStake, daysFromNow, expectToast, expectToContainAll, mainNav, postCampaign, uniqueUsername, TEST_PASSWORD } from "./helpers";

/*
 * decision 143 (second walk), items 2, 4, 6 and 7 on the campaign page (/invest/:id): a signed-in user sees the signed-in
 * header there too; a finished campaign says what happened instead of offering stakes; on a phone the Invest button
 * stays in reach; a finish anywhere in a large field can be typed when closing.
 */

const PHONE = { width: 375, height: 812 };
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-screen.png` });
}

async function newUser(
  browser: Browser,
  role: "investor" | "player",
  profile?: { firstName: string; lastName: string },
  viewport = { width: 1280, height: 800 },
) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const username = uniqueUsername(role);
  expect((await page.request.post("/api/register", { data: { username, password: TEST_PASSWORD, role } })).ok()).toBe(true);
  if (profile) expect((await page.request.patch("/api/profile", { data: profile })).ok()).toBe(true);
  return { page, username };
}

/** A player's campaign ($2,000 buy-in, 50% offered, $1,000 target) with `stakes` bought through the sandbox. */
async function campaignWith(player: Page, investors: Page[], stakes: string[]) {
  const tournament = `Second Walk ${uniqueUsername("t")}`;
  const { id } = await postCampaign(player.request, { tournament, tournamentDate: daysFromNow(3) });
  for (const [i, amount] of stakes.entries()) await buyStake(investors[i].request, id, amount);
  return { id, tournament };
}

async function expectSignedInHeader(page: Page) {
  await expect(mainNav(page).getByRole("link", { name: "Browse Campaigns" })).toBeVisible();
  await expect(page.getByTestId("notification-bell")).toBeVisible();
  await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Elite Network" })).toHaveCount(0);
}

test("item 2: a signed-in investor sees the signed-in header on a campaign page, and right after Sign Up to Invest", async ({ browser }) => {
  const player = await newUser(browser, "player");
  const { id } = await campaignWith(player.page, [], []);

  const investor = await newUser(browser, "investor");
  await investor.page.goto(`/invest/${id}`);
  await expect(investor.page.getByRole("button", { name: "Invest Now" })).toBeVisible();
  await expectSignedInHeader(investor.page);

  // a visitor signs up from the campaign page and comes back to it signed in
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/invest/${id}`);
  await expect(page.getByRole("link", { name: "Join Elite Network" })).toBeVisible();
  await page.getByRole("link", { name: "Sign Up to Invest" }).click();
  await page.locator("#register-username").fill(uniqueUsername("back"));
  await page.locator("#register-password").fill(TEST_PASSWORD);
  await page.locator("#register-confirm").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/invest/${id}$`));
  await expect(page.getByRole("button", { name: "Invest Now" })).toBeVisible();
  await expectSignedInHeader(page);
  await shot(page, "signed-in-campaign-1280");
});

test("item 4: a completed campaign shows its finish, winnings and payouts paid and pending; no Invest, no share link", async ({ browser }) => {
  const player = await newUser(browser, "player");
  const ann = await newUser(browser, "investor", { firstName: "Ann", lastName: "Lee" });
  const bo = await newUser(browser, "investor", { firstName: "Bo", lastName: "Diaz" });
  const { id } = await campaignWith(player.page, [ann.page, bo.page], ["200.00", "100.00"]);
  const closed = await player.page.request.post("/api/campaigns/close", {
    data: { campaignId: id, finalPosition: 3, totalWinnings: "8000", playerPrizePool: "4000", closingDate: new Date().toISOString().slice(0, 10) },
  });
  expect(closed.status(), await closed.text()).toBe(200);
  // $8,000 x 200 / 2,000 = $800 to Ann (paid), $400 to Bo (pending)
  const pending = (await (await player.page.request.get("/api/pending-payouts")).json()) as Array<{ id: number; amount: number }>;
  const annPayout = pending.find((p) => p.amount === 800)!;
  expect((await player.page.request.patch(`/api/payouts/${annPayout.id}/mark-paid`)).ok()).toBe(true);

  for (const [who, viewport] of [
    [ann.page, { width: 1280, height: 800 }],
    [await (await browser.newContext({ viewport: PHONE })).newPage(), PHONE],
  ] as const) {
    await who.setViewportSize(viewport);
    await who.goto(`/invest/${id}`);
    const result = who.getByTestId("campaign-outcome");
    await expectToContainAll(result, ["Result", "3rd", "$8,000.00", "Owed to backers$1,200.00", "Paid: 1 of 2 ($800.00)", "Pending: 1 ($400.00)"]);
    await expect(who.getByText("Ready to Invest?")).toHaveCount(0);
    await expect(who.getByRole("button", { name: "Fully Funded" })).toHaveCount(0);
    await expect(who.getByText("Funding Progress")).toHaveCount(0);
    await expect(who.getByRole("table", { name: "Payouts to backers" })).toHaveCount(0);
    await shot(who, `completed-${viewport.width}`);
  }

  // its player: each payout by name with its state, Pay Investors for the rest; no share link, no "find backers"
  const p = player.page;
  await p.goto(`/invest/${id}`);
  const table = p.getByRole("table", { name: "Payouts to backers" });
  await expect(table.getByRole("row").nth(1)).toHaveText(/Ann Lee\s*\$800\.00\s*Paid/);
  await expect(table.getByRole("row").nth(2)).toHaveText(/Bo Diaz\s*\$400\.00\s*Pending/);
  await expect(p.getByRole("link", { name: "Pay Investors" }).last()).toHaveAttribute("href", "/pay-investors");
  await expect(p.getByRole("textbox", { name: "Share link" })).toHaveCount(0);
  await expect(p.getByText("No backers yet. Share the link to find some.")).toHaveCount(0);
  await expect(p.getByRole("button", { name: "Close Campaign" })).toHaveCount(0);
  await shot(p, "completed-owner-1280");
});

test("item 4: a cancelled campaign says it was cancelled and refunded (stakes, total); no Raised, no share link, no 'find backers'", async ({ browser }) => {
  const player = await newUser(browser, "player");
  const ann = await newUser(browser, "investor");
  const { id } = await campaignWith(player.page, [ann.page], ["50.00"]);
  const cancelled = await player.page.request.post(`/api/campaigns/${id}/cancel`);
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  for (const who of [player.page, ann.page]) {
    await who.goto(`/invest/${id}`);
    const outcome = who.getByTestId("campaign-outcome");
    await expect(outcome).toContainText("Campaign Cancelled");
    await expect(outcome).toContainText("Stakes refunded1");
    // $50 and the $5 minimum fee
    await expect(outcome).toContainText("Refunded in total$55.00");
    await expect(who.getByText("Raised", { exact: true })).toHaveCount(0);
    await expect(who.getByText("Ready to Invest?")).toHaveCount(0);
    await expect(who.getByRole("textbox", { name: "Share link" })).toHaveCount(0);
    await expect(who.getByText("No backers yet. Share the link to find some.")).toHaveCount(0);
  }
  await shot(player.page, "cancelled-owner-1280");
  await player.page.setViewportSize(PHONE);
  await player.page.reload();
  await expect(player.page.getByTestId("campaign-outcome")).toContainText("Campaign Cancelled");
  await shot(player.page, "cancelled-owner-375");
});

test("item 7: on a phone the campaign page keeps its Invest button in reach at the bottom of the screen", async ({ browser }) => {
  const player = await newUser(browser, "player");
  const { id } = await campaignWith(player.page, [], []);
  const inView = async (page: Page, locator: ReturnType<Page["getByRole"]>) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    // near the bottom of the screen, not somewhere in the page's flow
    expect(box!.y).toBeGreaterThan(PHONE.height / 2);
  };

  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/invest/${id}`);
  const signUp = visitor.getByRole("link", { name: "Sign Up to Invest" });
  await expect(signUp).toBeVisible();
  await inView(visitor, signUp);
  await shot(visitor, "open-visitor-375");
  // still there after scrolling through the terms
  await visitor.mouse.wheel(0, 600);
  await inView(visitor, signUp);
  await expect(visitor.getByRole("link", { name: "Sign in" })).toBeVisible();

  const investor = await newUser(browser, "investor", undefined, PHONE);
  await investor.page.goto(`/invest/${id}`);
  const invest = investor.page.getByRole("button", { name: "Invest Now" });
  await expect(invest).toBeEnabled();
  await inView(investor.page, invest);
  await shot(investor.page, "open-investor-375");
  await invest.click();
  await expect(investor.page.getByRole("dialog", { name: "Invest in Campaign" })).toBeVisible();

  // on a wide screen it is the card beside the funding, in the page's flow
  await investor.page.goto(`/invest/${id}`);
  await investor.page.setViewportSize({ width: 1280, height: 800 });
  await expect(investor.page.getByRole("heading", { name: "Ready to Invest?" })).toBeVisible();
  expect(await investor.page.getByTestId("invest-cta").evaluate((el) => getComputedStyle(el).position)).toBe("static");
  await shot(investor.page, "open-investor-1280");
});

test("item 6: the player closes a campaign with a typed finish of 137th; an impossible finish is explained inline", async ({ browser }) => {
  const player = await newUser(browser, "player");
  const ann = await newUser(browser, "investor");
  const { id } = await campaignWith(player.page, [ann.page], ["200.00"]);
  const p = player.page;
  await p.goto(`/invest/${id}`);
  await p.getByRole("button", { name: "Close Campaign" }).click();
  const dialog = p.getByRole("dialog", { name: "Close Campaign" });
  await expect(dialog).toContainText("winnings × their stake ÷ (buy-in × markup)");
  const position = dialog.getByLabel("Final Position");
  await position.fill("100001");
  await dialog.getByLabel("Total Winnings ($)").fill("4000");
  await dialog.getByRole("button", { name: "Close Campaign" }).click();
  await expect(dialog.getByText("Final position must be a whole number from 0 (did not cash) to 100,000")).toBeVisible();
  await shot(p, "close-dialog-error-1280");
  await p.setViewportSize(PHONE);
  await shot(p, "close-dialog-error-375");
  await p.setViewportSize({ width: 1280, height: 800 });
  await position.fill("137");
  await expect(dialog.getByText("Final position must be a whole number from 0 (did not cash) to 100,000")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close Campaign" }).click();
  const summary = dialog.getByTestId("close-summary");
  await expect(summary).toContainText("137th");
  await summary.getByRole("button", { name: "Confirm Close" }).click();
  await expectToast(p, "Campaign Closed", "Campaign has been successfully closed and payouts calculated.");
  // $4,000 x 200 / 2,000 = $400 owed
  const result = p.getByTestId("campaign-outcome");
  await expect(result).toContainText("137th");
  await expect(result).toContainText("Owed to backers$400.00");
  await expect(result).toContainText("Pending: 1 ($400.00)");
});

test("item 2: the public staking and tournaments pages keep the signed-in header for a signed-in user, the visitor's for a visitor", async ({
  browser,
  page,
}) => {
  await page.goto("/staking-main");
  await expect(page.getByRole("link", { name: "Join Elite Network" })).toBeVisible();

  const investor = await (await browser.newContext()).newPage();
  const username = uniqueUsername("walker");
  expect((await investor.request.post("/api/register", { data: { username, password: TEST_PASSWORD, role: "investor" } })).ok()).toBe(true);
  for (const path of ["/staking-main", "/tournaments-main"]) {
    await investor.goto(path);
    await expectSignedInHeader(investor);
  }
  await investor.close();
});
