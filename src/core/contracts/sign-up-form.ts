import { z } from "zod";
import { registerInput } from "./auth";
import { SIGN_UP_PASSWORDS_DIFFER } from "./sign-up-texts";

export * from "./sign-up-texts";

/** The sign-up form: the server's registration rules plus the confirmation, which never leaves the browser. */
export const signUpForm = registerInput
  .extend({ confirm: z.string() })
  .refine((v) => v.confirm !== "", { message: "Please confirm the password", path: ["confirm"] })
  .refine((v) => v.confirm === "" || v.password === v.confirm, { message: SIGN_UP_PASSWORDS_DIFFER, path: ["confirm"] });
