// zod-free, so the sign-up form paints without the contracts (decision 110); sign-up-form.ts re-exports them
export const SIGN_UP_LIMITS = { username: 32, email: 254 } as const;
export const PASSWORD_RULES_HINT = "At least 6 characters. Common passwords (like password123) are refused.";
export const SIGN_UP_PASSWORDS_DIFFER = "Passwords do not match.";
export const SIGN_UP_EMAIL_LABEL = "E-mail (optional)";
export const SIGN_UP_EMAIL_HINT = "Needed to reset your password and to hear about payouts. We will send a link to confirm it.";
