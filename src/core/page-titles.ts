/**
 * Each route's document title ("Browse Campaigns · StakeLine"), in one table: the browser's tab, history and
 * bookmarks tell pages apart. The client sets it on every navigation (src/client/lib/document-title.ts); it is pure,
 * so the build can write it into the prerendered public pages too (src/core/page-documents.ts).
 */
export const SITE_NAME = "StakeLine";
/** The landing page's title, and the one for a path no route knows of before the not-found page shows. */
export const HOME_TITLE = `${SITE_NAME} · Elite Poker Investments`;

/** Route -> page name, in the router's order; labels as the navigation and the pages' headings say them. */
export const PAGE_TITLES: ReadonlyArray<readonly [string | RegExp, string]> = [
  ["/dashboard", "Dashboard"],
  ["/auth", "Sign In"],
  ["/auth/reset", "Reset Password"],
  ["/auth/verify", "E-mail Verification"],
  ["/demo", "Demo"],
  ["/staking-main", "Poker Staking"],
  ["/tournaments-main", "Poker Tournaments"],
  ["/tools/chop", "Chop Calculator"],
  ["/tools/payouts", "Payout Calculator"],
  ["/tools/structure", "Structure Calculator"],
  [/^\/invest\/[^/]+$/, "Campaign"],
  [/^\/players\/[^/]+$/, "Player"],
  [/^\/tournament\/[^/]+\/view$/, "Tournament View"],
  ["/tournament-view", "Tournament View"],
  [/^\/tournament\/[^/]+\/control$/, "Tournament Control"],
  ["/tournament-control", "Tournament Control"],
  [/^\/tournament\/[^/]+\/seat-cards$/, "Seat Cards"],
  [/^\/seat\/[^/]+$/, "My Seat"],
  ["/browse", "Browse Campaigns"],
  ["/create-campaign", "Create Campaign"],
  ["/portfolio", "My Portfolio"],
  ["/open-investments", "Open Investments"],
  ["/pay-investors", "Pay Investors"],
  ["/tournaments", "My Tournaments"],
  ["/sponsored-tournaments", "My Tournaments"],
  ["/create-tournament", "Create Tournament"],
  ["/special-tournaments", "Special Tournaments"],
  ["/profile", "Profile Settings"],
  ["/staking", "Staking"],
  ["/operator", "Operator"],
];

export const NOT_FOUND_TITLE = `Page Not Found · ${SITE_NAME}`;

/** The page name of a path, or null for "/" (landing or dashboard) and unknown paths. */
export function pageNameFor(pathname: string): string | null {
  const hit = PAGE_TITLES.find(([route]) => (typeof route === "string" ? route === pathname : route.test(pathname)));
  return hit ? hit[1] : null;
}

/**
 * The document title of a path: "<page> · StakeLine"; "/" is the dashboard for a signed-in user and the landing
 * page for a visitor; an unknown path is the not-found page.
 */
export function documentTitleFor(pathname: string, signedIn: boolean): string {
  if (pathname === "/" || pathname === "") return signedIn ? `Dashboard · ${SITE_NAME}` : HOME_TITLE;
  const name = pageNameFor(pathname);
  return name ? `${name} · ${SITE_NAME}` : NOT_FOUND_TITLE;
}
