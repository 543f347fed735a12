import http from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { TestContext } from "./helpers";
import { listenOnFreePort } from "./listening";

/** An event stream's answer: an accepted stream is left open (until `close`), a refusal's JSON body is read. */
export interface StreamAnswer {
  status: number;
  body: { message: string } | null;
  close: () => void;
}

/**
 * The file's app on a real port, for tests of the caps on open streams (they count real sockets). `open` requests a
 * stream on a connection of its own (no keep-alive pool holding sockets the app would wait for when it closes);
 * `closeAll` closes every stream still open, as is done after the tests, before the app closes.
 */
export function listenForStreams(ctx: TestContext) {
  const opened: http.ClientRequest[] = [];
  const server = {
    port: 0,
    open(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<StreamAnswer> {
      return new Promise((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port: server.port, path, agent: false, headers });
        opened.push(req);
        req.on("error", reject);
        req.on("response", (res) => {
          const status = res.statusCode ?? 0;
          if (status === 200) return resolve({ status, body: null, close: () => req.destroy() });
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status, body: JSON.parse(text) as { message: string }, close: () => req.destroy() }));
        });
      });
    },
    closeAll: () => opened.splice(0).forEach((r) => r.destroy()),
  };
  afterAll(server.closeAll);
  beforeAll(async () => {
    server.port = await listenOnFreePort(ctx.app);
  });
  return server;
}
