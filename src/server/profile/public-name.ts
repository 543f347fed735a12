import { errorResponse } from "@core/contracts/errors";
import { PUBLIC_NAME_MESSAGES, publicNameSettings, updatePublicNameInput, type PublicNameSettings } from "@core/contracts/public-name";
import { knownAsName } from "@core/user-display";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../auth/guards";
import { users, type UserRow } from "../db/schema/index";
import { forbidden } from "../errors";

const settingsOf = (u: UserRow): PublicNameSettings => ({ publicName: knownAsName(u), appearAsPlayerNumber: u.appearAsPlayerNumber });

/**
 * The signed-in user's own "Appear as Player N on public screens" setting (decision 212). Only a player takes a seat,
 * so only a player changes it. Events whose clock has started keep the name they seated the player with.
 */
const publicNameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/profile/public-name",
    { preHandler: requireUser, schema: { summary: "The user's public name", response: { 200: publicNameSettings, 401: errorResponse } } },
    async (request) => settingsOf(currentUser(request)),
  );

  app.patch(
    "/api/profile/public-name",
    {
      preHandler: requireUser,
      schema: {
        summary: "Change the public name",
        body: updatePublicNameInput,
        response: { 200: publicNameSettings, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const me = currentUser(request);
      if (me.role !== "player") throw forbidden(PUBLIC_NAME_MESSAGES.playersOnly);
      const [user] = await app.db
        .update(users)
        .set({ appearAsPlayerNumber: request.body.appearAsPlayerNumber, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      return settingsOf(user!);
    },
  );
};

export default publicNameRoutes;
