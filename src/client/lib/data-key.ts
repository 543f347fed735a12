/**
 * The data sets the client caches. Every query key starts with one of these names (never a URL): the endpoint
 * file under features/<feature>/api/ that owns the key builds it with dataKey, and lib/changes.ts says which sets
 * each change makes stale, so a mutation never lists keys itself.
 */
export type DataRoot =
  | "current-user"
  | "campaigns"
  | "investments"
  | "dashboard"
  | "activities"
  | "performance"
  | "pending-payouts"
  | "tournaments"
  | "email-settings"
  | "notifications"
  | "payments-config"
  | "live"
  | "swaps"
  | "operator"
  | "identity"
  | "privacy";

/** A query key: its data set first, then what narrows it (an id, the list's filters). */
export const dataKey = <const Rest extends readonly unknown[]>(root: DataRoot, ...rest: Rest) => [root, ...rest] as const;
