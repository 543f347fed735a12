import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { tournamentBody } from "../../src/server/seed/builders";

// the request bodies the seed and the API tests build too: a new required field is added there once
export { campaignBody, tournamentBody } from "../../src/server/seed/builders";

/** Not in any common-password list (the server refuses those at sign-up). */
export const TEST_PASSWORD = "felt-river-stack-42";

/** The date n days from today, as a date field takes it (YYYY-MM-DD). */
export function inDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

let n = 0;
export function uniqueUsername(prefix = "e2e"): string {
  n += 1;
  return `${prefix}${Date.now().toString(36)}${n}${Math.floor(Math.random() * 1e4)}`;
}

/** The JSON body of an API answer, once its status is checked (200 unless `status` says). */
export async function jsonOf(res: Promise<{ status(): number; json(): Promise<unknown> }>, status = 200): Promise<Record<string, unknown>> {
  const r = await res;
  expect(r.status()).toBe(status);
  return r.json() as Promise<Record<string, unknown>>;
}

/** Signs in through the real /auth form and waits for the dashboard. */
export async function signIn(page: Page, username: string, password = username): Promise<void> {
  await page.goto("/auth?mode=login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome back, / })).toBeVisible();
}

/** Signs up through the real /auth form with the role preselected by the query. */
export async function signUp(page: Page, role: "investor" | "player" | "sponsor", username = uniqueUsername(role), password = TEST_PASSWORD): Promise<string> {
  await page.goto(`/auth?role=${role}`);
  await page.locator("#register-username").fill(username);
  await page.locator("#register-password").fill(password);
  await page.locator("#register-confirm").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).last().click();
  // a new account has never signed in before
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
  return username;
}

/**
 * A new account signed up through the API in a browser context of its own, for a test's other users that only call
 * the API (the form's own flow is signUp's): five form sign-ups took a minute-long test past its limit on a loaded
 * CI machine. Returns the context's request client, which carries the session.
 */
export async function apiUser(browser: Browser, role: "investor" | "player" | "sponsor"): Promise<APIRequestContext> {
  const { request } = await browser.newContext();
  await registerThroughApi(request, role);
  return request;
}

/** Signs a new account up on `request` (a context's client keeps its session cookie); returns the username. */
export async function registerThroughApi(
  request: APIRequestContext,
  role: "investor" | "player" | "sponsor",
  username = uniqueUsername(role),
): Promise<string> {
  expect((await request.post("/api/register", { data: { username, password: TEST_PASSWORD, role } })).ok()).toBe(true);
  return username;
}

/**
 * The sandbox's identity verification through its routes (decision 204): a new player whose open campaigns pass
 * $2,000 in total verifies first; tests about something else do it this way.
 */
export async function verifyIdentity(request: APIRequestContext): Promise<void> {
  const started = await request.post("/api/identity/verification");
  expect(started.ok()).toBe(true);
  const { sessionId } = (await started.json()) as { sessionId: string };
  expect((await request.post("/api/identity/sandbox/complete", { data: { sessionId, outcome: "verified" } })).ok()).toBe(true);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "User menu" }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
}

export function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main", exact: true });
}

/** Each of `texts` somewhere in `locator`, checked in turn. */
export async function expectToContainAll(locator: Locator, texts: string[]): Promise<void> {
  for (const text of texts) await expect(locator).toContainText(text);
}

/** The toast on screen (at most one shows at a time). */
export function toastOnScreen(page: Page) {
  return page.getByTestId("toast");
}

export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const t = toastOnScreen(page);
  await expect(t).toContainText(title);
  if (description) await expect(t).toContainText(description);
}

/**
 * A sponsored tournament (10 seats, 12 days ahead) created by a new sponsor in a browser context of its own, through
 * the API; `overrides` replace any field (name, maxSeats...). Returns its id and name.
 */
export async function createSponsoredTournament(browser: Browser, overrides: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  const data = tournamentBody(
    testCasinoEvent({
      name: `E2E Cup ${uniqueUsername("t")}`,
      description: "Browser test event",
      buyIn: "150",
      prizeStructure: "Winner takes all",
      blindStructure: "15-minute levels",
      ...overrides,
    }),
  );
  const { sponsor, id } = await sponsorWithEvent(browser, data);
  await sponsor.close();
  return { id, name: data.name as string };
}

/**
 * A sponsor's event for tournamentBody: at 20:00 twelve days out at the Test Casino in Reno, a $100 buy-in, 20,000
 * starting chips and 10 seats, unless `fields` say otherwise.
 */
export function testCasinoEvent(fields: Record<string, unknown> & { name: string }): Record<string, unknown> {
  return { date: inDays(12), time: "20:00", location: "Test Casino, Reno, NV", buyIn: "100", startingChips: 20000, maxSeats: 10, ...fields };
}

