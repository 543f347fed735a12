import { z } from "zod";
import { registerInput } from "./auth";

export const SIGN_UP_LIMITS = { username: 32 } as const;
export const PASSWORD_RULES_HINT = "At least 6 characters. Common passwords (like password123) are refused.";
export const SIGN_UP_PASSWORDS_DIFFER = "Passwords do not match.";

/** The sign-up form: the server's registration rules plus the confirmation, which never leaves the browser. */
export const signUpForm = registerInput
  .extend({ confirm: z.string() })
  .refine((v) => v.confirm !== "", { message: "Please confirm the password", path: ["confirm"] })
  .refine((v) => v.confirm === "" || v.password === v.confirm, { message: SIGN_UP_PASSWORDS_DIFFER, path: ["confirm"] });
