/** The public player page of a username (issue 29), linked from campaign cards and pages. */
export function playerPath(username: string): string {
  return `/players/${encodeURIComponent(username)}`;
}
