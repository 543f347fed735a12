import type { Client as PgClient } from "pg";

type Handler = (payload: string) => void;

const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 10_000;
/** How often the idle connection is asked to answer, and how long it may take. */
const PING_EVERY_MS = 15_000;
const PING_TIMEOUT_MS = 5_000;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The one PostgreSQL connection that LISTENs for this process. A dropped connection (the server restarted, a
 * pooler or an administrator ended the backend, the network went away) is reopened with backoff and every
 * channel LISTENed again; notifications sent meanwhile are lost, so `onReconnect` callbacks then tell the
 * subscribers to catch up by reading. Until then `healthy` is false, which /healthz reports.
 */
export class PgListener {
  private client: PgClient | null = null;
  /** the connection attempt under way, if any; listen() waits for it rather than opening a second one */
  private connecting: Promise<void> | null = null;
  private readonly handlers = new Map<string, Set<Handler>>();
  /** channels LISTENed on the current connection */
  private listened = new Set<string>();
  private readonly reconnectCallbacks = new Set<() => void>();
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;
  /** a connection was lost (or could not be opened) and is not back yet */
  private lost = false;
  private closed = false;

  constructor(private readonly openClient: () => PgClient) {}

  /** False from the moment the connection is lost until it is back with every channel LISTENed again. */
  get healthy(): boolean {
    return !this.lost;
  }

  /**
   * Adds a handler for a channel. Resolves once the channel is LISTENed, or once an attempt to connect has
   * failed: the handler stays registered, the retries go on, and `onReconnect` fires when it works.
   */
  async listen(channel: string, onMessage: Handler, onReconnect?: () => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(onMessage);
    if (onReconnect) this.reconnectCallbacks.add(onReconnect);
    if (!this.client && !this.connecting && !this.retryTimer) this.connecting = this.connect();
    if (this.connecting) await this.connecting;
    const client = this.client;
    if (client && !this.listened.has(channel)) {
      this.listened.add(channel);
      // a failure here is the connection failing: its 'error'/'end' handler reconnects and LISTENs again
      await client.query(`LISTEN ${quoteIdent(channel)}`).catch(() => this.listened.delete(channel));
    }
    return async () => {
      set.delete(onMessage);
      if (onReconnect) this.reconnectCallbacks.delete(onReconnect);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      if (this.listened.delete(channel)) await this.client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = this.openClient();
    const wasLost = this.lost;
    client.on("notification", (msg) => {
      for (const h of this.handlers.get(msg.channel) ?? []) h(msg.payload ?? "");
    });
    // 'error' comes first when the server ends the backend; 'end' alone when the socket just closes
    client.on("error", () => this.drop(client));
    client.on("end", () => this.drop(client));
    try {
      await client.connect();
      // named in pg_stat_activity, so an operator (and the reconnection test) can tell it from the pool's connections
      await client.query("SELECT set_config('application_name', left(current_setting('application_name') || ' live listener', 63), false)");
      const channels = [...this.handlers.keys()];
      for (const channel of channels) await client.query(`LISTEN ${quoteIdent(channel)}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.listened = new Set(channels);
      this.lost = false;
      this.retryMs = FIRST_RETRY_MS;
      this.startPing(client);
    } catch {
      this.lost = true;
      await client.end().catch(() => undefined);
      this.scheduleRetry();
      return;
    } finally {
      this.connecting = null;
    }
    if (wasLost) for (const cb of [...this.reconnectCallbacks]) cb();
  }

  private drop(client: PgClient) {
    if (this.client !== client) return;
    this.client = null;
    this.listened = new Set();
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.lost = true;
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retryTimer) return;
    // jitter, so that the instances behind one proxy do not all come back at the same instant
    const delay = this.retryMs / 2 + Math.random() * (this.retryMs / 2);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.closed && !this.client && !this.connecting) this.connecting = this.connect();
    }, delay);
    this.retryTimer.unref();
  }

  /**
   * A connection whose peer vanished without closing it (a network partition, a crashed host) never reports an
   * error by itself; an unanswered query finds it within seconds instead of the kernel's keep-alive minutes.
   */
  private startPing(client: PgClient) {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      const timeout = setTimeout(() => this.drop(client), PING_TIMEOUT_MS);
      client.query("SELECT 1").then(
        () => clearTimeout(timeout),
        () => {
          clearTimeout(timeout);
          this.drop(client);
        },
      );
    }, PING_EVERY_MS);
    this.pingTimer.unref();
  }
}
