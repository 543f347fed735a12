import type { BlindLevel } from "@core/live/blind-schedule";
import { useEffect, useRef } from "react";
import { cn } from "@client/lib/utils";
import { formatChips } from "./format";

export const CONSOLE_BLIND_LIST_LEVELS = 100;

/** The first 100 levels, the current one highlighted and kept in view. */
export function BlindList({ schedule, levelIndex }: { schedule: readonly BlindLevel[]; levelIndex: number }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const row = list.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (row && list.current) list.current.scrollTop = row.offsetTop - list.current.offsetTop - 48;
  }, [levelIndex]);
  return (
    <div>
      <div className="grid grid-cols-[3rem_1fr_1fr_1fr] gap-2 border-b px-2 pb-1 text-xs uppercase tracking-wide text-muted-foreground">
        <span>Level</span>
        <span className="text-right">Blinds</span>
        <span className="text-right">Ante</span>
        <span className="text-right">Time</span>
      </div>
      <ol ref={list} className="relative max-h-80 overflow-y-auto" aria-label="Blind structure">
        {schedule.slice(0, CONSOLE_BLIND_LIST_LEVELS).map((l, i) => (
          <li
            key={l.level}
            aria-current={i === levelIndex ? "true" : undefined}
            className={cn(
              "grid grid-cols-[3rem_1fr_1fr_1fr] gap-2 rounded px-2 py-1 text-sm tabular-nums",
              i === levelIndex ? "bg-primary font-semibold text-primary-foreground" : i < levelIndex ? "text-muted-foreground" : "",
            )}
          >
            <span>{l.level}</span>
            <span className="text-right">
              {formatChips(l.smallBlind)}/{formatChips(l.bigBlind)}
            </span>
            <span className="text-right">{formatChips(l.ante)}</span>
            <span className="text-right">{l.duration}m</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
