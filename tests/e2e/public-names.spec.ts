import { expect, test } from "./fixtures";
import { inDays, registeredPlayer, sponsorWithEvent, testCasinoEvent, uniqueUsername } from "./helpers";

// Issue 37 item 3 (decision 212): registered players by their public name on every screen; "Player N" only for a
// player who chose it in Profile, and then still named on their own phone and the console.

test("displays show the player page's names; a player who chose 'Player N' is named only on their phone and the console", async ({ browser }) => {
  test.setTimeout(150_000);
  const { sponsor, id } = await sponsorWithEvent(browser, testCasinoEvent({ name: `Names Cup ${uniqueUsername("t")}`, date: inDays(10) }));
  const nameless = await registeredPlayer(browser, id, {}, "pn");
  const quiet = await registeredPlayer(browser, id, { firstName: "Quinn", lastName: "Quiet" }, "pn");
  const ana = await registeredPlayer(browser, id, { firstName: "Ana", lastName: "Ruiz" }, "pn");

  // Quinn chooses "Player N" in Profile, on a phone
  const profile = await quiet.context.newPage();
  await profile.setViewportSize({ width: 375, height: 800 });
  await profile.goto("/profile");
  const setting = profile.getByTestId("public-name-settings");
  await expect(setting.getByTestId("public-name-shown")).toHaveText("Quinn Quiet");
  await profile.screenshot({ path: ".tmp/shots-names/profile-public-name-375.png", fullPage: true });
  await setting.getByRole("checkbox", { name: `Appear as "Player N" on public screens` }).click();
  await expect(setting.getByTestId("public-name-shown")).toHaveText("Player N (your seat order)");
  expect(await profile.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await profile.setViewportSize({ width: 1280, height: 900 });
  await profile.evaluate(() => window.scrollTo(0, 0));
  await profile.screenshot({ path: ".tmp/shots-names/profile-public-name-1280.png", fullPage: true });

  expect((await sponsor.request.post(`/api/live/${id}/actions`, { data: { type: "start" } })).status()).toBe(200);
  // counted stacks, so the displays rank the leaders by name
  const live = (await (await sponsor.request.get(`/api/live/${id}`)).json()) as { state: { players: { id: string }[] } };
  const counts = Object.fromEntries(live.state.players.map((p, i) => [p.id, String(30000 - i * 10000)]));
  expect((await sponsor.request.post(`/api/live/${id}/actions`, { data: { type: "chips", counts } })).status()).toBe(200);

  // a public display and a table display at both widths: the username of who gave no name, Ana, and Player 2
  for (const width of [375, 1280]) {
    const view = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await view.goto(`/tournament/${id}/view`);
    const body = view.locator("body");
    await expect(body).toContainText(nameless.username);
    await expect(body).toContainText("Ana Ruiz");
    await expect(body).toContainText("Player 2");
    await expect(body).not.toContainText("Quinn");
    await expect(body).not.toContainText(/Player [13]\b/);
    await view.screenshot({ path: `.tmp/shots-names/spectator-names-${width}.png`, fullPage: true });
    // the table display (one table of three players): the same names at the seats
    await view.goto(`/tournament/${id}/view?table=1`);
    for (const who of [nameless.username, "Ana Ruiz", "Player 2"]) await expect(body).toContainText(who);
    await expect(body).not.toContainText("Quinn");
    await view.screenshot({ path: `.tmp/shots-names/table-display-names-${width}.png`, fullPage: true });
  }

  // the console: Quinn by name
  const console_ = await sponsor.newPage();
  await console_.goto(`/tournament/${id}/control`);
  const roster = console_.getByRole("list", { name: "Players" });
  for (const who of [nameless.username, "Quinn Quiet", "Ana Ruiz"]) await expect(roster).toContainText(who);

  // Quinn's own phone is titled with their name
  const link = (await (await quiet.context.request.get(`/api/special-tournaments/${id}/my-seat-link`)).json()) as { path: string };
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await phone.goto(link.path);
  await expect(phone.getByTestId("seat-player")).toHaveText("Quinn Quiet");
  void ana;
});
