import { expect, test, type Page, type Request as PlaywrightRequest, type Response, type Route } from "./fixtures";
import { signIn } from "./helpers";

/**
 * Issue 17 item 7: a page needs at most two round trips after the HTML: its JavaScript (the main script and what
 * its document preloads, the sign-in check included), then its data, all of it together.
 *
 * Every /assets/* and /api/* request is held back 1 s, event streams excepted (they stay open for the page's life):
 * a live clock's stream is counted all the same, answered when its headers come, as the page may show what its
 * first event brings; the bell's stream is not counted at all. Routing turns the browser's cache off, so
 * every page loads as on a first visit. A request's round is one more than the highest round among the requests
 * answered when it started (none: round 1): a request that waited for another's answer is a round later, and
 * requests that start together share one, however busy the machine is.
 *
 * What counts is what the page's content needed: the highest round among the requests answered before the
 * content was on screen. A script in the page records the first frame where the page's texts are shown and
 * nothing is still loading (no spinner, no skeleton; the portfolio's chart box, role="img", may still wait for
 * its code: the chart is drawn after the page on purpose). The chunks loaded after the page has painted on purpose
 * (the header's menus, the toaster, dialogs, the chart, the forms' rules) are counted too when they come back
 * before the content, so a page that waits for one of them still fails; the ones still on their way when the
 * content shows were not needed for it, and are listed in the message, not counted.
 */
const DELAY_MS = 1000;
/** The header bell's unread count: opened by the menus after the page paints, never page content. */
const BELL_STREAM = "/api/notifications/events";

interface Request {
  start: number;
  end: number;
  url: string;
  round: number;
}

/** Each request's round: 1 + the highest round answered before it started. */
function assignRounds(requests: Request[]): void {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  for (const r of byStart) r.round = 1 + Math.max(0, ...byStart.filter((q) => q !== r && q.end <= r.start).map((q) => q.round));
}

/** In the page: the time of the first frame with every text of `texts` shown and no spinner or skeleton left. */
function watchContent(texts: string[]) {
  const w = window as unknown as { __contentAt?: number };
  const ready = () => {
    const body = document.body;
    if (!body || !texts.every((t) => body.innerText.includes(t))) return false;
    if (document.querySelector(".animate-spin")) return false;
    return [...document.querySelectorAll(".animate-pulse.bg-muted")].every((el) => el.closest('[role="img"]'));
  };
  const tick = () => {
    if (ready()) w.__contentAt = Date.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * Opens `path` with every asset and API call held back; `check` waits for the page's content as the user sees it.
 * `aside`: requests of a section the watched texts are not in (the player's My Seats, a third round behind the
 * tournaments list): on a loaded machine the content showed after them and they were counted as its rounds.
 */
async function roundsBeforeContent(page: Page, path: string, texts: string[], check: () => Promise<void>, aside?: RegExp) {
  const requests: Request[] = [];
  const held = new Map<PlaywrightRequest, Request>();
  const hold = async (route: Route) => {
    if (new URL(route.request().url()).pathname === BELL_STREAM) return route.continue();
    const r: Request = { start: Date.now(), end: Infinity, url: route.request().url(), round: 0 };
    requests.push(r);
    held.set(route.request(), r);
    if (route.request().headers().accept !== "text/event-stream") await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  };
  const answered = (response: Response) => {
    const r = held.get(response.request());
    if (r) r.end = Date.now();
  };
  page.on("response", answered);
  await page.route("**/assets/**", hold);
  await page.route("**/api/**", hold);
  await page.addInitScript(watchContent, texts);
  await page.goto(path);
  await check();
  const contentAt = await page
    .waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt, undefined, { timeout: 20_000 })
    .then((h) => h.jsonValue() as Promise<number>);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  page.off("response", answered);
  assignRounds(requests);
  const isAside = (r: Request) => !!aside && aside.test(new URL(r.url).pathname);
  const needed = requests.filter((r) => r.end <= contentAt && !isAside(r));
  const t0 = Math.min(...requests.map((r) => r.start));
  const rounds = Math.max(0, ...needed.map((r) => r.round));
  const log = [...requests]
    .sort((a, b) => a.start - b.start)
    .map(
      (r) =>
        `round ${r.round}: +${r.start - t0} ms ${new URL(r.url).pathname}${isAside(r) ? " (not the content's)" : r.end <= contentAt ? "" : " (answered after the content showed)"}`,
    )
    .join("\n");
  return { rounds, log: `content at +${contentAt - t0} ms\n${log}` };
}

const T = { timeout: 20_000 };

test("Browse signed in: its scripts, then the sign-in check and its data", async ({ page }) => {
  await signIn(page, "investor");
  const r = await roundsBeforeContent(page, "/browse", ["Browse Campaigns"], async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Browse Campaigns" })).toBeVisible(T);
    await expect(page.getByRole("button", { name: "Invest", exact: true }).first()).toBeEnabled(T);
  });
  console.log(r.log);
  expect(r.rounds, r.log).toBeLessThanOrEqual(2);
});