/** A sponsor's event created on `request` through the API from tournamentBody(fields); returns its id. */
export async function postTournament(request: APIRequestContext, fields: Record<string, unknown>): Promise<number> {
  const created = await request.post("/api/special-tournaments", { data: tournamentBody(fields) });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** A date `days` days from now, as a campaign's tournamentDate takes it (an ISO timestamp). */
export const daysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * A player's campaign created on `request` through the API: a $2,000 buy-in, $50 minimum stake, $1,000 target, 50%
 * offered, five days out, unless `fields` says otherwise. Returns the created campaign's id, player name and tournament.
 */
export async function postCampaign(
  request: APIRequestContext,
  fields: Record<string, unknown> & { tournament: string },
): Promise<{ id: number; playerName: string; tournament: string }> {
  const created = await request.post("/api/campaigns", {
    data: { buyIn: "2000", minStake: "50", targetAmount: "1000", playerOfferedPercentage: 50, tournamentDate: daysFromNow(5), ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; playerName: string; tournament: string };
}

/** The sandbox's test card that pays. */
export const TEST_CARD = { number: "4242424242424242", expMonth: 12, expYear: new Date().getUTCFullYear() + 2, cvc: "123" };

/** A stake bought on `request` as the card flow buys it: the hold, the sandbox card's payment, the recording. */
export async function buyStake(request: APIRequestContext, campaignId: number, amount: string): Promise<void> {
  const intent = await request.post("/api/create-payment-intent", { data: { campaignId, amount } });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  expect((await request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: TEST_CARD } })).ok()).toBe(true);
  expect((await request.post("/api/investments", { data: { campaignId, amount, paymentIntentId } })).ok()).toBe(true);
}

/**
 * A new user, signed up through the API, on a page in a browser context of their own; a player is identity-verified
 * too, as one whose open campaigns pass $2,000 must be.
 */
export async function newUserPage(browser: Browser, role: "investor" | "player", prefix: string): Promise<{ page: Page; username: string }> {
  const page = await (await browser.newContext()).newPage();
  const username = await registerThroughApi(page.request, role, uniqueUsername(prefix));
  if (role === "player") await verifyIdentity(page.request);
  return { page, username };
}

/** A new sponsor in a browser context of its own (left open) and its event from tournamentBody(fields). */
export async function sponsorWithEvent(browser: Browser, fields: Record<string, unknown>): Promise<{ sponsor: BrowserContext; id: number }> {
  const sponsor = await browser.newContext();
  await registerThroughApi(sponsor.request, "sponsor", uniqueUsername("sp"));
  return { sponsor, id: await postTournament(sponsor.request, fields) };
}

/** Registers the account on `request` for the event. */
export async function enterEvent(request: APIRequestContext, tournamentId: number, userRole: "player" | "investor" = "player"): Promise<void> {
  expect((await request.post("/api/special-tournaments/register", { data: { tournamentId, userRole } })).status()).toBe(201);
}

/** A new player in a browser context of their own, named if `names` say, registered for the event. */
export async function registeredPlayer(
  browser: Browser,
  tournamentId: number,
  names: { firstName?: string; lastName?: string } = {},
  prefix = "pl",
): Promise<{ context: BrowserContext; username: string }> {
  const context = await browser.newContext();
  const username = await registerThroughApi(context.request, "player", uniqueUsername(prefix));
  if (names.firstName) expect((await context.request.patch("/api/profile", { data: names })).ok()).toBe(true);
  await enterEvent(context.request, tournamentId);
  return { context, username };
}

/** A signed-up user in a browser context of their own (as separate people on separate devices), named if `profile` says. */
export async function person(
  browser: Browser,
  role: "investor" | "player" | "sponsor",
  profile?: { firstName: string; lastName: string },
): Promise<{ page: Page; id: number; username: string }> {
  const page = await (await browser.newContext()).newPage();
  const username = uniqueUsername(role);
  const res = await page.request.post("/api/register", { data: { username, password: TEST_PASSWORD, role } });
  expect(res.ok()).toBe(true);
  if (profile) expect((await page.request.patch("/api/profile", { data: profile })).ok()).toBe(true);
  const me = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
  return { page, id: me.id, username };
}

// the e2e server runs without SMTP_URL, so its mails are .eml files in its DATA_DIR/outbox
const outboxDir = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 5174}/outbox`);

/** The first match of `pattern` in a mail sent to `address` (quoted-printable undone), or null while none came. */
export function mailedMatch(address: string, pattern: RegExp): RegExpExecArray | null {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return null;
  }
  for (const f of files) {
    const raw = readFileSync(path.join(outboxDir, f), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    if (!raw.includes(`To: ${address}`)) continue;
    const m = pattern.exec(raw);
    if (m) return m;
  }
  return null;
}

/**
 * The console's first Start of a sponsor's event, confirmed (decision 218): Start asks first ("Start the
 * tournament?"), and Start Now starts the clock. The demo's Start asks nothing: click it directly.
 */
export async function startClock(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start", exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByRole("heading", { name: "Start the tournament?" })).toBeVisible();
  await confirm.getByRole("button", { name: "Start Now" }).click();
  await expect(confirm).toBeHidden();
}
