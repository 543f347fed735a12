import { markReadInput, notificationsQuery, notificationsResponse, unreadCountResponse } from "@core/contracts/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/guards";
import { openEventStream } from "../http/event-stream";
import { setNotificationMailConfig } from "./mail-config";
import { listNotifications, markRead, startNotificationPurge } from "./service";
import { UnreadHub } from "./unread-hub";

/** The signed-in user's own notifications (decision 124): the list, marking read, and the bell's live count. */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  setNotificationMailConfig(app.config);
  const hub = new UnreadHub(app.database, { perAddress: app.config.LIVE_STREAMS_PER_ADDRESS, total: app.config.LIVE_STREAMS_MAX });
  app.addHook("preClose", async () => hub.close());
  app.streamBalance.track("bells", hub);
  // read notifications older than 90 days go, on every instance's schedule, one instance at a time
  startNotificationPurge(app);

  app.get(
    "/api/notifications",
    { preHandler: requireUser, schema: { summary: "The caller's notifications", querystring: notificationsQuery, response: { 200: notificationsResponse } } },
    async (request) => listNotifications(app.db, currentUser(request).id, request.query),
  );

  app.post(
    "/api/notifications/read",
    { preHandler: requireUser, schema: { summary: "Mark notifications read", body: markReadInput, response: { 200: unreadCountResponse } } },
    async (request) => markRead(app.db, currentUser(request).id, request.body),
  );

  app.get(
    "/api/notifications/events",
    {
      preHandler: requireUser,
      schema: {
        summary: "The unread count as a live stream",
        errors: [429],
        media: { 200: "text/event-stream" },
        response: { 200: z.string().describe("text/event-stream of unread events ({unreadCount}) and heartbeats") },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      hub.checkRoom(userId);
      // counted by the client's address as the live displays are; refused as JSON before the stream starts
      const release = hub.reserve(request.ip);
      await openEventStream(reply, { release, log: request.log, label: "notification stream", subscribe: (subscriber) => hub.subscribe(userId, subscriber) });
    },
  );
};

export default notificationRoutes;
