import http from "node:http";

/** One event of a stream: its id line (the live state's version) and its name. */
export interface StreamEvent {
  id: number | null;
  event: string;
  data: string;
  /** the connection's first event (the opening state): its delay is the connection's, counted as a reconnect */
  opening: boolean;
}

const DEFAULT_RETRY_MS = 2000;

/**
 * An event stream followed as a browser's EventSource follows it: when it ends or cannot connect, it waits the last
 * `retry:` it was told (2 s until told otherwise) and connects again to the same address, here through the proxy.
 * Heartbeats are read and dropped; the last id and data are kept, and `onEvent` hears every other event.
 */
export class FollowedStream {
  lastId: number | null = null;
  lastData = "";
  connections = 0;
  /** when the stream last ended or failed, and when it next got an event after that */
  private droppedAt: number | null = null;
  readonly recoveries: number[] = [];
  /** when each recovery ended (its first event), for the figures' fault windows */
  readonly recoveredAt: number[] = [];
  /**
   * A recovery's parts (decision 243's figures): the wait before the attempt that succeeded (the retries' waits
   * included), and from that attempt's request to its first event (the proxy, the instance's opening). Attempts
   * refused on the way (a non-200 answer, a refused or reset connection) are counted in `refusedAttempts`.
   */
  readonly recoveryParts: Array<{ waited: number; opening: number; at: number; head: number; upstream: string; droppedFrom: string }> = [];
  refusedAttempts = 0;
  private attemptAt = 0;
  /** when the connection that succeeded got its head, and nginx's word on it (the instance, its connect and head times) */
  private headAt = 0;
  private upstream = "";
  /** nginx's word on the connection that last dropped: the instance it was on (a killed one, or one balancing) */
  private droppedFrom = "";
  private retryMs = DEFAULT_RETRY_MS;
  private request: http.ClientRequest | null = null;
  private closed = false;
  /** whether the current connection has delivered its first event yet */
  private opened = false;

  constructor(
    private readonly url: URL,
    private readonly headers: Record<string, string> = {},
    private readonly onEvent: (e: StreamEvent, stream: FollowedStream) => void = () => undefined,
  ) {}

  open(): void {
    if (this.closed) return;
    this.attemptAt = Date.now();
    const req = http.get(this.url, { headers: { accept: "text/event-stream", ...this.headers }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        if (this.request === req && this.droppedAt !== null) this.refusedAttempts += 1;
        res.resume();
        res.on("end", () => this.dropped());
        return;
      }
      this.connections += 1;
      this.opened = false;
      this.headAt = Date.now();
      this.upstream = String(res.headers["x-upstream"] ?? "");
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          this.block(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on("end", () => this.dropped());
      res.on("error", () => this.dropped());
    });
    req.on("error", () => {
      if (this.request === req && this.droppedAt !== null) this.refusedAttempts += 1;
      this.dropped();
    });
    this.request = req;
  }

  private block(text: string): void {
    let id: number | null = null;
    let event = "message";
    let data = "";
    for (const line of text.split("\n")) {
      if (line.startsWith("id: ")) id = Number(line.slice(4));
      else if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data = line.slice(6);
      else if (line.startsWith("retry: ")) this.retryMs = Number(line.slice(7));
    }
    if (event === "heartbeat" || (event === "message" && !data)) return;
    if (this.droppedAt !== null) {
      this.recoveries.push(Date.now() - this.droppedAt);
      this.recoveredAt.push(Date.now());
      this.recoveryParts.push({
        waited: this.attemptAt - this.droppedAt,
        opening: Date.now() - this.attemptAt,
        at: Date.now(),
        head: this.headAt - this.attemptAt,
        upstream: this.upstream,
        droppedFrom: this.droppedFrom,
      });
      this.droppedAt = null;
    }
    if (id !== null) this.lastId = id;
    this.lastData = data;
    const opening = !this.opened;
    this.opened = true;
    this.onEvent({ id, event, data, opening }, this);
  }

  private dropped(): void {
    if (this.closed || this.request === null) return;
    this.request = null;
    if (this.droppedAt === null) {
      this.droppedAt = Date.now();
      this.droppedFrom = this.upstream;
    }
    setTimeout(() => this.open(), this.retryMs).unref();
  }

  close(): void {
    this.closed = true;
    this.request?.destroy();
    this.request = null;
  }
}

/** Opens streams a batch at a time, so a thousand displays do not all knock at once. */
export async function openAll(streams: FollowedStream[], batch = 100, gapMs = 50): Promise<void> {
  for (let i = 0; i < streams.length; i += batch) {
    for (const s of streams.slice(i, i + batch)) s.open();
    await new Promise((resolve) => setTimeout(resolve, gapMs));
  }
}
