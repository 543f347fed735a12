import {
  liveActionInput,
  liveGetResponse,
  liveNamesResponse,
  liveParams,
  liveSnapshot,
  visitorDemoResponse,
  type LiveGetResponse,
} from "@core/live/schema/contracts";
import { liveStateAt } from "@core/live/views/state-view";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { openEventStream } from "../http/event-stream";
import type { ZodApp } from "../http/zod-app";
import { LiveHub } from "./hub";
import dealRoutes from "./deal-routes";
import { liveActionRateLimit } from "./action-rate-limit";
import seatViewRoutes from "./seat-view-routes";
import { applyLiveAction, controllerNames, getLive, isStoredVisitorDemo, openVisitorDemo } from "./service";
import { demoIdFor, demoTokenOf, newDemoToken, ownDemoId, setDemoCookie } from "./visitor-demo";

/** What GET /api/live/:id answers, and the state POST /api/live/demo/mine carries: one serializer for both. */
function liveGetBody(record: Awaited<ReturnType<typeof getLive>>, now = Date.now()): LiveGetResponse {
  return { state: liveStateAt(record.stored, now, record), serverTime: now, canControl: record.canControl, backers: record.backers };
}

const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(app.database, { perAddress: app.config.LIVE_STREAMS_PER_ADDRESS, total: app.config.LIVE_STREAMS_MAX });
  // SSE streams never end by themselves: close them before the server waits for open connections
  app.addHook("preClose", async () => hub.close());
  app.streamBalance.track("live", hub);
  app.metrics.gauge("live_event_streams_open", "Open live clock event streams (spectator displays and consoles) on this instance", () => hub.size);

  // a player accepting a deal on their own device (deal-routes.ts)
  await app.register(dealRoutes);
  // every player's phone view, streamed through this same hub (seat-view-routes.ts, decision 164)
  await app.register(seatViewRoutes, { hub });

  registerClockRoutes(app);
  registerVisitorDemo(app);
  registerLiveStream(app, hub);
};

/** The clock as its page reads it, its console's names, and its controller's actions. */
function registerClockRoutes(app: ZodApp): void {
  app.get("/api/live/:id", { schema: { summary: "A tournament clock's state", params: liveParams, response: { 200: liveGetResponse } } }, async (request) => {
    return liveGetBody(await getLive(app.db, request.params.id, request.user, ownDemoId(request)));
  });

  // the console's names for its registrants without one (their usernames): the clock's controller only (403 otherwise)
  app.get(
    "/api/live/:id/names",
    { schema: { summary: "The names on a tournament clock", errors: [403], params: liveParams, response: { 200: liveNamesResponse } } },
    async (request) => {
      return { names: await controllerNames(app.db, request.params.id, request.user, ownDemoId(request)) };
    },
  );

  app.post(
    "/api/live/:id/actions",
    {
      schema: { summary: "Run a console action on the clock", errors: [409], params: liveParams, body: liveActionInput, response: { 200: liveSnapshot } },
      // the demo is a public playground: keep one visitor from flooding every display. A signed-in controller is
      // counted by account, not address: a venue's consoles behind one address run their own events
      config: { rateLimit: liveActionRateLimit },
    },
    async (request) => {
      const { id } = request.params;
      const record = await applyLiveAction(app.db, id, request.user, request.body, { payments: app.payments, log: request.log }, ownDemoId(request));
      const now = Date.now();
      return { state: liveStateAt(record.stored, now, record), serverTime: now };
    },
  );
}

/** The visitor's own demo clock. */
function registerVisitorDemo(app: ZodApp): void {
  // the visitor's own demo clock: the same one while their cookie lasts, a new one (a new row) otherwise. The
  // answer carries the clock as GET /api/live/:id shows it to this visitor (its holder: canControl true, a demo has
  // no backers), so a demo page shows it from this one call and opens the event stream only for what comes next
  app.post(
    "/api/live/demo/mine",
    {
      schema: { summary: "Start the visitor's own demo clock", response: { 200: visitorDemoResponse } },
      // each new cookie stores a clock: this bounds how fast one address can add rows; coming back to a
      // stored clock adds none and is not counted (a made-up cookie has no stored clock, so it is)
      config: { rateLimit: { max: 30, timeWindow: "1 minute", allowList: (request) => isStoredVisitorDemo(app.db, ownDemoId(request)) } },
    },
    async (request, reply) => {
      const token = demoTokenOf(request) ?? newDemoToken();
      const id = demoIdFor(token);
      await openVisitorDemo(app.db, id);
      setDemoCookie(request, reply, token);
      // read as the request that holds this cookie would be: the same visibility as GET /api/live/:id gives it
      return { id, ...liveGetBody(await getLive(app.db, id, request.user, id)) };
    },
  );
}

/** A clock's event stream (displays and consoles), through the instance's hub. */
function registerLiveStream(app: ZodApp, hub: LiveHub): void {
  app.get(
    "/api/live/:id/events",
    {
      schema: {
        summary: "A tournament clock as a live stream",
        errors: [429],
        media: { 200: "text/event-stream" },
        params: liveParams,
        // patch=1: after an action, a "patch" event with only the fields that changed, when the display holds the version before (decision 180)
        querystring: z.object({ patch: z.enum(["0", "1"]).optional() }),
        response: { 200: z.string().describe("text/event-stream of state, patch and heartbeat events") },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // counted by the client's address as TRUST_PROXY resolves it; refused as JSON before the stream starts
      const release = hub.reserve(request.ip);
      try {
        // an unknown tournament gets its 404 as JSON before the stream starts
        await hub.readForStream(id, request.user);
      } catch (err) {
        release();
        throw err;
      }
      await openEventStream(reply, {
        release,
        log: request.log,
        label: "live stream",
        subscriberFor: (stream) => Object.assign(stream, { patches: request.query.patch === "1" }),
        subscribe: (subscriber) => hub.subscribe(id, subscriber),
        opening: async (subscriber) => {
          const current = await hub.readForStream(id, request.user);
          if (current.version > subscriber.version) {
            subscriber.version = current.version;
            subscriber.write(hub.sharedOpeningEvent(id, current));
          }
        },
      });
    },
  );
}

export default liveRoutes;
