import { z } from "zod";
import { LOCATION_MAX_LENGTH } from "../location";
import { isValidRoutingNumber } from "../routing-number";
import { passwordRule } from "./auth";
import { PROFILE_LIMITS } from "./profile-limits";

export { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, LOCATION_FORMAT_FAILED } from "./profile-limits";

/*
 * One set of rules for the profile forms and PATCH /api/profile. Every field is a trimmed string; an empty
 * string means "no value" (the server stores null), so a user can clear a field they filled in before.
 */

const EMAIL = z.regexes.email;
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const email = (label: string) => text(label, PROFILE_LIMITS.email).refine((v) => v === "" || EMAIL.test(v), `${label} must be a valid e-mail address`);

/** Strips the spaces and dashes people type inside account numbers. */
export const compactDigits = (v: string) => v.replace(/[\s-]/g, "");

export const profileFields = {
  firstName: text("First name", PROFILE_LIMITS.firstName),
  lastName: text("Last name", PROFILE_LIMITS.lastName),
  email: email("Email"),
  phone: text("Phone", PROFILE_LIMITS.phone).refine((v) => {
    if (v === "") return true;
    const digits = v.replace(/\D/g, "").length;
    return /^\+?[\d\s().-]+$/.test(v) && digits >= 7 && digits <= 15;
  }, "Phone must be a phone number of 7 to 15 digits"),
  bio: text("Bio", PROFILE_LIMITS.bio),
  location: text("Location", PROFILE_LIMITS.location),
  address: text("Address", PROFILE_LIMITS.address),
  paypalEmail: email("PayPal email"),
  bankAccount: z
    .string({ message: "Bank account must be text" })
    .transform(compactDigits)
    .refine((v) => v === "" || /^\d{4,17}$/.test(v), "Bank account must be 4 to 17 digits"),
  routingNumber: z
    .string({ message: "Routing number must be text" })
    .transform(compactDigits)
    .refine((v) => v === "" || /^\d{9}$/.test(v), "Routing number must be 9 digits")
    .refine((v) => v === "" || !/^\d{9}$/.test(v) || isValidRoutingNumber(v), "Routing number is not a valid ABA routing number"),
};

/** The Personal Info form. */
export const personalInfoInput = z.object({
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  email: profileFields.email,
  phone: profileFields.phone,
  bio: profileFields.bio,
  location: profileFields.location,
  address: profileFields.address,
});
export type PersonalInfoInput = z.infer<typeof personalInfoInput>;

/** The Payment Details form. A blank bank account there means "keep the one on file". */
export const paymentDetailsInput = z.object({
  paypalEmail: profileFields.paypalEmail,
  bankAccount: profileFields.bankAccount,
  routingNumber: profileFields.routingNumber,
});
export type PaymentDetailsInput = z.infer<typeof paymentDetailsInput>;

/** PATCH /api/profile: any of the fields; a missing field is left as it is, "" clears it. */
export const updateProfileInput = z
  .strictObject(
    { ...personalInfoInput.partial().shape, ...paymentDetailsInput.partial().shape },
    {
      error: (iss) => (iss.code === "unrecognized_keys" ? `Unknown profile field: ${iss.keys.join(", ")}` : "The profile update must be an object"),
    },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), "Nothing to update: send at least one profile field");
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const PASSWORD_MISMATCH = "New password and confirmation don't match.";

/** PATCH /api/profile/password. */
export const changePasswordInput = z.object({
  currentPassword: z
    .string({ message: "Current password is required" })
    .min(1, "Current password is required")
    .max(256, "Current password must be at most 256 characters"),
  newPassword: passwordRule,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The Security form: the same rules plus the confirmation, which never leaves the browser. */
export const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string({ message: "Please confirm the new password" }) })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORD_MISMATCH, path: ["confirmPassword"] });

export const formatLocationInput = z.object({
  location: z
    .string({ message: "Location is required" })
    .trim()
    .min(1, "Location is required")
    .max(LOCATION_MAX_LENGTH, `Location must be at most ${LOCATION_MAX_LENGTH} characters`),
});
export const formatLocationResponse = z.object({ formattedAddress: z.string() });