test("the investor's Dashboard", async ({ page }) => {
  await signIn(page, "investor");
  const r = await roundsBeforeContent(page, "/dashboard", ["My Active Stakes", "Recent Activity"], async () => {
    await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible(T);
    await expect(page.getByRole("group", { name: "Total Returns" })).not.toContainText("$0 ", T);
  });
  console.log(r.log);
  expect(r.rounds, r.log).toBeLessThanOrEqual(2);
});

test("the player's Dashboard", async ({ page }) => {
  await signIn(page, "pro");
  const r = await roundsBeforeContent(
    page,
    "/dashboard",
    ["Recent Activity"],
    async () => {
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible(T);
      await expect(page.getByTestId("campaign-card").first()).toBeVisible(T);
    },
    /\/my-seat-link$|\/qr\.svg$/,
  );
  console.log(r.log);
  expect(r.rounds, r.log).toBeLessThanOrEqual(2);
});

test("the investor's Portfolio", async ({ page }) => {
  await signIn(page, "investor");
  const r = await roundsBeforeContent(page, "/portfolio", ["My Portfolio", "Cumulative Returns"], async () => {
    await expect(page.getByRole("heading", { level: 1, name: "My Portfolio" })).toBeVisible(T);
  });
  console.log(r.log);
  expect(r.rounds, r.log).toBeLessThanOrEqual(2);
});

test("a campaign page, for a visitor and signed in", async ({ page }) => {
  const [campaign] = (await (await page.request.get("/api/campaigns?limit=1&sort=buyin")).json()) as Array<{
    id: number;
    playerName: string;
    tournament: string;
  }>;
  const visitor = await roundsBeforeContent(page, `/invest/${campaign.id}`, [campaign.tournament, "Investment Terms"], async () => {
    await expect(page.getByRole("heading", { level: 1, name: campaign.playerName })).toBeVisible(T);
  });
  console.log(visitor.log);
  await signIn(page, "investor");
  const investor = await roundsBeforeContent(page, `/invest/${campaign.id}`, [campaign.tournament, "Investment Terms"], async () => {
    await expect(page.getByRole("heading", { level: 1, name: campaign.playerName })).toBeVisible(T);
  });
  console.log(investor.log);
  expect(visitor.rounds, visitor.log).toBeLessThanOrEqual(2);
  expect(investor.rounds, investor.log).toBeLessThanOrEqual(2);
});

test("a visitor's demo clock, running, on its shared spectator link", async ({ page }) => {
  // the clock a visitor's console shares (/tournament/demo-<id>/view): live data, and the page that link opens
  const { id } = (await (await page.request.post("/api/live/demo/mine")).json()) as { id: string };
  expect((await page.request.post(`/api/live/${id}/actions`, { data: { type: "start" } })).ok()).toBe(true);
  const r = await roundsBeforeContent(page, `/tournament/${id}/view`, ["Live Tournament View", "Prize Payouts"], async () => {
    await expect(page.getByTestId("clock-status")).toHaveText("Running", T);
  });
  console.log(r.log);
  expect(r.rounds, r.log).toBeLessThanOrEqual(2);
});

// /tournament/demo/view shows the visitor's own clock, which only their cookie names: POST /api/live/demo/mine
// answers its id with its state (as GET /api/live/:id would), so the page shows it from that one call and its event
// stream brings only what changes next (it was three rounds when the page asked for the id, then read the clock)
test("the demo's spectator view: the visitor's clock comes with the call that names it", async ({ page }) => {
  const r = await roundsBeforeContent(page, "/tournament/demo/view", ["Live Tournament View", "Prize Payouts"], async () => {
    await expect(page.getByTestId("current-level")).toBeVisible(T);
  });
  console.log(r.log);
  expect(r.rounds, r.log).toBeLessThanOrEqual(2);
});
