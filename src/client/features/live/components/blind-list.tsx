import type { ClockView } from "@core/live/clock/clock";
import { scheduleRows, type EventSchedule } from "@core/live/clock/schedule";
import { useEffect, useRef } from "react";
import { cn } from "@client/lib/utils";
import { formatChips } from "./format";

export const CONSOLE_BLIND_LIST_LEVELS = 100;

const ROW = "grid grid-cols-[3rem_1fr_1fr_1fr] gap-2 rounded px-2 py-1 text-sm tabular-nums";

/**
 * The event's levels with its breaks in place (the first 100 levels of the default schedule, or the structure's
 * own rows), the current level or the break under way highlighted and kept in view.
 */
export function BlindList({ schedule, view }: { schedule: EventSchedule; view: Pick<ClockView, "levelIndex" | "onBreak"> }) {
  const { levelIndex, onBreak } = view;
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const row = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (row && list.current) list.current.scrollTop = row.offsetTop - list.current.offsetTop - 48;
  }, [levelIndex, onBreak]);
  const rows = scheduleRows(schedule, CONSOLE_BLIND_LIST_LEVELS, levelIndex);
  return (
    <div>
      <div className="grid grid-cols-[3rem_1fr_1fr_1fr] gap-2 border-b px-2 pb-1 text-xs uppercase tracking-wide text-muted-foreground">
        <span>Level</span>
        <span className="text-right">Blinds</span>
        <span className="text-right">Ante</span>
        <span className="text-right">Time</span>
      </div>
      <ol ref={list} className="relative max-h-80 overflow-y-auto" aria-label="Blind structure">
        {rows.map((r) => {
          if (r.kind === "break") {
            const current = onBreak && r.afterIndex === levelIndex;
            return (
              <li
                key={`break-${r.afterIndex}`}
                aria-current={current ? "true" : undefined}
                className={cn(
                  ROW,
                  "italic",
                  current ? "bg-primary font-semibold text-primary-foreground" : r.afterIndex < levelIndex ? "text-muted-foreground" : "text-amber-300",
                )}
                data-testid="blind-list-break"
              >
                <span className="col-span-3">Break</span>
                <span className="text-right">{r.minutes}m</span>
              </li>
            );
          }
          const current = !onBreak && r.index === levelIndex;
          const past = r.index < levelIndex || (onBreak && r.index === levelIndex);
          return (
            <li
              key={`level-${r.index}`}
              aria-current={current ? "true" : undefined}
              className={cn(ROW, current ? "bg-primary font-semibold text-primary-foreground" : past ? "text-muted-foreground" : "")}
            >
              <span>{r.level.level}</span>
              <span className="text-right">
                {formatChips(r.level.smallBlind)}/{formatChips(r.level.bigBlind)}
              </span>
              <span className="text-right">{formatChips(r.level.ante)}</span>
              <span className="text-right">{r.level.duration}m</span>
            </li>
          );
        })}
      </ol>
      {schedule.definedLevels < CONSOLE_BLIND_LIST_LEVELS && (
        <p className="px-2 pt-2 text-xs text-muted-foreground">After level {schedule.definedLevels} its blinds and minutes repeat.</p>
      )}
    </div>
  );
}
