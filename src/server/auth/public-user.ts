import type { PublicUser } from "@core/contracts/auth";
import type { UserRow } from "../db/schema/index";
import { isOperator } from "./guards";

/** Bank account numbers leave the server only as their last 4 digits. */
export function maskBankAccount(account: string | null): string | null {
  if (!account) return null;
  return `****${account.slice(-4)}`;
}

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    role: u.role ?? null,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    bio: u.bio,
    location: u.location,
    address: u.address,
    profileImageUrl: u.profileImageUrl,
    paypalEmail: u.paypalEmail,
    bankAccount: maskBankAccount(u.bankAccount),
    routingNumber: u.routingNumber,
    createdAt: u.createdAt.toISOString(),
    signedInBefore: u.lastSignInAt !== null,
    isOperator: isOperator(u),
  };
}
