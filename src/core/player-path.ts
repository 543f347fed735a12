/** The public player page of a username, linked from campaign cards and pages. */
export function playerPath(username: string): string {
  return `/players/${encodeURIComponent(username)}`;
}
