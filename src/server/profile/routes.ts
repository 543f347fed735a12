import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponse, publicUser } from "@core/contracts/auth";
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  changePasswordInput,
  formatLocationInput,
  formatLocationResponse,
  updateProfileInput,
} from "@core/contracts/profile";
import { currentUser, requireUser } from "../auth/guards";
import { toPublicUser } from "../auth/public-user";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../auth/common-passwords";
import { setSessionCookie } from "../auth/sessions";
import { addressRateLimit } from "../auth/throttle";
import { badRequest } from "../errors";
import { AVATAR_URL_PREFIX, openAvatarStore, removeAvatar, replaceAvatar } from "./avatar";
import { changePassword, formatLocationOrFail, updateProfile } from "./service";

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = await openAvatarStore(app.config);
  app.addHook("onClose", async () => store.close());

  // both registered here, so only this plugin parses multipart bodies and serves the avatar folder
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES - 1, files: 1, fields: 5, parts: 6 } });
  await app.register(fastifyStatic, {
    root: store.dir,
    prefix: AVATAR_URL_PREFIX,
    decorateReply: false,
    index: false,
    // file names are random and never reused, so browsers may keep them for good
    immutable: true,
    maxAge: "365d",
  });

  app.patch("/api/profile", { preHandler: requireUser, schema: { body: updateProfileInput, response: { 200: publicUser } } }, async (request) =>
    toPublicUser(await updateProfile(app.db, currentUser(request).id, request.body)),
  );

  // the common-password list stays on the server, so this rule is added here and not in the shared contract
  const changePasswordBody = changePasswordInput.refine((b) => !isCommonPassword(b.newPassword), {
    message: COMMON_PASSWORD_MESSAGE,
    path: ["newPassword"],
  });

  app.patch(
    "/api/profile/password",
    {
      preHandler: requireUser,
      // guessing the current password from a stolen session is as limited as guessing it at sign-in:
      // per address here, per account in changePassword
      config: { rateLimit: addressRateLimit(app.config.AUTH_RATE_LIMIT_MAX) },
      schema: { body: changePasswordBody, response: { 200: messageResponse } },
    },
    async (request, reply) => {
      const token = await changePassword(app.db, app.accountThrottle, currentUser(request), request.body);
      setSessionCookie(request, reply, token);
      return { message: "Password updated. Your other sessions have been signed out." };
    },
  );

  app.post(
    "/api/profile/avatar",
    { preHandler: requireUser, schema: { response: { 200: publicUser, 413: messageResponse } } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data in the avatar field");
      const part = await request.file();
      if (!part || part.fieldname !== "avatar") throw badRequest("avatar: select an image to upload");
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) return reply.code(413).send({ message: AVATAR_TOO_LARGE });
        throw err;
      }
      if (data.length === 0) throw badRequest("avatar: the selected file is empty");
      return toPublicUser(await replaceAvatar(app.db, store, user.id, data));
    },
  );

  app.delete("/api/profile/avatar", { preHandler: requireUser, schema: { response: { 200: publicUser } } }, async (request) =>
    toPublicUser(await removeAvatar(app.db, store, currentUser(request).id)),
  );

  app.post(
    "/api/format-location",
    { preHandler: requireUser, schema: { body: formatLocationInput, response: { 200: formatLocationResponse } } },
    async (request) => ({ formattedAddress: formatLocationOrFail(request.body.location) }),
  );
};

export default profileRoutes;
