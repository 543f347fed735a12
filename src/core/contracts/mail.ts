import { z } from "zod";
import { passwordRule } from "./auth";
import { RESET_INVALID_MESSAGE, VERIFY_INVALID_MESSAGE } from "./mail-texts";

export * from "./mail-texts";

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
  .object({
    moneyEvents: z.boolean({ message: "moneyEvents must be true or false" }).optional(),
    tournamentEvents: z.boolean({ message: "tournamentEvents must be true or false" }).optional(),
  })
  .strict();
