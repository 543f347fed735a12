import { formatClock, type ClockView } from "@core/live/clock";
import { Progress } from "@client/components/ui/progress";
import { cn } from "@client/lib/utils";
import { formatChips } from "./format";

const statusText = (view: ClockView) => (view.status === "running" ? "Running" : view.status === "paused" ? "Paused" : "Stopped");

/** Level, duration, the mm:ss countdown with its progress bar, Running/Paused, the blinds and the next level. */
export function ClockDisplay({ view, large = false }: { view: ClockView; large?: boolean }) {
  const { level, nextLevel } = view;
  return (
    <div className="flex flex-col items-center text-center">
      <div className="flex flex-wrap items-baseline justify-center gap-x-3 gap-y-1">
        <h2 className={cn("font-bold tracking-tight", large ? "text-4xl sm:text-6xl" : "text-2xl sm:text-3xl")} data-testid="current-level">
          Level {view.currentLevel}
        </h2>
        <span className={cn("text-muted-foreground", large ? "text-xl" : "text-sm")}>{level.duration} minutes</span>
      </div>
      <div
        className={cn("my-2 font-mono font-bold tabular-nums leading-none", large ? "text-[22vw] sm:text-[15vw] xl:text-[9.5vw]" : "text-7xl sm:text-8xl", view.remainingMs <= 60_000 && view.isPlaying ? "text-red-400" : "gold-text")}
        role="timer"
        aria-label="Time remaining"
        data-testid="countdown"
      >
        {formatClock(view.remainingMs)}
      </div>
      <Progress value={view.progress * 100} className={cn("w-full max-w-2xl", large ? "h-4" : "h-2.5")} aria-label="Level progress" />
      <p className={cn("mt-2 font-semibold", view.isPlaying ? "text-emerald-400" : "text-amber-300", large && "text-2xl")} data-testid="clock-status">
        {statusText(view)}
      </p>
      <dl className={cn("mt-4 grid w-full max-w-2xl grid-cols-3 gap-2 sm:gap-4", large && "max-w-5xl")}>
        {(
          [
            ["Small Blind", level.smallBlind],
            ["Big Blind", level.bigBlind],
            ["Ante", level.ante],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-background/40 px-2 py-3">
            <dt className={cn("text-xs uppercase tracking-wide text-muted-foreground", large && "text-base")}>{label}</dt>
            <dd className={cn("mt-1 break-all font-bold tabular-nums", large ? "text-3xl sm:text-6xl" : "text-xl sm:text-3xl")}>{formatChips(value)}</dd>
          </div>
        ))}
      </dl>
      {nextLevel && (
        <div className={cn("mt-4 w-full max-w-2xl rounded-lg border border-dashed px-3 py-2 text-sm", large && "max-w-5xl text-xl")} data-testid="next-level">
          <p>
            <span className="text-muted-foreground">Next: Level {nextLevel.level} · </span>
            <span className="font-semibold tabular-nums">
              {formatChips(nextLevel.smallBlind)}/{formatChips(nextLevel.bigBlind)}
            </span>
            <span className="text-muted-foreground"> · Ante </span>
            <span className="font-semibold tabular-nums">{formatChips(nextLevel.ante)}</span>
          </p>
          <p className="text-muted-foreground">Blinds will increase when timer reaches 00:00</p>
        </div>
      )}
    </div>
  );
}
