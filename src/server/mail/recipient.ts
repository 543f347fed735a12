import type { MailTopic } from "@core/contracts/notifications";
import type { UserRow } from "../db/schema/index";

export type { MailTopic };

/**
 * The address to mail about a topic, or null: only a confirmed address gets mail (the password reset aside,
 * which goes to any address on file), and only when the user left that topic on in Profile.
 */
export function mailableAddress(
  user: Pick<UserRow, "email" | "emailVerifiedAt" | "emailMoneyEvents" | "emailTournamentEvents">,
  topic: MailTopic,
): string | null {
  if (!user.email || !user.emailVerifiedAt) return null;
  const wanted = topic === "money" ? user.emailMoneyEvents : user.emailTournamentEvents;
  return wanted ? user.email : null;
}
