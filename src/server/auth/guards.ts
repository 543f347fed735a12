import type { Role } from "@core/roles";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema/index";
import { forbidden, unauthorized } from "../errors";

/** The signed-in user, or 401. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The guards that need the session cookie, so the API description can mark their routes' security and their 401
 * and 403 answers from the route itself (src/server/docs/operation-facts.ts), with no second list to keep.
 */
const SESSION_GUARDS = new WeakMap<object, "signed-in" | "role">();

/** What a route's guard asks of the caller: nothing (not a guard), a session, or a session with a role. */
export const guardNeeds = (hook: unknown): "signed-in" | "role" | undefined => (typeof hook === "function" ? SESSION_GUARDS.get(hook) : undefined);

/** preHandler: the caller must be signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  currentUser(request);
}
SESSION_GUARDS.set(requireUser, "signed-in");

/** preHandler: the caller must be signed in with one of `roles`; otherwise 403 with `message`. */
export function requireRole(roles: Role | readonly Role[], message = "Forbidden") {
  const allowed: readonly Role[] = typeof roles === "string" ? [roles] : roles;
  const guard = async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    if (!user.role || !allowed.includes(user.role)) throw forbidden(message);
  };
  SESSION_GUARDS.set(guard, "role");
  return guard;
}

export const OPERATOR_ONLY = "Only an operator can do this";

/** Whether a user holds operator rights (granted by `npm run operator`, decision 200). */
export const isOperator = (user: Pick<UserRow, "operatorSince"> | null | undefined): boolean => Boolean(user?.operatorSince);

/** preHandler: the caller must be an operator; everyone else gets 403 (401 when signed out). */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (!isOperator(user)) throw forbidden(OPERATOR_ONLY);
}
SESSION_GUARDS.set(requireOperator, "role");
