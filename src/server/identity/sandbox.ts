import { randomBytes } from "node:crypto";
import type { UserRow } from "../db/schema/index";
import type { IdentityProvider, OpenedSession } from "./provider";

/**
 * PAYMENTS=sandbox: no documents at all. The session is ours alone, and POST /api/identity/sandbox/complete plays the
 * hosted flow's outcome, as /api/payments/sandbox/confirm plays the card form.
 */
export class SandboxIdentity implements IdentityProvider {
  readonly name = "sandbox" as const;

  async open(_user: UserRow): Promise<OpenedSession> {
    return { id: `vs_sandbox_${randomBytes(12).toString("hex")}`, url: null };
  }
}

/** The name the sandbox "verified": the one on the player's profile, else their username (there is no document to read). */
export function sandboxVerifiedName(user: Pick<UserRow, "firstName" | "lastName" | "username">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.username;
}
