import { apiRequest } from "@client/lib/api";

/** POST /api/password-reset/request: a reset link to the account's saved address (the answer is the same for any login). */
export const requestPasswordReset = (login: string) => apiRequest("POST", "/api/password-reset/request", { login });

/** POST /api/password-reset/confirm: the mail's token and the new password. */
export const confirmPasswordReset = (token: string, newPassword: string) => apiRequest("POST", "/api/password-reset/confirm", { token, newPassword });
