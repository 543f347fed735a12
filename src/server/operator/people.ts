import type { OperatorUser } from "@core/contracts/operator";
import { knownAsName } from "@core/user-display";
import { asc, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema/index";
import { isOperator } from "../auth/guards";

/** A user as the operator console shows them: who they are, their role, operator rights and suspension. */
export function toOperatorUser(u: UserRow): OperatorUser {
  return {
    id: u.id,
    username: u.username,
    name: knownAsName(u),
    role: u.role ?? null,
    isOperator: isOperator(u),
    suspended: u.suspendedAt !== null,
    suspendedAt: u.suspendedAt ? u.suspendedAt.toISOString() : null,
    suspendedReason: u.suspendedReason,
    identityStatus: u.identityStatus,
    verifiedName: u.verifiedName,
  };
}

export const USER_SEARCH_LIMIT = 20;

// LIKE's own characters in a search are matched as themselves
const likeEscaped = (q: string) => q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/operator/users?q=: the exact username first, then usernames starting with `q`, at most 20. */
export async function searchUsers(db: Db, q: string): Promise<OperatorUser[]> {
  const lower = q.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lower}`, sql`lower(${users.username}) like ${`${likeEscaped(q)}%`}`))
    .orderBy(sql`lower(${users.username}) <> ${lower}`, asc(sql`lower(${users.username})`))
    .limit(USER_SEARCH_LIMIT);
  return rows.map(toOperatorUser);
}
