import { PAGES, pathTo } from "./routes";

/** The public player page of a username, linked from campaign cards and pages. */
export function playerPath(username: string): string {
  return pathTo(PAGES.player, encodeURIComponent(username));
}
