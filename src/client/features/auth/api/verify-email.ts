import { apiRequest } from "@client/lib/api";

/** POST /api/email-verification/confirm: the mail's token; the answer says whether it was verified now or before. */
export const confirmEmail = (token: string) => apiRequest<{ message?: string }>("POST", "/api/email-verification/confirm", { token });
