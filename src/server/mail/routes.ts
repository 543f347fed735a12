import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { messageResponse } from "@core/contracts/auth";
import { emailSettings, updateEmailSettingsInput, VERIFY_DONE_MESSAGE, VERIFY_SENT_MESSAGE, verifyEmailInput, type EmailSettings } from "@core/contracts/mail";
import { currentUser, requireUser } from "../auth/guards";
import { addressRateLimit } from "../auth/throttle";
import { users, type UserRow } from "../db/schema/index";
import { badRequest } from "../errors";
import { verifyUnsubscribeToken } from "./links";
import { unsubscribePage } from "./unsubscribe-page";
import { confirmEmail, sendVerificationMail, VERIFY_ALREADY_MESSAGE } from "./verification";

const settingsOf = (u: UserRow): EmailSettings => ({
  email: u.email,
  verified: Boolean(u.email && u.emailVerifiedAt),
  moneyEvents: u.emailMoneyEvents,
  tournamentEvents: u.emailTournamentEvents,
});

const tokenQuery = z.object({ token: z.string().max(200).optional() });

const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = addressRateLimit(app.config.AUTH_RATE_LIMIT_MAX);

  app.get(
    "/api/profile/email-settings",
    { preHandler: requireUser, schema: { summary: "Which mails the user gets", response: { 200: emailSettings } } },
    async (request) => settingsOf(currentUser(request)),
  );

  app.patch(
    "/api/profile/email-settings",
    { preHandler: requireUser, schema: { summary: "Choose which mails the user gets", body: updateEmailSettingsInput, response: { 200: emailSettings } } },
    async (request) => {
      const { moneyEvents, tournamentEvents } = request.body;
      const [user] = await app.db
        .update(users)
        .set({ emailMoneyEvents: moneyEvents, emailTournamentEvents: tournamentEvents, updatedAt: new Date() })
        .where(eq(users.id, currentUser(request).id))
        .returning();
      return settingsOf(user!);
    },
  );

  app.post(
    "/api/email-verification/resend",
    {
      preHandler: requireUser,
      config: { rateLimit },
      schema: { summary: "Send the verification mail again", errors: [409], response: { 202: messageResponse } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user.email) throw badRequest("Add an e-mail address to your profile first.");
      if (user.emailVerifiedAt) throw badRequest("Your e-mail address is already verified.");
      await sendVerificationMail(app.db, app.config, user);
      return reply.code(202).send({ message: VERIFY_SENT_MESSAGE });
    },
  );

  app.post(
    "/api/email-verification/confirm",
    { config: { rateLimit }, schema: { summary: "Confirm the email address", errors: [409], body: verifyEmailInput, response: { 200: messageResponse } } },
    async (request) => {
      const result = await confirmEmail(app.db, request.body.token);
      return { message: result === "already-verified" ? VERIFY_ALREADY_MESSAGE : VERIFY_DONE_MESSAGE };
    },
  );

  // One-click unsubscribe without a sign-in. GET only shows a confirmation (link scanners follow GETs),
  // POST turns the topic off: the page's button, or a mail client's List-Unsubscribe-Post.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_req, body, done) => done(null, body));

  app.get("/api/mail/unsubscribe", { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    const target = verifyUnsubscribeToken(app.config, request.query.token ?? "");
    const page = unsubscribePage(target ? { state: "confirm", topic: target.topic, token: request.query.token! } : { state: "invalid" });
    return reply
      .code(target ? 200 : 400)
      .type("text/html; charset=utf-8")
      .send(page);
  });

  app.post("/api/mail/unsubscribe", { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    const target = verifyUnsubscribeToken(app.config, request.query.token ?? "");
    if (!target)
      return reply
        .code(400)
        .type("text/html; charset=utf-8")
        .send(unsubscribePage({ state: "invalid" }));
    await app.db
      .update(users)
      .set(target.topic === "money" ? { emailMoneyEvents: false } : { emailTournamentEvents: false })
      .where(eq(users.id, target.userId));
    return reply.type("text/html; charset=utf-8").send(unsubscribePage({ state: "done", topic: target.topic }));
  });
};

export default mailRoutes;
