import { useCallback, useEffect, useState } from "react";

/**
 * Full-screen mode: the page's own large layout, plus the browser's full screen where it is allowed
 * (phones without the Fullscreen API still get the layout).
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
