import * as React from "react";
import { cn } from "@client/lib/utils";

type ProgressProps = React.HTMLAttributes<HTMLDivElement> & { value?: number | null; max?: number; indicatorClassName?: string };

/**
 * A progress bar with the markup and ARIA of Radix Progress (role, aria-value*, data-state), without its context
 * and prop checks: a page of campaign cards draws twenty of them in its first render (decision 110).
 */
export const Progress = React.forwardRef<HTMLDivElement, ProgressProps>(({ className, value, max = 100, indicatorClassName, ...props }, ref) => {
  const known = typeof value === "number" && Number.isFinite(value);
  const state = !known ? "indeterminate" : value === max ? "complete" : "loading";
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      ref={ref}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? `${Math.round((value / max) * 100)}%` : undefined}
      data-state={state}
      data-value={known ? value : undefined}
      data-max={max}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div
        data-state={state}
        data-value={known ? value : undefined}
        data-max={max}
        className={cn("h-full w-full flex-1 bg-primary transition-all", indicatorClassName)}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
});
Progress.displayName = "Progress";
