/**
 * Every page of the app, in one table: its path as the router matches it (":name" is one part of the path), its
 * name in the tab's title, and whether it needs an account (which table holds it). The router (src/client/app/router.tsx), the links
 * (src/client/lib/routes.ts), the tab titles (page-titles.ts), the documents the server sends (page-documents.ts)
 * and the links the server writes into notifications and mails read it. "/" is not a row: it is the landing page
 * for a visitor and the dashboard for a member.
 */
export interface Page {
  readonly path: string;
  readonly title: string;
}
const page = <Path extends string>(path: Path, title: string) => ({ path, title });

/** Pages anyone may open. */
export const VISITOR_PAGES = {
  auth: page("/auth", "Sign In"),
  resetPassword: page("/auth/reset", "Reset Password"),
  verifyEmail: page("/auth/verify", "E-mail Verification"),
  demo: page("/demo", "Demo"),
  stakingMain: page("/staking-main", "Poker Staking"),
  tournamentsMain: page("/tournaments-main", "Poker Tournaments"),
  invest: page("/invest/:id", "Campaign"),
  player: page("/players/:username", "Player"),
  tournamentView: page("/tournament/:id/view", "Tournament View"),
  demoView: page("/tournament-view", "Tournament View"),
  tournamentControl: page("/tournament/:id/control", "Tournament Control"),
  demoControl: page("/tournament-control", "Tournament Control"),
  seatCards: page("/tournament/:id/seat-cards", "Seat Cards"),
  /** the cashier's report (decision 237): the API answers its sponsor only */
  cashier: page("/tournament/:id/cashier", "Cashier's Report"),
  /** the console's printable payout slips (decision 238); the calls behind it are the sponsor's only */
  payoutSlips: page("/tournament/:id/slips", "Payout Slips"),
  seat: page("/seat/:token", "My Seat"),
  chopTool: page("/tools/chop", "Chop Calculator"),
  payoutsTool: page("/tools/payouts", "Payout Calculator"),
  structureTool: page("/tools/structure", "Structure Calculator"),
  /** the festival calculators (decision 232) */
  satelliteTool: page("/tools/satellite", "Satellite Calculator"),
  packageTool: page("/tools/package", "Package Calculator"),
  flightsTool: page("/tools/flights", "Flights Calculator"),
  /** tournament series (decision 231): the public list and one series' schedule */
  seriesList: page("/series", "Poker Series"),
  series: page("/series/:id", "Series"),
};

/** Pages shown inside the signed-in layout: a visitor is sent to sign in first. */
export const MEMBER_PAGES = {
  dashboard: page("/dashboard", "Dashboard"),
  browse: page("/browse", "Browse Campaigns"),
  createCampaign: page("/create-campaign", "Create Campaign"),
  portfolio: page("/portfolio", "My Portfolio"),
  openInvestments: page("/open-investments", "Open Investments"),
  payInvestors: page("/pay-investors", "Pay Investors"),
  tournaments: page("/tournaments", "My Tournaments"),
  sponsoredTournaments: page("/sponsored-tournaments", "My Tournaments"),
  createTournament: page("/create-tournament", "Create Tournament"),
  specialTournaments: page("/special-tournaments", "Special Tournaments"),
  profile: page("/profile", "Profile Settings"),
  staking: page("/staking", "Staking"),
  /** the operator console (decision 202): the page itself refuses accounts without operator rights */
  operator: page("/operator", "Operator"),
};

export const PAGES = { ...VISITOR_PAGES, ...MEMBER_PAGES };
export type MemberPageId = keyof typeof MEMBER_PAGES;
export type PageId = keyof typeof PAGES;
export const PAGE_IDS = Object.keys(PAGES) as PageId[];
/** Pages whose path has no ":name" part: the path is the link. */
export type FixedPageId = { [Id in PageId]: (typeof PAGES)[Id]["path"] extends `${string}:${string}` ? never : Id }[PageId];

/** The link of every page with a fixed path, by page. */
export const FIXED_PATHS = Object.fromEntries(PAGE_IDS.filter((id) => !PAGES[id].path.includes(":")).map((id) => [id, PAGES[id].path])) as {
  [Id in FixedPageId]: (typeof PAGES)[Id]["path"];
};

/** The page a path shows ("/invest/12" -> "invest"); undefined for "/" and for paths no page has. */
export function pageAt(pathname: string): PageId | undefined {
  return PAGE_IDS.find((id) => pathsPattern([id]).test(pathname));
}

/** A pattern for the paths of these pages, each ":name" one part ("/invest/:id" matches "/invest/12"). */
export const pathsPattern = (ids: readonly PageId[]): RegExp => new RegExp(`^(?:${ids.map((id) => PAGES[id].path.replace(/:\w+/g, "[^/?]+")).join("|")})$`);

/** A page's path with its one ":name" part filled, as given: pathTo(PAGES.invest, 12) is "/invest/12". */
export const pathTo = (page: Page, part: number | string): string => page.path.replace(/:\w+/, () => String(part));
