import { errorResponse } from "@core/contracts/errors";
import { tournamentIdParams } from "@core/contracts/tournaments";
import { liveParams, type LivePlayer, type LiveStoredState } from "@core/live/schema/contracts";
import { isPlaceholderEntrantName } from "@core/live/actions/initial-state";
import { seatViewContext, seatViewFor, type SeatView, type SeatViewContext } from "@core/live/views/seat-view";
import { knownAsName } from "@core/user-display";
import { eq } from "drizzle-orm";
import { mySeatLinkResponse, seatLinksResponse, seatTokenParams, seatViewResponse, type SeatLink } from "@core/live/views/seat-view-contracts";
import { seatLinkHolder } from "@core/live/seating/seat-view-versions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { z } from "zod";
import { currentUser, requireUser } from "../auth/guards";
import type { Config } from "../config";
import { users } from "../db/schema/index";
import { forbidden, notFound } from "../errors";
import { openEventStream, type Subscriber } from "../http/event-stream";
import type { ZodApp } from "../http/zod-app";
import type { LiveHub, ViewSubscriber } from "./hub";
import { controllerNames, readLive, type LiveRecord } from "./service";
import { seatPath, seatToken, verifySeatToken, type SeatTokenClaims } from "./seat-token";
import { ownDemoId } from "./visitor-demo";

export const SEAT_VIEW_MESSAGES = {
  invalid: "This seat link is not valid. Ask the tournament director for your link.",
  revoked: "This seat link was revoked. Ask the tournament director for your new one.",
  notInField: "This seat link's player is not in this tournament.",
  notRegistered: "Only a player registered for this tournament has a seat link.",
} as const;

/** Every phone of one state shares one context (the hub hands each phone the same record object). */
const contexts = new WeakMap<LiveRecord, SeatViewContext>();
function contextOf(record: LiveRecord, now: number): SeatViewContext {
  let ctx = contexts.get(record);
  if (!ctx || ctx.now !== now) {
    ctx = seatViewContext(record.stored, now, record.version);
    contexts.set(record, ctx);
  }
  return ctx;
}

/** The player a token names, if it is still theirs (their current version, never a revoked one); else the 404 that says why. */
function tokenPlayer(stored: LiveStoredState, claims: SeatTokenClaims): LivePlayer {
  const holder = seatLinkHolder(stored, claims.playerId, claims.viewVersion);
  if (holder === "not-in-field") throw notFound(SEAT_VIEW_MESSAGES.notInField);
  if (holder === "revoked") throw notFound(SEAT_VIEW_MESSAGES.revoked);
  return holder;
}

/** The token's record, checked: 404 (never a 5xx) for a bad, forged or revoked token or a tournament gone. */
async function readToken(
  app: { db: Parameters<typeof readLive>[0]; config: Config },
  token: string,
  read: (tournamentId: string) => Promise<LiveRecord> = (id) => readLive(app.db, id),
): Promise<{ claims: SeatTokenClaims; record: LiveRecord }> {
  const claims = verifySeatToken(app.config, token);
  if (!claims) throw notFound(SEAT_VIEW_MESSAGES.invalid);
  const record = await read(claims.tournamentId);
  tokenPlayer(record.stored, claims);
  return { claims, record };
}

/**
 * The name a player's own phone titles them with: the public state's, unless they chose to appear as "Player N" on
 * public screens (decision 212); then their own name, which only the holder of their link sees. Read once per
 * request or stream, so a phone's stream costs no query per change.
 */
async function ownName(db: Parameters<typeof readLive>[0], stored: LiveStoredState, playerId: string): Promise<string | null> {
  const p = stored.players.find((x) => x.id === playerId);
  if (!p || p.userId === null || !isPlaceholderEntrantName(p.name)) return null;
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, p.userId));
  return u ? knownAsName(u) : null;
}

const named = (view: SeatView, name: string | null): SeatView => (name === null ? view : { ...view, player: { ...view.player, name } });

const qrPath = (token: string) => `/api/seat-view/${token}/qr.svg`;

function linkFor(config: Config, tournamentId: string, p: LivePlayer, name: string, seat: { table: number; seat: number } | undefined): SeatLink {
  const token = seatToken(config, { tournamentId, playerId: p.id, viewVersion: p.viewVersion });
  return { playerId: p.id, name, table: seat?.table ?? null, seat: seat?.seat ?? null, token, path: seatPath(token), qrPath: qrPath(token) };
}

/** The site's address as this caller reached it (PUBLIC_URL when set), for the QR code's absolute link. */
function origin(config: Config, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, "");
  return `${request.protocol}://${request.host}`;
}

/**
 * Every player's phone (decision 164): GET /api/seat-view/:token and its event stream, the link's QR code, the
 * signed-in player's own link and the controller's links for every entrant (seat cards).
 */
const seatViewRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  registerSeatViewByToken(app, hub);
  registerSeatLinks(app);
};

