import type { ClockView } from "@core/live/clock/clock";
import type { ReactNode } from "react";
import { ClockDisplay } from "./clock-display";

/**
 * Full screen as a display mode: the first screen is the title (wrapped when long) and the clock with its blinds, sized to
 * fill the viewport in either orientation; everything else (controls, stats, prizes) follows below the fold.
 */
export function FullScreenDisplay({
  title,
  view,
  action,
  children,
  summary,
  banner,
}: {
  title: string;
  view: ClockView;
  action: ReactNode;
  children?: ReactNode;
  summary?: ReactNode;
  /** a strip between the title and the clock (the spectator's table moves, decision 164); nothing when null */
  banner?: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-40 overflow-y-auto felt-bg" data-testid="full-screen-display">
      <section className="flex h-[100dvh] flex-col px-[2vw] pb-[1dvh] pt-[1dvh]">
        {/* the whole title, never cut off or wider than a 375 px phone: when it and the action do not fit side by side,
            the action moves below it and the title gets the full width, wrapping only if even that is too narrow */}
        <div className="flex shrink-0 flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h1
            className="min-w-0 flex-1 basis-64 font-bold leading-tight tracking-tight [overflow-wrap:anywhere]"
            style={{ fontSize: "max(16px, min(2.6vw, 4.5dvh))" }}
            title={title}
          >
            {title}
          </h1>
          <div className="ml-auto shrink-0">{action}</div>
        </div>
        {banner}
        <div className="min-h-0 flex-1">
          {/* a finished event shows its results where the clock was */}
          {summary ?? <ClockDisplay view={view} large />}
        </div>
      </section>
      {children && <div className="space-y-5 px-3 pb-6 sm:px-6">{children}</div>}
    </div>
  );
}

/** The page as it is, or in full screen as a display (FullScreenDisplay) with the page below the fold. */
export function FullScreenWhen({ fullScreen, children, ...display }: { fullScreen: boolean } & Parameters<typeof FullScreenDisplay>[0]) {
  if (!fullScreen) return <>{children}</>;
  return <FullScreenDisplay {...display}>{children}</FullScreenDisplay>;
}
