import { campaignPageUrl } from "./contracts/campaign-paging";
import { PAGES, pathsPattern, type PageId } from "./routes";
/**
 * Which HTML document the server sends for a page (decision 111). Every page is the same app; what differs is
 * what the document already holds: a visitor's public page comes rendered at build time, and every listed page
 * preloads the lazy chunks it shows at once, so they download with the main script instead of after it.
 * scripts/prerender.ts writes the documents from this table, src/server/http/static-assets.ts picks one.
 *
 * Chunks are keys of the build manifest (source files relative to src/client).
 */
export interface PageDocuments {
  name: string;
  /** An exact path, or a pattern for paths with an id. */
  path: string | RegExp;
  /** Render this page for visitors at build time (exact paths only). */
  prerender?: boolean;
  /** What a visitor's page shows at once; none: the plain app shell. */
  visitor?: string[];
  /** What a signed-in browser's page shows at once; none: the plain app shell. */
  member?: string[];
  /**
   * API reads the signed-in browser's document starts itself (`<link rel="preload" as="fetch">`), beside the
   * scripts: the sign-in check a page inside the signed-in layout waits for before it asks for its data. The app's
   * own fetch of the same URL takes the preloaded answer, so the page's data is the second round trip, not the third.
   */
  memberFetches?: string[];
}

const LAYOUT = "components/layout/app-layout.tsx";
/**
 * The test-mode banner's markup (src/client/app/test-mode-banner.tsx): lazy, so the landing's first script does not
 * carry it, but preloaded by every other document so it never adds a round before a page's content.
 */
const TEST_MODE = "app/test-mode-notice.tsx";
/** The sign-in check (src/client/lib/auth/current-user.ts, getCurrentUserQueryOptions). */
export const SIGN_IN_CHECK = "/api/auth/user";
const page = (file: string) => `features/${file}.tsx`;
/** The path a document answers (src/core/routes.ts): a page's own when it has no ":name" part, else a pattern. */
const pathOf = (ids: PageId[]): string | RegExp => (ids.length === 1 && !PAGES[ids[0]!].path.includes(":") ? PAGES[ids[0]!].path : pathsPattern(ids));
/** A page inside the signed-in layout: only a browser with a session gets its preloads. */
const signedIn = (name: string, id: PageId, file: string): PageDocuments => ({
  name,
  path: pathOf([id]),
  member: [LAYOUT, TEST_MODE, page(file)],
  memberFetches: [SIGN_IN_CHECK],
});
const publicPage = (name: string, ids: PageId[], file: string): PageDocuments => ({
  name,
  path: pathOf(ids),
  visitor: [TEST_MODE, page(file)],
  member: [TEST_MODE, page(file)],
});

export const PAGE_DOCUMENTS: readonly PageDocuments[] = [
  // the landing's sample sections below the first screen come prerendered; their chunk is not preloaded, so the
  // landing's initial JS is the main script alone (100 KB gzip budget, tests/unit/bundle-budget.test.ts)
  { name: "landing", path: "/", prerender: true, visitor: [], member: [LAYOUT, TEST_MODE, page("dashboard/dashboard-page")], memberFetches: [SIGN_IN_CHECK] },
  { ...publicPage("staking-main", ["stakingMain"], "campaigns/pages/staking-main-page"), prerender: true },
  { ...publicPage("tournaments-main", ["tournamentsMain"], "tournaments/pages/tournaments-main-page"), prerender: true },
  { name: "auth", path: PAGES.auth.path, prerender: true, visitor: [TEST_MODE, page("auth/auth-page")] },
  publicPage("spectator", ["tournamentView", "demoView"], "live/pages/spectator-page"),
  publicPage("control", ["tournamentControl", "demoControl"], "live/pages/control-page"),
  publicPage("seat", ["seat"], "live/pages/seat-page"),
  publicPage("invest-detail", ["invest"], "campaigns/pages/invest-detail-page"),
  publicPage("player", ["player"], "players/pages/player-page"),
  publicPage("series-list", ["seriesList"], "series/pages/series-list-page"),
  publicPage("series", ["series"], "series/pages/series-page"),
  publicPage("demo", ["demo"], "campaigns/pages/demo-page"),
  {
    ...publicPage("tools-chop", ["chopTool"], "tools/pages/tools-page"),
    visitor: [TEST_MODE, page("tools/pages/tools-page"), page("tools/pages/chop-page")],
    member: [TEST_MODE, page("tools/pages/tools-page"), page("tools/pages/chop-page")],
  },
  {
    ...publicPage("tools-payouts", ["payoutsTool"], "tools/pages/tools-page"),
    visitor: [TEST_MODE, page("tools/pages/tools-page"), page("tools/pages/payouts-page")],
    member: [TEST_MODE, page("tools/pages/tools-page"), page("tools/pages/payouts-page")],
  },
  {
    ...publicPage("tools-structure", ["structureTool"], "tools/pages/tools-page"),
    visitor: [TEST_MODE, page("tools/pages/tools-page"), page("tools/pages/structure-page")],
    member: [TEST_MODE, page("tools/pages/tools-page"), page("tools/pages/structure-page")],
  },
  ...(["satellite", "package", "flights"] as const).map((tool) => ({
    ...publicPage(`tools-${tool}`, [`${tool}Tool`], "tools/pages/tools-page"),
    visitor: [TEST_MODE, page("tools/pages/tools-page"), page(`tools/pages/${tool}-page`)],
    member: [TEST_MODE, page("tools/pages/tools-page"), page(`tools/pages/${tool}-page`)],
  })),
  signedIn("dashboard", "dashboard", "dashboard/dashboard-page"),
  // Browse's first page (newest, no search or filter) starts with the sign-in check: one round after the scripts
  { ...signedIn("browse", "browse", "campaigns/pages/browse-page"), memberFetches: [SIGN_IN_CHECK, campaignPageUrl({ sort: "newest" }, 0)] },
  signedIn("create-campaign", "createCampaign", "campaigns/pages/create-campaign-page"),
  signedIn("portfolio", "portfolio", "payouts/pages/portfolio-page"),
  signedIn("open-investments", "openInvestments", "campaigns/pages/open-investments-page"),
  signedIn("pay-investors", "payInvestors", "payouts/pages/pay-investors-page"),
  signedIn("tournaments", "tournaments", "tournaments/pages/my-tournaments-page"),
  signedIn("sponsored-tournaments", "sponsoredTournaments", "tournaments/pages/my-tournaments-page"),
  signedIn("create-tournament", "createTournament", "tournaments/pages/create-tournament-page"),
  signedIn("special-tournaments", "specialTournaments", "tournaments/pages/special-tournaments-page"),
  signedIn("profile", "profile", "profile/pages/profile-page"),
  signedIn("staking", "staking", "campaigns/pages/staking-page"),
];

/**
 * The built document for a request URL: prerendered/<name>.html, preload/<name>-visitor.html or
 * preload/<name>-member.html, or undefined for the plain index.html. A query string counts as part of the
 * path (a page's query can change what it shows), so only preloads, never prerendered markup, go with one.
 */
export function pageDocumentFor(url: string, signedIn: boolean): string | undefined {
  const [pathname, query] = url.split("?", 2);
  const entry = PAGE_DOCUMENTS.find((p) => (typeof p.path === "string" ? p.path === pathname : p.path.test(pathname)));
  if (!entry) return undefined;
  if (signedIn) return entry.member ? `preload/${entry.name}-member.html` : undefined;
  if (entry.prerender && query === undefined) return `prerendered/${entry.name}.html`;
  return entry.visitor ? `preload/${entry.name}-visitor.html` : undefined;
}
