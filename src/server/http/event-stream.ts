import type { Socket } from "node:net";
import type { FastifyBaseLogger, FastifyReply } from "fastify";

/** One open event stream (a live display, a bell): what the hubs that fan out to streams write to. */
export interface Subscriber {
  /** the last version written to this display */
  version: number;
  /** a live display that asked for patches (`?patch=1`): after an action, only the state's changed fields (decision 180) */
  patches?: boolean;
  write(chunk: string | Buffer): void;
  end(): void;
}

/**
 * Bytes a display's socket may have waiting in our memory (beyond what the kernel buffers) before it counts as
 * stalled. A state is a few kB (tens of kB for a field of hundreds), so this is dozens of undelivered events;
 * with LIVE_STREAMS_MAX streams it also bounds what stalled displays can make the server hold.
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** The EventSource's wait before reconnecting once its stream was ended by a stopping instance. */
export const RECONNECT_AFTER_END_MS = 250;

/** How long a display has to take the end of its stream when the server closes. */
const END_GRACE_MS = 2_000;

/** The response's head and the stream's first line, the same bytes for every stream (encoded once, not per socket). */
const STREAM_HEAD = Buffer.from(
  "HTTP/1.1 200 OK\r\n" +
    "Content-Type: text/event-stream; charset=utf-8\r\n" +
    "Cache-Control: no-cache, no-transform\r\n" +
    "Connection: close\r\n" +
    "X-Accel-Buffering: no\r\n\r\n",
);

/**
 * The EventSource's wait before reconnecting after a lost connection, drawn per stream (decision 243): when an instance
 * dies, its streams all drop in the same instant, and one fixed wait would bring them all back to the survivors in the
 * same instant too. Spread over two seconds, the survivors open them a few at a time; the mean wait stays 1.5 s.
 */
export const RECONNECT_JITTER_MS = { min: 500, max: 2500 } as const;

export function reconnectWaitMs(random = Math.random): number {
  return Math.round(RECONNECT_JITTER_MS.min + random() * (RECONNECT_JITTER_MS.max - RECONNECT_JITTER_MS.min));
}
const STREAM_END = Buffer.from(`retry: ${RECONNECT_AFTER_END_MS}\n\n`);

/**
 * Starts an event stream on a hijacked request's socket and returns the display's subscriber. A display that
 * stops reading (a frozen tab, a client that never drains) is destroyed instead of buffered for ever; its
 * EventSource, if alive, reconnects and gets the current state at once.
 */
export function startEventStream(socket: Socket): Subscriber {
  // the stream goes straight to the socket: one write per event for each display, no chunked framing
  // (the body ends when the connection does, which is how an event stream ends anyway); in the fan-out
  // bench this cut the server's CPU per action by about a quarter
  socket.setNoDelay(true);
  socket.write(Buffer.concat([STREAM_HEAD, Buffer.from(`retry: ${reconnectWaitMs()}\n\n`)]));
  return {
    version: -1,
    write(chunk) {
      if (socket.destroyed) return;
      if (socket.writableLength > MAX_BUFFERED_BYTES) {
        socket.destroy();
        return;
      }
      socket.write(chunk);
    },
    end() {
      // the stream ends only when this instance stops: come back soon, through the proxy, to another one
      if (!socket.destroyed) socket.write(STREAM_END);
      socket.end();
      // a display that is not reading never acknowledges the end, and the server's close would wait for it
      setTimeout(() => socket.destroy(), END_GRACE_MS).unref();
    },
  };
}

interface StreamOpening<S extends Subscriber> {
  /** gives back the stream slot the route reserved (StreamHub.reserve) before its checks */
  release: () => void;
  log: FastifyBaseLogger;
  /** names the stream in the log */
  label: string;
  /** the subscriber to register, made from the socket's (a phone's wraps it with a view of its own) */
  subscriberFor?: (stream: Subscriber) => S;
  subscribe: (subscriber: S) => Promise<() => void>;
  /** after subscribing, the stream's current state (subscribed first, then read: a change in between arrives as an event) */
  opening?: (subscriber: S) => Promise<void>;
}

/**
 * Turns a request whose checks passed (its refusals were answered as JSON before this) into an event stream: takes the
 * socket, starts the stream, subscribes it, and sends its opening state. The slot and the subscription are given back
 * when the connection closes, including when the client had already gone at any of those steps.
 */
export async function openEventStream<S extends Subscriber = Subscriber>(reply: FastifyReply, opening: StreamOpening<S>): Promise<void> {
  const { release, log, label } = opening;
  reply.hijack();
  const socket = reply.raw.socket!;
  socket.once("close", release);
  // the client may have gone while the request was checked: then 'close' has already fired
  if (socket.destroyed) return release();
  const stream = startEventStream(socket);
  const subscriber = opening.subscriberFor ? opening.subscriberFor(stream) : (stream as S);
  let unsubscribe: () => void;
  try {
    unsubscribe = await opening.subscribe(subscriber);
  } catch (err) {
    // over a cap, or the channel could not be heard: the stream has started, so end it; the EventSource tries again
    log.warn({ err }, `${label}: could not subscribe`);
    socket.destroy();
    return;
  }
  // the connection closes when the client goes away (or the server ends the stream)
  socket.once("close", unsubscribe);
  if (socket.destroyed) return unsubscribe();
  if (!opening.opening) return;
  try {
    await opening.opening(subscriber);
  } catch (err) {
    log.warn({ err }, `${label}: could not send the current state`);
    socket.end();
  }
}
