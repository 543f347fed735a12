import { eq } from "drizzle-orm";
import { LOCATION_FORMAT_FAILED, type ChangePasswordInput, type UpdateProfileInput } from "@core/contracts/profile";
import { formatLocation } from "@core/location";
import { hashPassword, verifyPassword } from "../auth/password";
import { deleteOtherSessions } from "../auth/sessions";
import type { Db } from "../db/client";
import { users, type UserRow } from "../db/schema/index";
import { AppError, badRequest, notFound } from "../errors";

/** Applies the fields present in the update; "" stores null (the field is cleared). */
export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof UpdateProfileInput, string | undefined]>) {
    if (value === undefined) continue;
    changes[key] = value === "" ? null : value;
  }
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound("User not found");
  return user;
}

/**
 * Checks the current password, stores the new one and signs out every other session of the user,
 * so whoever else knew the old password loses access; the session making the change stays.
 */
export async function changePassword(db: Db, user: UserRow, input: ChangePasswordInput, keepSessionToken: string | undefined): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest("Current password is incorrect");
  if (input.currentPassword === input.newPassword) throw badRequest("New password must be different from the current password");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await deleteOtherSessions(tx, user.id, keepSessionToken);
  });
}

export function formatLocationOrFail(location: string): string {
  const formatted = formatLocation(location);
  if (!formatted) throw new AppError("unprocessable", LOCATION_FORMAT_FAILED);
  return formatted;
}
