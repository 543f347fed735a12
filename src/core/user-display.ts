/** The user menu's fallback chains (marketplace §2). */
export interface DisplayableUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

const clean = (v: string | null | undefined) => (v ?? "").trim();

/** first + last name; else first name; else e-mail; else User. */
export function displayName(user: DisplayableUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const email = clean(user?.email);
  if (email) return email;
  return "User";
}

/** Initials of first and last name; else the first two letters of the e-mail upper-cased; else U. */
export function userInitials(user: DisplayableUser | null | undefined): string {
  const first = clean(user?.firstName);
  const last = clean(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = clean(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  return "U";
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
