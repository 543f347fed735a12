import { z } from "zod";
import { ROLES } from "../roles";
import { PROFILE_LIMITS } from "./profile-limits";

export const roleSchema = z.enum(ROLES, { message: "role must be one of investor, player, sponsor" });

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const loginInput = z.object({
  username: z.string({ message: "username is required" }).trim().min(1, "username is required").max(64, "username must be at most 64 characters"),
  password: z.string({ message: "password is required" }).min(1, "password is required").max(256, "password must be at most 256 characters"),
});
export type LoginInput = z.infer<typeof loginInput>;

export const passwordRule = z
  .string({ message: "password is required" })
  .min(6, "Password must be at least 6 characters long.")
  .max(256, "password must be at most 256 characters");

/**
 * An optional e-mail address: trimmed, "", null or absent for none, else the rules (and the message, naming the field)
 * of Profile's Email (profile.ts, which imports this module, so the rule is written out here; a unit test holds the
 * two together).
 */
export const optionalEmail = z
  .string({ message: "Email must be text" })
  .trim()
  .max(PROFILE_LIMITS.email, `Email must be at most ${PROFILE_LIMITS.email} characters`)
  .refine((v) => v === "" || z.regexes.email.test(v), "Email must be a valid e-mail address")
  .nullish();

export const registerInput = z.object({
  username: z
    .string({ message: "username is required" })
    .trim()
    .min(3, "username must be at least 3 characters")
    .max(32, "username must be at most 32 characters")
    .regex(USERNAME_PATTERN, "username may contain only letters, digits, dots, dashes and underscores"),
  password: passwordRule,
  role: roleSchema,
  /** optional: without one there is no password reset and no mail about payouts; with one, a verification link */
  email: optionalEmail,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const updateRoleInput = z.object({ role: roleSchema });

/** The user as the API returns it. The bank account is only ever sent masked. */
export const publicUser = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema.nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  address: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  paypalEmail: z.string().nullable(),
  bankAccount: z.string().nullable(),
  routingNumber: z.string().nullable(),
  createdAt: z.string(),
  /** false until the account's first sign-in after its sign-up: the interface says "Welcome" and not "Welcome back" */
  signedInBefore: z.boolean(),
  /** operator rights, beside the role and never chosen (granted by `npm run operator`): the menu shows Operator */
  isOperator: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const messageResponse = z.object({ message: z.string() });
