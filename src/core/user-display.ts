/** The fields a person's name is built from. */
export interface DisplayableUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

const clean = (v: string | null | undefined) => (v ?? "").trim();

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
  return givenName(user) || clean(user?.username) || "User";
}

/**
 * The user menu's name (marketplace §2, with decision 143's username): the name they gave; else their username; else
 * e-mail; else User.
 */
export function displayName(user: DisplayableUser | null | undefined): string {
  const known = givenName(user) || clean(user?.username);
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
  const known = givenName(user) || clean(user?.username);
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
