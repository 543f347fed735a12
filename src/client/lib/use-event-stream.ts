import { useEffect, useRef, useState } from "react";

/** Every stream's server sends a heartbeat at least every 15 s (src/server/http/stream-hub.ts); this long without any event means the connection is dead. */
export const SILENCE_MS = 35_000;
const WATCHDOG_MS = 5_000;

/** What an event's handler may do besides reading its data: open the stream again (the live clock's patch that finds a gap). */
export interface StreamControl {
  reopen(): void;
}

export interface EventStreamOptions {
  /** the stream's handlers by event name, each given the event's parsed data; the latest ones are used, without reopening */
  on: Record<string, (data: never, control: StreamControl) => void>;
  /** after the EventSource reported an error: a stream refused for good (CLOSED) may want its page to read why */
  onError?: (source: EventSource) => void;
  withCredentials?: boolean;
}

/**
 * One Server-Sent Events stream kept open for as long as the component shows it (null: none). EventSource reconnects
 * by itself after an error; a connection that silently died (no event for SILENCE_MS) or a device that went offline
 * and came back is opened again here. Returns whether the stream is connected; every server stream sends its current
 * state at once on connecting, so a reconnect needs nothing more.
 */
export function useEventStream(url: string | null, options: EventStreamOptions): boolean {
  const [connected, setConnected] = useState(true);
  const latest = useRef(options);
  latest.current = options;
  const withCredentials = options.withCredentials ?? false;
  const eventNames = Object.keys(options.on).sort().join(",");

  useEffect(() => {
    if (url === null) return;
    let source: EventSource | null = null;
    let lastEvent = Date.now();
    const alive = () => {
      lastEvent = Date.now();
      setConnected(true);
    };
    const open = () => {
      source?.close();
      lastEvent = Date.now();
      const opened = new EventSource(url, { withCredentials });
      source = opened;
      const control: StreamControl = { reopen: open };
      for (const name of eventNames.split(",")) {
        opened.addEventListener(name, (event) => {
          alive();
          latest.current.on[name]?.(JSON.parse((event as MessageEvent<string>).data) as never, control);
        });
      }
      opened.onopen = alive;
      opened.onerror = () => {
        setConnected(false);
        latest.current.onError?.(opened);
      };
    };
    const goOffline = () => {
      setConnected(false);
      source?.close();
    };
    const watchdog = setInterval(() => {
      if (Date.now() - lastEvent > SILENCE_MS) {
        setConnected(false);
        open();
      }
    }, WATCHDOG_MS);
    open();
    window.addEventListener("offline", goOffline);
    window.addEventListener("online", open);
    return () => {
      clearInterval(watchdog);
      window.removeEventListener("offline", goOffline);
      window.removeEventListener("online", open);
      source?.close();
    };
  }, [url, withCredentials, eventNames]);

  return connected;
}
