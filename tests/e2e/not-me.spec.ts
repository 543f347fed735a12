import { expect, test } from "./fixtures";
import { expectToast, postTournament, signUp, TEST_PASSWORD, testCasinoEvent, uniqueUsername } from "./helpers";

// decision 141: a host who adds a player by username from the console tells them so; the player's notification opens
// the tournaments page with "Not me: unregister", which takes their account off the seat.
test("a player the host registered late opens the notification and unregisters with Not me", async ({ browser, page }) => {
  test.slow();
  const lateUsername = await signUp(page, "player");

  const sponsorContext = await browser.newContext();
  try {
    const sponsor = sponsorContext.request;
    expect((await sponsor.post("/api/register", { data: { username: uniqueUsername("sp"), password: TEST_PASSWORD, role: "sponsor" } })).ok()).toBe(true);
    const name = `Not Me Cup ${uniqueUsername("t")}`;
    const id = await postTournament(sponsor, testCasinoEvent({ name }));
    expect((await sponsor.post(`/api/live/${id}/actions`, { data: { type: "start" } })).status()).toBe(200);
    const added = await sponsor.post(`/api/live/${id}/actions`, { data: { type: "late-registration", name: "Someone Else", username: lateUsername } });
    expect(added.status(), await added.text()).toBe(200);

    const bell = page.getByTestId("notification-bell");
    await expect(bell).toHaveAttribute("aria-label", "Notifications, 1 unread");
    await bell.click();
    await page
      .getByRole("menu", { name: "Notifications" })
      .getByTestId("notification-item")
      .filter({ hasText: "You were registered for a tournament" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/special-tournaments\\?notMe=${id}$`));

    const banner = page.getByRole("region", { name: "Registered by the host" });
    await expect(banner).toContainText(`The host of ${name} registered you for it`);
    await banner.getByRole("button", { name: "Not me: unregister" }).click();
    await expectToast(page, "Unregistered", "You are no longer registered for this tournament.");
    await expect(banner).toContainText(`You are not registered for ${name}.`);

    // the seat stays in play for whoever bought in, no longer tied to the account
    const live = await sponsor.get(`/api/live/${id}`);
    const players = ((await live.json()) as { state: { players: Array<{ name: string; userId: number | null }> } }).state.players;
    // seated by their public name, their username as they gave no name (decision 212); after Not me a walk-in's seat
    expect(players.find((p) => p.name === lateUsername)).toMatchObject({ userId: null });
  } finally {
    await sponsorContext.close();
  }
});
