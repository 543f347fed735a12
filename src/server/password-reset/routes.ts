import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponse } from "@core/contracts/auth";
import { RESET_DONE_MESSAGE, RESET_REQUESTED_MESSAGE, resetConfirmInput, resetRequestInput } from "@core/contracts/mail";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../auth/common-passwords";
import { addressRateLimit } from "../auth/throttle";
import { confirmPasswordReset, requestPasswordReset } from "./service";

// the same password rules as the password change
const confirmBody = resetConfirmInput.refine((b) => !isCommonPassword(b.newPassword), { message: COMMON_PASSWORD_MESSAGE, path: ["newPassword"] });

const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = addressRateLimit(app.config.AUTH_RATE_LIMIT_MAX);

  // always 202 with the same body: the answer never tells whether the account exists or has an address
  app.post(
    "/api/password-reset/request",
    { config: { rateLimit }, schema: { summary: "Ask for a password reset mail", body: resetRequestInput, response: { 202: messageResponse } } },
    async (request, reply) => {
      await requestPasswordReset(app.db, app.config, request.body.login);
      return reply.code(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  );

  app.post(
    "/api/password-reset/confirm",
    { config: { rateLimit }, schema: { summary: "Set a new password from a reset link", body: confirmBody, response: { 200: messageResponse } } },
    async (request) => {
      await confirmPasswordReset(app.db, app.accountThrottle, request.body.token, request.body.newPassword);
      return { message: RESET_DONE_MESSAGE };
    },
  );
};

export default passwordResetRoutes;
