import { z } from "zod";
import { passwordRule } from "./auth";

/** Texts shown word for word. */
export const RESET_REQUESTED_MESSAGE = "If an account with that username or e-mail has an e-mail address on file, we have sent a link to reset the password.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired.";
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in with the new password.";
export const VERIFY_INVALID_MESSAGE = "This verification link is invalid or has expired.";
export const VERIFY_DONE_MESSAGE = "Your e-mail address is verified.";
export const VERIFY_SENT_MESSAGE = "We have sent a verification link to your e-mail address.";
export const RESET_MINUTES = 30;

/** POST /api/password-reset/request: a username or an e-mail address. */
export const resetRequestInput = z.object({
  login: z.string({ message: "Enter your username or e-mail" }).trim().min(1, "Enter your username or e-mail").max(254, "must be at most 254 characters"),
});

/** POST /api/password-reset/confirm. */
export const resetConfirmInput = z.object({
  token: z.string({ message: RESET_INVALID_MESSAGE }).min(1, RESET_INVALID_MESSAGE).max(200, RESET_INVALID_MESSAGE),
  newPassword: passwordRule,
});

export const verifyEmailInput = z.object({
  token: z.string({ message: VERIFY_INVALID_MESSAGE }).min(1, VERIFY_INVALID_MESSAGE).max(200, VERIFY_INVALID_MESSAGE),
});

/** GET/PATCH /api/profile/email-settings: the address's state and the "E-mail me about" switches. */
export const emailSettings = z.object({
  email: z.string().nullable(),
  verified: z.boolean(),
  moneyEvents: z.boolean(),
  tournamentEvents: z.boolean(),
});
export type EmailSettings = z.infer<typeof emailSettings>;

export const updateEmailSettingsInput = z
  .object({ moneyEvents: z.boolean({ message: "moneyEvents must be true or false" }).optional(), tournamentEvents: z.boolean({ message: "tournamentEvents must be true or false" }).optional() })
  .strict();
