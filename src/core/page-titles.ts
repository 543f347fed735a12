import { PAGES, pageAt } from "./routes";

/**
 * Each page's document title ("Browse Campaigns · StakeLine"), from the page table (src/core/routes.ts): the browser's
 * tab, history and bookmarks tell pages apart. The client sets it on every navigation (src/client/lib/document-title.ts);
 * it is pure, so the build can write it into the prerendered public pages too (src/core/page-documents.ts).
 */
export const SITE_NAME = "StakeLine";
/** The landing page's title, and the one for a path no route knows of before the not-found page shows. */
export const HOME_TITLE = `${SITE_NAME} · Elite Poker Investments`;

export const NOT_FOUND_TITLE = `Page Not Found · ${SITE_NAME}`;

/** The page name of a path, or null for "/" (landing or dashboard) and unknown paths. */
export function pageNameFor(pathname: string): string | null {
  const id = pageAt(pathname);
  return id ? PAGES[id].title : null;
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
