import { expect, test } from "./fixtures";
import type { SeatViewResponse } from "@core/live/views/seat-view-contracts";
import { inDays, registeredPlayer, sponsorWithEvent, TEST_PASSWORD, testCasinoEvent, uniqueUsername } from "./helpers";

// Issue 37 item 4 (decision 212): "Sign in to accept" on the phone's seat view comes back to the seat view, which
// shows the player's share of the deal and accepts it there.

test("a player signs in from the seat view at 375px and accepts their share of the deal there", async ({ browser }) => {
  test.setTimeout(120_000);
  const { sponsor, id } = await sponsorWithEvent(browser, testCasinoEvent({ name: `Deal Cup ${uniqueUsername("t")}`, date: inDays(10) }));
  const me = await registeredPlayer(browser, id, {}, "dl");
  await registeredPlayer(browser, id, {}, "dl");
  await registeredPlayer(browser, id, {}, "dl");
  const act = async (body: Record<string, unknown>) => expect((await sponsor.request.post(`/api/live/${id}/actions`, { data: body })).status()).toBe(200);
  await act({ type: "start" });
  await act({ type: "deal-propose", method: "chip_chop" });

  const link = (await (await me.context.request.get(`/api/special-tournaments/${id}/my-seat-link`)).json()) as { path: string; token: string };
  const seen = (await (await sponsor.request.get(`/api/seat-view/${link.token}`)).json()) as SeatViewResponse;
  const amount = `$${(seen.view.deal!.amountCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

  // the phone, with no session: the share, and a sign-in that comes back here
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await phone.goto(link.path);
  const card = phone.getByTestId("seat-deal");
  await expect(card).toContainText(`Your share of the deal: ${amount}`);
  await phone.screenshot({ path: ".tmp/shots-names/seat-deal-signed-out-375.png", fullPage: true });
  await card.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(phone).toHaveURL(/\/auth\?/);
  await phone.getByLabel("Username").fill(me.username);
  await phone.getByLabel("Password").fill(TEST_PASSWORD);
  await phone.getByRole("button", { name: "Sign In" }).last().click();

  // back on the seat view, never the spectator page: Accept, then accepted where the player is
  await expect(phone).toHaveURL(new RegExp(`${link.path}$`));
  await expect(phone.getByTestId("seat-deal-amount")).toHaveText(amount);
  await phone.getByTestId("seat-deal-accept").click();
  await expect(phone.getByTestId("seat-deal-accepted")).toHaveText("You accepted. Waiting for 2 more.");
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await phone.screenshot({ path: ".tmp/shots-names/seat-deal-accepted-375.png", fullPage: true });
  const state = (await (await sponsor.request.get(`/api/live/${id}`)).json()) as { state: { deal: { accepted: string[] } } };
  expect(state.state.deal.accepted).toEqual([link.token.split(".")[1]]);

  // the same view on a wide screen
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.screenshot({ path: ".tmp/shots-names/seat-deal-accepted-1280.png", fullPage: true });
});
