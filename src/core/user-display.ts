/** The fields a person's name is built from. */
export interface DisplayableUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

const clean = (v: string | null | undefined) => (v ?? "").trim();

/**
 * A closed account's username (decision 229): "~" is outside the sign-up pattern, so the placeholder can never be
 * registered or typed at sign-in, and every name built from a username reads "Closed account" for it.
 */
export const closedUsername = (userId: number) => `closed~${userId}`;
export const isClosedUsername = (username: string | null | undefined): boolean => /^closed~\d+$/.test(username ?? "");
/** The name every screen shows in place of a closed account's. */
export const CLOSED_ACCOUNT_NAME = "Closed account";
/** The username as a name: a closed account's placeholder reads "Closed account". */
const usernameAsName = (username: string | null | undefined) => (isClosedUsername(username) ? CLOSED_ACCOUNT_NAME : clean(username));

/** The name the person gave: first and last name, or whichever one they gave; "" when they gave none. */
export function givenName(user: DisplayableUser | null | undefined): string {
  return [clean(user?.firstName), clean(user?.lastName)].filter(Boolean).join(" ");
}

/**
 * The name a person goes by with the people who deal with them (decision 143): the event's sponsor sees its registrants
 * by it, a campaign's player their backers, everyone their own account. The name they gave, else their username,
 * so nobody is "User", "Anonymous Player" or "Player 2" to someone who needs to tell them apart. Public views
 * (spectator displays, the public tournament list) never use it: a username is half of a sign-in, so they keep
 * the given name or their own placeholder ("Player N", "Anonymous Player").
 */
export function knownAsName(user: DisplayableUser | null | undefined): string {
  return givenName(user) || usernameAsName(user?.username) || "User";
}

/**
 * The user menu's name (marketplace §2, with decision 143's username): the name they gave; else their username; else
 * e-mail; else User.
 */
export function displayName(user: DisplayableUser | null | undefined): string {
  const known = givenName(user) || usernameAsName(user?.username);
  if (known) return known;
  return clean(user?.email) || "User";
}

/**
 * Initials of first and last name; else the first two letters of the e-mail (marketplace §2); else of the one name
 * they gave or of the username (decision 220: never the spec's constant U while there is a name to read). U only for
 * nobody at all.
 */
export function userInitials(user: DisplayableUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  const known = givenName(user) || usernameAsName(user?.username);
  return known ? nameInitials(known) : "U";
}

/** Welcome line name: first name or e-mail (falls back to the username so nobody is greeted by nothing). */
export function welcomeName(user: DisplayableUser | null | undefined): string {
  return clean(user?.firstName) || clean(user?.email) || clean(user?.username) || "there";
}

/** Initials of a free-text name such as a campaign's playerName ("Daniel Negreanu" -> "DN"). */
export function nameInitials(name: string | null | undefined): string {
  const parts = clean(name).split(/\s+/).filter(Boolean);
  if (parts.length === 0) return "?";
  if (parts.length === 1) return parts[0].slice(0, 2).toUpperCase();
  return `${parts[0][0]}${parts[parts.length - 1][0]}`.toUpperCase();
}
