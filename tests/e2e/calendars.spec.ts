import { expect, test } from "./fixtures";
import {
  buyStake,
  createSponsoredTournament,
  enterEvent,
  expectToast,
  inDays,
  postCampaign,
  postTournament,
  registerThroughApi,
  testCasinoEvent,
  uniqueUsername,
  verifyIdentity,
} from "./helpers";

// decision 228: the private calendar feed from Profile, and an event's "Add to calendar"

test("a player copies their calendar feed from Profile, it lists their event and their backer's, and a reset retires it", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await registerThroughApi(page.request, "player", uniqueUsername("calp"));
  await verifyIdentity(page.request);
  const event = await createSponsoredTournament(browser, { location: "Aria Poker Room, Las Vegas" });
  await enterEvent(page.request, event.id);
  // a tournament the player typed into a campaign, which an investor backs
  const typed = `E2E Typed Open ${uniqueUsername("t")}`;
  const campaign = await postCampaign(page.request, { tournament: typed });
  const investor = await browser.newContext({ baseURL });
  await registerThroughApi(investor.request, "investor", uniqueUsername("cali"));
  await buyStake(investor.request, campaign.id, "100");

  await page.goto("/profile");
  const card = page.getByTestId("calendar-feed");
  await expect(card.getByText("Calendar feed", { exact: true })).toBeVisible();
  const address = card.getByRole("textbox", { name: "Calendar feed URL" });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await card.getByRole("button", { name: "Copy" }).click();
  await expectToast(page, "Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(card.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute("href", url.replace(/^https?:/, "webcal:"));

  // the feed at the copied address: the player's seat and their own campaign
  const feed = await context.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = (await feed.text()).replace(/\r\n /g, "");
  expect(text).toContain(`SUMMARY:${event.name}`);
  expect(text).toContain("LOCATION:Aria Poker Room\\, Las Vegas");
  expect(text).toContain("You hold a seat in this event.");
  expect(text).toContain(`SUMMARY:${typed}`);
  // the backer's own feed has the typed tournament they back, not the player's seat
  const backerUrl = ((await (await investor.request.get("/api/profile/calendar")).json()) as { url: string }).url;
  const backerFeed = (await (await investor.request.get(backerUrl)).text()).replace(/\r\n /g, "");
  expect(backerFeed).toContain(`SUMMARY:${typed}`);
  expect(backerFeed).not.toContain(event.name);

  // a reset, confirmed: a new address, and the old one answers 404
  await card.getByRole("button", { name: "Reset link" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("The current address stops working at once")).toBeVisible();
  await confirm.getByRole("button", { name: "Reset link" }).click();
  await expectToast(page, "New calendar link");
  await expect(address).not.toHaveValue(url);
  const fresh = await address.inputValue();
  expect((await context.request.get(url)).status()).toBe(404);
  expect((await context.request.get(fresh)).status()).toBe(200);
  // and Profile shows the new one after a reload
  await page.reload();
  await expect(page.getByTestId("calendar-feed").getByRole("textbox", { name: "Calendar feed URL" })).toHaveValue(fresh);
  await context.close();
});

test("an event's details offer Add to calendar, which answers the event as text/calendar", async ({ page, browser }) => {
  const event = await createSponsoredTournament(browser, { time: "18:30" });
  await registerThroughApi(page.request, "investor", uniqueUsername("calv"));
  await page.goto("/special-tournaments");
  const card = page.getByRole("article", { name: event.name });
  await card.getByRole("button", { name: "View Details" }).click();
  const link = page.getByRole("dialog").getByRole("link", { name: "Add to calendar" });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe(`/api/special-tournaments/${event.id}/calendar.ics`);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(res.headers()["content-disposition"]).toBe(`inline; filename="stakeline-event-${event.id}.ics"`);
  const text = (await res.text()).replace(/\r\n /g, "");
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`SUMMARY:${event.name}`);
  expect(text).toMatch(/DTSTART:\d{8}T183000\r\n/);
});

test("a series page offers its feed to add or subscribe to, listing the series' events", async ({ page, browser }) => {
  const sponsor = await browser.newContext();
  await registerThroughApi(sponsor.request, "sponsor", uniqueUsername("cals"));
  const name = `E2E Calendar Series ${uniqueUsername("s")}`;
  const created = await sponsor.request.post("/api/series", { data: { name, venue: "Test Casino, Reno, NV", startDate: inDays(10), endDate: inDays(14) } });
  expect(created.status(), await created.text()).toBe(201);
  const seriesId = ((await created.json()) as { id: number }).id;
  const event = await createSponsoredTournament(browser, {});
  const inSeries = await postTournament(sponsor.request, testCasinoEvent({ name: `E2E Series Opener ${uniqueUsername("o")}`, date: inDays(11), seriesId }));

  await page.goto(`/series/${seriesId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const actions = page.getByTestId("series-actions");
  const add = actions.getByRole("link", { name: "Add to calendar" });
  expect(await add.getAttribute("href")).toBe(`/api/series/${seriesId}/calendar.ics`);
  await expect(actions.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", new RegExp(`^webcal://[^/]+/api/series/${seriesId}/calendar\\.ics$`));
  const res = await page.request.get(`/api/series/${seriesId}/calendar.ics`);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = (await res.text()).replace(/\r\n /g, "");
  expect(text).toContain(`X-WR-CALNAME:${name}`);
  expect(text).toContain(`UID:event-${inSeries}@`);
  expect(text).not.toContain(`UID:event-${event.id}@`);
  await sponsor.close();
});
