import multipart from "@fastify/multipart";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponse, publicUser } from "@core/contracts/auth";
import { errorResponse } from "@core/contracts/errors";
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
import { setSignUpEmailCheck } from "../auth/sign-up-email";
import { addressRateLimit } from "../auth/throttle";
import { badRequest, errorBody } from "../errors";
import type { ZodApp } from "../http/zod-app";
import { findAvatar, migrateAvatarFiles, removeAvatar, replaceAvatar } from "./avatar";
import { changePassword, formatLocationOrFail, updateProfile, verifySignUpEmail } from "./service";

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // an address given at sign-up is checked and confirmed as one set here (src/server/auth/sign-up-email.ts)
  setSignUpEmailCheck(verifySignUpEmail);

  // files left by earlier versions move into the database before this instance serves anyone
  if (!app.config.inMemory) await migrateAvatarFiles(app.db, app.config.DATA_DIR, app.log);

  // only this plugin parses multipart bodies
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES - 1, files: 1, fields: 5, parts: 6 } });

  registerAvatarServing(app);
  registerProfileEdits(app);
  registerAvatarChanges(app);

  app.post(
    "/api/format-location",
    {
      preHandler: requireUser,
      schema: { summary: "Format a location as the profile shows it", errors: [422], body: formatLocationInput, response: { 200: formatLocationResponse } },
    },
    async (request) => ({ formattedAddress: formatLocationOrFail(request.body.location) }),
  );
};

/** Any user's avatar image, by its versioned name. */
function registerAvatarServing(app: ZodApp): void {
  // any instance serves any avatar from the avatars table. The name carries the image's version, so the
  // bytes behind a URL never change: browsers and proxies may keep them for a year, and revalidate by ETag
  app.get("/uploads/avatars/:name", { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } }, async (request, reply) => {
    const avatar = await findAvatar(app.db, request.params.name);
    if (!avatar) return reply.code(404).send(errorBody("not_found", "Not found"));
    const etag = `"${avatar.etag}"`;
    reply.header("etag", etag).header("cache-control", "public, max-age=31536000, immutable");
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*")) return reply.code(304).send();
    return reply.type(avatar.contentType).send(avatar.data);
  });
}

/** The signed-in user's profile and password. */
function registerProfileEdits(app: ZodApp): void {
  app.patch(
    "/api/profile",
    { preHandler: requireUser, schema: { summary: "Update the profile", errors: [409, 429], body: updateProfileInput, response: { 200: publicUser } } },
    async (request) => toPublicUser(await updateProfile(app.db, app.config, currentUser(request).id, request.body)),
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
      schema: { summary: "Change the password", body: changePasswordBody, response: { 200: messageResponse } },
    },
    async (request, reply) => {
      const token = await changePassword(app.db, app.accountThrottle, currentUser(request), request.body);
      setSessionCookie(request, reply, token);
      return { message: "Password updated. Your other sessions have been signed out." };
    },
  );
}

/** The signed-in user's avatar uploaded or removed (multipart bodies: the plugin registers their parser first). */
function registerAvatarChanges(app: ZodApp): void {
  app.post(
    "/api/profile/avatar",
    {
      preHandler: requireUser,
      // documents the form: the multipart parser leaves request.body null (the file is streamed by request.file()
      // below), so the schema allows null to pass validation, and the handler checks the part itself
      schema: {
        summary: "Upload a profile picture",
        consumes: ["multipart/form-data"],
        body: z
          .object({ avatar: z.file().describe("The image (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, under 5 MB), re-encoded to a 256 px square WebP") })
          .nullable(),
        response: { 200: publicUser, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw badRequest("Send the image as multipart/form-data in the avatar field");
      const part = await request.file();
      if (!part || part.fieldname !== "avatar") throw badRequest("avatar: select an image to upload");
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) return reply.code(413).send(errorBody("payload_too_large", AVATAR_TOO_LARGE));
        throw err;
      }
      if (data.length === 0) throw badRequest("avatar: the selected file is empty");
      return toPublicUser(await replaceAvatar(app.db, user.id, data));
    },
  );

  app.delete(
    "/api/profile/avatar",
    { preHandler: requireUser, schema: { summary: "Remove the profile picture", response: { 200: publicUser } } },
    async (request) => toPublicUser(await removeAvatar(app.db, currentUser(request).id)),
  );
}

export default profileRoutes;
