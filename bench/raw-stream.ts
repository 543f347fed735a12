import net from "node:net";
import { parentPort } from "node:worker_threads";

/** Errors of a connection the server's listen backlog turned away: tried again while the stream connects. */
const RETRIED = ["ECONNRESET", "ECONNREFUSED", "ETIMEDOUT", "EPIPE"];

export interface RawStreamOptions {
  port: number;
  path: string;
  /** further request header lines ("Cookie: sid=...") */
  headers?: string[];
  /** names the stream in errors */
  label: string;
  /** every socket opened, for the caller to destroy at the end */
  sockets: net.Socket[];
  /** connection attempts retried, over every stream that shares this object */
  stats: { retries: number };
  /**
   * One attempt's reader of the body's bytes, which calls `opened` at the stream's first event. Made anew for each
   * attempt, so an attempt that was retried leaves nothing half-read behind.
   */
  reader: (opened: () => void) => (body: Buffer) => void;
}

/**
 * GET an event stream on a raw socket, resolved at its first event: the server writes the stream unframed, and
 * node:http's parser and stream machinery would cost the clients more per chunk than the receipt being measured.
 * Refused or reset while connecting (the backlog was full): tried again after a growing pause, up to 10 times; once
 * open, an error is fatal.
 */
export function openRawStream(o: RawStreamOptions, attempt = 0): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let opened = false;
    let retrying = false;
    const read = o.reader(() => {
      if (opened) return;
      opened = true;
      resolve();
    });
    let header: Buffer | null = Buffer.alloc(0);
    const socket = net.connect({ host: "127.0.0.1", port: o.port }, () => {
      socket.write([`GET ${o.path} HTTP/1.1`, "Host: 127.0.0.1", "Accept: text/event-stream", ...(o.headers ?? []), "", ""].join("\r\n"));
    });
    socket.on("data", (chunk: Buffer) => {
      if (header === null) return read(chunk);
      header = Buffer.concat([header, chunk]);
      const end = header.indexOf("\r\n\r\n");
      if (end < 0) return;
      const status = header.toString("latin1", 0, header.indexOf("\r\n"));
      if (!/^HTTP\/1\.1 200 /.test(status)) {
        socket.destroy();
        return reject(new Error(`${o.label}: ${status}`));
      }
      const rest = header.subarray(end + 4);
      header = null;
      if (rest.length > 0) read(rest);
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (!opened && attempt < 10 && RETRIED.includes(err.code ?? "")) {
        o.stats.retries++;
        retrying = true;
        setTimeout(() => openRawStream(o, attempt + 1).then(resolve, reject), 100 * (attempt + 1));
      } else reject(err);
    });
    socket.on("close", () => {
      if (!opened && !retrying) reject(new Error(`${o.label}: closed before its first event`));
    });
    o.sockets.push(socket);
  });
}

/** Opens streams 0..count-1 `batch` at a time: a crowd arriving, not all in one burst. */
export async function openInBatches(count: number, batch: number, open: (i: number) => Promise<void>): Promise<void> {
  for (let i = 0; i < count; i += batch) {
    await Promise.all(Array.from({ length: Math.min(batch, count - i) }, (_, k) => open(i + k)));
  }
}

/**
 * A client worker's end of the run, its streams open: tells the main thread `ready`; at the main thread's next
 * message, posts `report` (given the worker's CPU since ready) and closes every socket.
 */
export function reportWhenAsked<R>(sockets: net.Socket[], ready: object, report: (cpu: NodeJS.CpuUsage) => R): void {
  parentPort!.postMessage(ready);
  const cpu0 = process.cpuUsage();
  parentPort!.once("message", () => {
    const made = report(process.cpuUsage(cpu0));
    for (const s of sockets) s.destroy();
    parentPort!.postMessage(made);
  });
}
