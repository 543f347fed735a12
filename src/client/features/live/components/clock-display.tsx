import { formatClock, type ClockView } from "@core/live/clock/clock";
import type { CSSProperties } from "react";
import { Progress } from "@client/components/ui/progress";
import { cn } from "@client/lib/utils";
import { formatChips } from "./format";

const statusText = (view: ClockView) => (view.status === "running" ? "Running" : view.status === "paused" ? "Paused" : "Stopped");

/**
 * Full-screen type sizes: each is the smaller of a share of the width and a share of the height, so the clock
 * and blinds fill a phone in landscape (844x390) as well as a 1920x1080 screen without overflowing either way.
 */
const fill = (vw: number, vh: number, floorPx = 12): CSSProperties => ({ fontSize: `max(${floorPx}px, min(${vw}vw, ${vh}dvh))` });

/** The level's small blind, big blind and ante. */
function Blinds({ level, large }: { level: ClockView["level"]; large: boolean }) {
  return (
    <dl className={cn("grid w-full grid-cols-3", large ? "mt-[1dvh] max-w-[90vw] gap-[1.5vw]" : "mt-4 max-w-2xl gap-2 sm:gap-4")} data-testid="blinds">
      {(
        [
          ["Small Blind", level.smallBlind],
          ["Big Blind", level.bigBlind],
          ["Ante", level.ante],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className={cn("rounded-lg border bg-background/40 px-2", large ? "py-[0.8dvh]" : "py-3")}>
          <dt className={cn("uppercase tracking-wide text-muted-foreground", !large && "text-xs")} style={large ? fill(1.6, 2.6) : undefined}>
            {label}
          </dt>
          <dd
            className={cn("break-all font-bold tabular-nums leading-tight", large ? "mt-0" : "mt-1 text-xl sm:text-3xl")}
            style={large ? fill(6, 10, 28) : undefined}
          >
            {formatChips(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Level, duration, the mm:ss countdown with its progress bar, Running/Paused, the blinds and the next level. On a
 * break: BREAK, the break's countdown and the level that follows it.
 */
export function ClockDisplay({ view, large = false }: { view: ClockView; large?: boolean }) {
  const { level, nextLevel, onBreak } = view;
  const shownMs = view.breakRemainingMs ?? view.remainingMs;
  return (
    <div className={cn("flex flex-col items-center text-center", large && "h-full justify-center")} data-testid="clock-display">
      <div className="flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1">
        <h2
          className={cn("font-bold tracking-tight", !large && "text-2xl sm:text-3xl")}
          style={large ? fill(5, 6.5, 20) : undefined}
          data-testid="current-level"
        >
          {onBreak ? "BREAK" : `Level ${view.currentLevel}`}
        </h2>
        <span className={cn("text-muted-foreground", !large && "text-sm")} style={large ? fill(2.2, 3.2) : undefined}>
          {onBreak ? `after Level ${view.currentLevel}` : `${level.duration} minutes`}
        </span>
      </div>
      <div
        className={cn(
          "font-mono font-bold tabular-nums leading-none",
          large ? "my-[0.5dvh]" : "my-2 text-7xl sm:text-8xl",
          shownMs <= 60_000 && view.isPlaying ? "text-red-400" : "gold-text",
        )}
        style={large ? fill(30, 36) : undefined}
        role="timer"
        aria-label="Time remaining"
        data-testid="countdown"
      >
        {formatClock(shownMs)}
      </div>
      <Progress value={view.progress * 100} className={cn("w-full", large ? "h-[1.2dvh] max-w-[80vw]" : "h-2.5 max-w-2xl")} aria-label="Level progress" />
      <p
        className={cn("font-semibold", large ? "mt-[0.5dvh]" : "mt-2", view.isPlaying ? "text-emerald-400" : "text-amber-300")}
        style={large ? fill(2.6, 4, 16) : undefined}
        data-testid="clock-status"
      >
        {statusText(view)}
        {view.breakScheduledMs !== null && (
          <span data-testid="break-scheduled"> · Break of {Math.round(view.breakScheduledMs / 60_000)} minutes after this level</span>
        )}
      </p>
      <Blinds level={level} large={large} />
      {nextLevel && (
        <div
          className={cn("w-full rounded-lg border border-dashed px-3", large ? "mt-[1dvh] max-w-[90vw] py-[0.5dvh]" : "mt-4 max-w-2xl py-2 text-sm")}
          style={large ? fill(1.8, 2.7) : undefined}
          data-testid="next-level"
        >
          <p>
            <span className="text-muted-foreground">Next: Level {nextLevel.level} · </span>
            <span className="font-semibold tabular-nums">
              {formatChips(nextLevel.smallBlind)}/{formatChips(nextLevel.bigBlind)}
            </span>
            <span className="text-muted-foreground"> · Ante </span>
            <span className="font-semibold tabular-nums">{formatChips(nextLevel.ante)}</span>
          </p>
          <p className="text-muted-foreground">{onBreak ? "Play resumes when the break ends" : "Blinds will increase when timer reaches 00:00"}</p>
        </div>
      )}
    </div>
  );
}
