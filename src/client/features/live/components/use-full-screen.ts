import { useCallback, useEffect, useState } from "react";

type WakeLock = { release: () => Promise<void>; released?: boolean };
type WakeLockApi = { request: (type: "screen") => Promise<WakeLock> };

const wakeLockApi = (): WakeLockApi | undefined =>
  typeof navigator === "undefined" ? undefined : (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;

/**
 * Full-screen mode: the page's own display layout, plus the browser's full screen where it is allowed
 * (phones without the Fullscreen API still get the layout), and the screen kept awake with the Screen Wake Lock
 * API where the browser has it. The browser drops a wake lock when the page is hidden, so it is taken again on return.
 */
export function useFullScreen() {
  const [on, setOn] = useState(false);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setOn(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  useEffect(() => {
    const api = wakeLockApi();
    if (!on || !api) return;
    let lock: WakeLock | null = null;
    let done = false;
    const acquire = () => {
      if (document.visibilityState !== "visible") return;
      api.request("screen").then(
        (l) => {
          if (done) void l.release().catch(() => undefined);
          else lock = l;
        },
        () => undefined, // refused (battery saver, no permission): the display still works, it may just dim
      );
    };
    acquire();
    document.addEventListener("visibilitychange", acquire);
    return () => {
      done = true;
      document.removeEventListener("visibilitychange", acquire);
      if (lock) void lock.release().catch(() => undefined);
    };
  }, [on]);

  const enter = useCallback(() => {
    setOn(true);
    if (document.fullscreenEnabled && !document.fullscreenElement) void document.documentElement.requestFullscreen().catch(() => undefined);
  }, []);
  const exit = useCallback(() => {
    setOn(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  return { fullScreen: on, enter, exit, toggle: on ? exit : enter };
}
