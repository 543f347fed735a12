import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../src/server/app";
import { openDatabase } from "../../../src/server/db/client";
import { gracefulStop } from "../../../src/server/http/shutdown";
import { testConfig } from "../helpers";

/** Opens a live event stream and collects what arrives; `ended` resolves when the server closes it. */
function openStream(port: number, id: string) {
  let text = "";
  let resolveEnded!: () => void;
  const ended = new Promise<void>((resolve) => (resolveEnded = resolve));
  let resolveFirst!: () => void;
  const first = new Promise<void>((resolve) => (resolveFirst = resolve));
  const req = httpRequest({ host: "127.0.0.1", port, path: `/api/live/${id}/events`, headers: { accept: "text/event-stream" } }, (res) => {
    res.setEncoding("utf8");
    res.on("data", (d: string) => {
      text += d;
      if (text.includes("event: state")) resolveFirst();
    });
    res.on("close", resolveEnded);
  });
  req.on("error", resolveEnded);
  req.end();
  return { first, ended, text: () => text };
}

/** A sign-in whose body has not all arrived yet: a request in flight until `finish`. */
async function slowSignIn(port: number) {
  const body = JSON.stringify({ username: "nobody_at_shutdown", password: "not-the-password" });
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (d: string) => (answer += d));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(`POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  return { finish: () => socket.write(body.slice(10)), closed, answer: () => answer };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(false);
    });
    probe.once("error", () => resolve(true));
  });

async function startListening(): Promise<{ app: FastifyInstance; port: number; poolClosed: () => boolean; signInArrived: Promise<void> }> {
  const config = testConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "memory://" });
  let closed = false;
  const close = database.close.bind(database);
  database.close = async () => {
    closed = true;
    await close();
  };
  // the app closes the database on close, as in production where it opened it
  const real = await buildApp({ config, logger: false, database });
  real.addHook("onClose", async () => database.close());
  // the slow sign-in counts as in flight once the server has read its headers
  let arrived!: () => void;
  const signInArrived = new Promise<void>((resolve) => (arrived = resolve));
  real.addHook("onRequest", async (request) => {
    if (request.url === "/api/login") arrived();
  });
  // a slow preClose step after the streams are ended (as a busy instance has): the listening socket must already
  // be closed by then, or a display told to reconnect could come back to this instance
  // (in a plugin registered after the app's own, so it runs after the live streams' preClose)
  await real.register(async (child) => child.addHook("preClose", async () => new Promise((resolve) => setTimeout(resolve, 300))));
  await real.listen({ port: 0, host: "127.0.0.1" });
  return { app: real, port: (real.server.address() as { port: number }).port, poolClosed: () => closed, signInArrived };
}

describe("graceful stop (what SIGTERM runs)", () => {
  it("stops accepting, ends event streams with a short retry, finishes the request in flight, then closes the pool", async () => {
    const { app, port, poolClosed, signInArrived } = await startListening();
    const stream = openStream(port, "demo");
    await stream.first;
    const signIn = await slowSignIn(port);
    await signInArrived;

    const stopped = gracefulStop(app);
    await stream.ended;
    expect(stream.text()).toMatch(/retry: 250\n\n$/);
    expect(await refusesConnections(port)).toBe(true);
    expect(poolClosed()).toBe(false);

    signIn.finish();
    await signIn.closed;
    expect(signIn.answer()).toMatch(/^HTTP\/1\.1 401 /);
    expect(signIn.answer()).toContain("Invalid username or password");
    await stopped;
    expect(poolClosed()).toBe(true);
  });

  it("cuts a request still open after the grace period, and still closes the pool", async () => {
    const { app, port, poolClosed, signInArrived } = await startListening();
    const signIn = await slowSignIn(port);
    await signInArrived;
    await gracefulStop(app, 200);
    await signIn.closed;
    expect(signIn.answer()).toBe("");
    expect(poolClosed()).toBe(true);
  });
});
