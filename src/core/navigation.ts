import type { Role } from "./roles";
import { PAGES } from "./routes";

export interface NavLink {
  href: string;
  label: string;
  roles: readonly Role[];
}

/** Top navigation for signed-in users (marketplace §2). */
export const NAV_LINKS: readonly NavLink[] = [
  { href: "/", label: "Dashboard", roles: ["investor", "player", "sponsor"] },
  { href: PAGES.browse.path, label: "Browse Campaigns", roles: ["investor", "player"] },
  { href: PAGES.portfolio.path, label: "My Portfolio", roles: ["investor", "player"] },
  { href: PAGES.tournaments.path, label: "My Tournaments", roles: ["sponsor"] },
  { href: PAGES.createTournament.path, label: "Create Tournament", roles: ["sponsor"] },
  { href: PAGES.specialTournaments.path, label: "Special Tournaments", roles: ["player", "investor"] },
  { href: PAGES.payInvestors.path, label: "Pay Investors", roles: ["player"] },
];

/** A user with no role yet sees only the Dashboard, where they pick one. */
export function navLinksFor(role: Role | null | undefined): NavLink[] {
  if (!role) return NAV_LINKS.filter((l) => l.href === "/");
  return NAV_LINKS.filter((l) => l.roles.includes(role));
}

/** Prefix match; the root link matches only exactly. "/browse" is active on "/browse/x" but not "/browsers". */
export function isLinkActive(href: string, location: string): boolean {
  if (href === "/") return location === "/" || location === "";
  return location === href || location.startsWith(`${href}/`);
}