/** The phone's view by its link's token: the view, the link's QR code and the view's event stream. */
function registerSeatViewByToken(app: ZodApp, hub: LiveHub): void {
  const notFoundOnly = { 400: errorResponse, 404: errorResponse };

  app.get(
    "/api/seat-view/:token",
    { schema: { summary: "A player's seat on the phone", params: seatTokenParams, response: { 200: seatViewResponse, ...notFoundOnly } } },
    async (request) => {
      const { claims, record } = await readToken(app, request.params.token);
      const name = await ownName(app.db, record.stored, claims.playerId);
      const now = Date.now();
      return { view: named(seatViewFor(seatViewContext(record.stored, now, record.version), claims.playerId)!, name), serverTime: now };
    },
  );

  app.get(
    "/api/seat-view/:token/qr.svg",
    {
      schema: {
        summary: "The seat link as a QR code",
        media: { 200: "image/svg+xml" },
        params: seatTokenParams,
        response: { 200: z.string().describe("image/svg+xml: the QR code of the seat link"), ...notFoundOnly },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      await readToken(app, token);
      const svg = await QRCode.toString(`${origin(app.config, request)}${seatPath(token)}`, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return reply.header("content-type", "image/svg+xml; charset=utf-8").header("cache-control", "private, max-age=300").send(svg);
    },
  );

  app.get(
    "/api/seat-view/:token/events",
    {
      schema: {
        summary: "A player's seat as a live stream",
        errors: [429],
        media: { 200: "text/event-stream" },
        params: seatTokenParams,
        response: { 200: z.string().describe("text/event-stream of the player's own view"), ...notFoundOnly },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      // the same caps as the displays: a phone is one more stream
      const release = hub.reserve(request.ip);
      let claims: SeatTokenClaims;
      let name: string | null;
      try {
        // a bad or revoked link gets its 404 as JSON before the stream starts
        let record: LiveRecord;
        // a phone reconnecting with the displays shares their read of the clock
        ({ claims, record } = await readToken(app, token, (id) => hub.readForStream(id, null)));
        name = await ownName(app.db, record.stored, claims.playerId);
      } catch (err) {
        release();
        throw err;
      }
      await openEventStream<ViewSubscriber>(reply, {
        release,
        log: request.log,
        label: "seat view stream",
        subscriberFor: (stream) => seatViewSubscriber(stream, claims, name),
        subscribe: (subscriber) => hub.subscribe(claims.tournamentId, subscriber),
        opening: async (subscriber) => {
          const current = await hub.readForStream(claims.tournamentId, null);
          if (current.version > subscriber.version) {
            subscriber.version = current.version;
            const own = subscriber.render(current, Date.now());
            if (own === null) subscriber.end();
            else subscriber.write(own);
          }
        },
      });
    },
  );
}

/** One phone's stream as the hub's subscriber: it renders the token's player's own view of each new state. */
function seatViewSubscriber(stream: Subscriber, claims: SeatTokenClaims, name: string | null): ViewSubscriber {
  return {
    get version() {
      return stream.version;
    },
    set version(v: number) {
      stream.version = v;
    },
    write: (chunk) => stream.write(chunk),
    end: () => stream.end(),
    render(record, now) {
      // revoked (or gone): the stream ends; reconnecting gets the 404 that says why
      if (typeof seatLinkHolder(record.stored, claims.playerId, claims.viewVersion) === "string") return null;
      const view = seatViewFor(contextOf(record, now), claims.playerId);
      if (view === null) return null;
      // the name is the stream's own: a player who appears as "Player N" reads their name (decision 212)
      const shown = name !== null && isPlaceholderEntrantName(view.player.name) ? named(view, name) : view;
      return `id: ${record.version}\nevent: view\ndata: ${JSON.stringify({ view: shown, serverTime: now })}\n\n`;
    },
  };
}

/** The seat links: the signed-in player's own, and the controller's for every entrant. */
function registerSeatLinks(app: ZodApp): void {
  // the signed-in player's own link, for their dashboard and the tournament's page
  app.get(
    "/api/special-tournaments/:id/my-seat-link",
    {
      preHandler: requireUser,
      schema: {
        summary: "The caller's seat link for an event",
        params: tournamentIdParams,
        response: { 200: mySeatLinkResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const id = String(request.params.id);
      const { stored } = await readLive(app.db, id, user);
      const player = stored.players.find((p) => p.userId === user.id);
      if (!player) throw forbidden(SEAT_VIEW_MESSAGES.notRegistered);
      const ctx = seatViewContext(stored, Date.now(), 0);
      return linkFor(app.config, id, player, player.name, ctx.seats.get(player.id));
    },
  );

  // the controller's links for every entrant still in, by table and seat: the console's printable seat cards
  app.get(
    "/api/live/:id/seat-links",
    {
      schema: {
        summary: "Every player's seat link (console)",
        params: liveParams,
        response: { 200: seatLinksResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const names = await controllerNames(app.db, id, request.user, ownDemoId(request));
      const { stored } = await readLive(app.db, id, request.user);
      const seats = seatViewContext(stored, Date.now(), 0).seats;
      const links = stored.players
        .filter((p) => !p.isEliminated)
        .map((p) => linkFor(app.config, id, p, names[p.id] ?? p.name, seats.get(p.id)))
        .sort((a, b) => (a.table ?? 1e9) - (b.table ?? 1e9) || (a.seat ?? 1e9) - (b.seat ?? 1e9) || a.name.localeCompare(b.name));
      return { tournamentName: stored.name, started: stored.startedAt !== null, links };
    },
  );
}

export default seatViewRoutes;
