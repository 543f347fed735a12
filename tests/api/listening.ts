import type { FastifyInstance } from "fastify";

/** Starts `app` listening on a free port of 127.0.0.1 and gives the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  return address.port;
}

/** Asks `probe` every `everyMs` until it gives something (what a real socket shows takes a moment); fails after `ms`, naming `what` it waited for. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000, everyMs = 50): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const got = await probe();
    if (got !== undefined) return got;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
