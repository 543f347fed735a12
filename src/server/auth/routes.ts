import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginInput, messageResponse, publicUser, registerInput, updateRoleInput } from "@core/contracts/auth";
import { authPathWithNext } from "@core/safe-next";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { currentUser, requireUser } from "./guards";
import { toPublicUser } from "./public-user";
import { authenticate, registerUser, updateRole } from "./service";
import { startSessionPurge } from "./session-purge";
import { clearSessionCookie, createSession, deleteSession, sessionToken, setSessionCookie } from "./sessions";
import { addressRateLimit } from "./throttle";

// the common-password list stays on the server, so this rule is added here and not in the shared contract
const registerBody = registerInput.refine((b) => !isCommonPassword(b.password), { message: COMMON_PASSWORD_MESSAGE, path: ["password"] });

const loginRedirectQuery = z.object({ next: z.union([z.string(), z.array(z.string())]).optional() }).transform((q) => ({
  next: Array.isArray(q.next) ? undefined : q.next,
}));

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = addressRateLimit(app.config.AUTH_RATE_LIMIT_MAX);
  startSessionPurge(app);

  app.post(
    "/api/register",
    { config: { rateLimit }, schema: { summary: "Create an account", errors: [409], body: registerBody, response: { 201: publicUser } } },
    async (request, reply) => {
      const user = await registerUser(app.db, app.config, request.body);
      setSessionCookie(request, reply, await createSession(app.db, user.id));
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    "/api/login",
    { config: { rateLimit }, schema: { summary: "Sign in", errors: [401], body: loginInput, response: { 200: publicUser } } },
    async (request, reply) => {
      const user = await authenticate(app.db, app.accountThrottle, request.body);
      setSessionCookie(request, reply, await createSession(app.db, user.id));
      return toPublicUser(user);
    },
  );

  // the spec's login redirect target for signed-out visitors; an unsafe `next` is dropped rather than refused, so a
  // doctored link still lands on the sign-in form (and never on another site)
  const loginRedirect = z
    .null()
    .describe("Redirect to the sign-in page, keeping a safe `next` path")
    .meta({ headers: { location: { type: "string", description: "/auth, or /auth?next=<same-site path>" } } });
  app.get(
    "/api/login",
    { schema: { summary: "Send the browser to the sign-in page", querystring: loginRedirectQuery, response: { 302: loginRedirect } } },
    async (request, reply) => reply.redirect(authPathWithNext(request.query.next)),
  );

  app.post("/api/logout", { schema: { summary: "Sign out", response: { 200: messageResponse } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(app.db, token);
    clearSessionCookie(reply);
    return { message: "Signed out" };
  });

  app.get("/api/auth/user", { preHandler: requireUser, schema: { summary: "The signed-in user", response: { 200: publicUser } } }, async (request) =>
    toPublicUser(currentUser(request)),
  );

  app.patch(
    "/api/auth/user/role",
    { preHandler: requireUser, schema: { summary: "Switch the signed-in user's role", body: updateRoleInput, response: { 200: publicUser } } },
    async (request) => toPublicUser(await updateRole(app.db, currentUser(request).id, request.body.role)),
  );
};

export default authRoutes;
