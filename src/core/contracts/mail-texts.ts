// zod-free, so a page that shows these texts does not load the contracts (decision 110); mail.ts re-exports them
/** Texts shown word for word. */
export const RESET_REQUESTED_MESSAGE = "If an account with that username or e-mail has an e-mail address on file, we have sent a link to reset the password.";
export const RESET_INVALID_MESSAGE = "This reset link is invalid or has expired.";
export const RESET_DONE_MESSAGE = "Your password has been reset. Please sign in with the new password.";
export const VERIFY_INVALID_MESSAGE = "This verification link is invalid or has expired.";
export const VERIFY_DONE_MESSAGE = "Your e-mail address is verified.";
export const VERIFY_SENT_MESSAGE = "We have sent a verification link to your e-mail address.";
export const RESET_MINUTES = 30;
