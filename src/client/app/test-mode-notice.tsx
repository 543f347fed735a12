import { FlaskConical } from "lucide-react";
import { useLayoutEffect, useRef } from "react";

export const TEST_MODE_TEXT = "Test mode: payments are simulated, no real money moves";

/**
 * The banner itself. Its height goes to --test-banner-h, which full-screen pages (min-h-screen, index.css) leave
 * free, so a short page does not scroll by the banner's height.
 */
export default function TestModeNotice() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty("--test-banner-h", `${el.offsetHeight}px`);
    publish();
    // the text wraps on the narrowest phones: follow its height
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.removeProperty("--test-banner-h");
    };
  }, []);
  return (
    <div
      ref={ref}
      role="note"
      aria-label="Test mode"
      className="border-b border-amber-500/40 bg-amber-500/15 px-2 py-1 print:hidden text-center text-[11px] font-medium leading-4 text-amber-200 sm:text-xs sm:leading-5"
    >
      <FlaskConical className="mr-1.5 hidden h-3.5 w-3.5 align-[-2px] sm:inline" aria-hidden />
      {TEST_MODE_TEXT}
    </div>
  );
}
