import { identityRequired, IDENTITY_LINK, IDENTITY_MESSAGES } from "@core/identity";
import { centsToDecimal, toCents } from "@core/money";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { campaigns, type UserRow } from "../db/schema/index";
import { specificError } from "../errors";

/** Campaigns that still raise or hold backers' money: what counts towards the $2,000 (cancelled and completed do not). */
const OPEN = ["active", "funded"] as const;

/** The sum of the player's open campaigns' targets, as a decimal string. */
export async function openTargetsOf(db: Tx, playerId: number): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${campaigns.targetAmount}), 0)::text` })
    .from(campaigns)
    .where(and(eq(campaigns.playerId, playerId), inArray(campaigns.status, [...OPEN])));
  return centsToDecimal(toCents(row?.total ?? "0") ?? 0);
}

/** 403 identity_required with the step's link: the refusal the Create Campaign form shows before it is sent. */
export function identityRequiredError() {
  const err = specificError("identity_required", IDENTITY_MESSAGES.required);
  err.link = IDENTITY_LINK;
  return err;
}

/**
 * Inside the campaign's insert transaction, after the daily quota's lock on the player (so parallel creates are
 * summed one after the other): refuses a campaign that would take an unverified player's open targets over $2,000.
 */
export async function checkIdentityGate(tx: Tx, user: UserRow, newTarget: string): Promise<void> {
  if (user.identityStatus === "verified") return;
  const open = toCents(await openTargetsOf(tx, user.id)) ?? 0;
  if (identityRequired(user.identityStatus, open, toCents(newTarget) ?? 0)) throw identityRequiredError();
}
