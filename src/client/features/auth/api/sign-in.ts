import type { LoginInput, PublicUser } from "@core/contracts/auth";
import type { Role } from "@core/roles";
import { apiRequest } from "@client/lib/api";

/** POST /api/login: the session cookie is set; the page then loads afresh. */
export const signIn = (input: LoginInput) => apiRequest<PublicUser>("POST", "/api/login", input);

/** POST /api/register: the account is made and signed in; a blank e-mail is left out. */
export const signUp = (input: { username: string; password: string; role: Role; email?: string }) => apiRequest("POST", "/api/register", input);
