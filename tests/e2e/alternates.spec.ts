import { expect, test } from "./fixtures";
import { createSponsoredTournament, expectToast, registeredPlayer, signUp } from "./helpers";

// Issue 42 item 3 (decision 236): a full event takes alternates instead of answering "full".
test("a full event: a player registers as alternate #1, a seated player leaves, and the alternate is seated and told", async ({ page, browser }) => {
  const t = await createSponsoredTournament(browser, { maxSeats: 2 });
  const first = await registeredPlayer(browser, t.id, {}, "seat");
  await registeredPlayer(browser, t.id, {}, "seat");

  await signUp(page, "player");
  await page.goto("/special-tournaments");
  const card = page.getByRole("article", { name: t.name });
  await expect(card.getByText("2/2")).toBeVisible();
  await expect(card.getByTestId("alternate-offer")).toHaveText("Full: you would be alternate #1, seated if a seat comes free.");
  await card.getByRole("button", { name: "Register as Alternate" }).click();
  await expectToast(page, "Alternate #1", /Every seat is taken, so you are alternate #1/);
  await expect(card.getByTestId("my-alternate")).toHaveText("Alternate #1");
  await expect(card.getByTestId("alternates-waiting")).toHaveText("1 alternate waiting");

  // the dashboard shows the place on the list
  await page.goto("/dashboard");
  await expect(page.getByTestId("my-alternate-place")).toContainText(`Alternate #1 in ${t.name}`);

  // a seated player gives their seat back: the seat is the alternate's at once
  const left = await first.context.request.delete(`/api/special-tournaments/${t.id}/registration`);
  expect(left.status()).toBe(200);

  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("aria-label", /Notifications, \d+ unread/);
  await bell.click();
  const panel = page.getByRole("menu", { name: "Notifications" });
  await expect(panel.getByText(`You have a seat in ${t.name}`, { exact: true })).toBeVisible();
  await expect(panel.getByText(/A seat came free in .* and you were alternate #1: it is yours\./)).toBeVisible();
  await page.keyboard.press("Escape");

  await page.goto("/special-tournaments");
  await expect(card.getByRole("button", { name: "Registered" })).toBeDisabled();
  await expect(card.getByText("2/2")).toBeVisible();
  await expect(card.getByTestId("my-alternate")).toHaveCount(0);
});

test("an alternate's campaign sells only with the alternate notice, on its page and in the invest dialog", async ({ page, browser }) => {
  const t = await createSponsoredTournament(browser, { maxSeats: 2 });
  await registeredPlayer(browser, t.id, {}, "seat");
  await registeredPlayer(browser, t.id, {}, "seat");
  const alternate = await registeredPlayer(browser, t.id, {}, "alt");
  const created = await alternate.context.request.post("/api/campaigns", {
    data: { specialTournamentId: t.id, minStake: "25", targetAmount: "75", playerOfferedPercentage: 50, description: "" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const notice = "Alternate #1: the player has no seat yet; if they are never seated this campaign is cancelled and every stake refunded.";

  await signUp(page, "investor");
  await page.goto(`/invest/${id}`);
  await expect(page.getByTestId("alternate-notice")).toHaveText(notice);
  await page.getByRole("button", { name: "Invest Now" }).click();
  await expect(page.getByRole("dialog").getByTestId("alternate-notice")).toHaveText(notice);
});
