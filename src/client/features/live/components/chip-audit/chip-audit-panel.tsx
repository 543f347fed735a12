import type { LiveState } from "@core/live/schema/contracts";
import type { ClockView } from "@core/live/clock/clock";
import { chipAudit } from "@core/live/field/chip-audit";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/utils";
import { formatChips } from "../format";
import { RaceOffDialog, type RaceOffMode } from "./race-off-dialog";

/** Where the check was made: "the break after level 4", "the Day 1 bags". */
function whereText(audit: NonNullable<LiveState["chipAudit"]>): string {
  if (audit.kind === "end-day") return `the ${audit.day ?? "day's"} bags`;
  return `the break after level ${audit.level}${audit.day ? ` (${audit.day})` : ""}`;
}

/**
 * The console's chip check (decision 239), for the controller only (the displays never show it): the latest check,
 * flagged while it is over 0.5% until the next count replaces it, and the chips raced off at colour-ups, entered at a
 * break and corrected at any time. Nothing here stops the clock.
 */
export function ChipAuditPanel({ id, state, view }: { id: string; state: LiveState; view: Pick<ClockView, "onBreak" | "breakRow"> }) {
  const [mode, setMode] = useState<RaceOffMode | null>(null);
  const audit = state.chipAudit;
  const result = audit ? chipAudit(audit.counted, audit.expected) : null;
  const started = state.startedAt !== null;
  // a race-off happens at a colour-up, so at a break: while one runs, or one is due after this level with chips leaving
  const racing = started && (view.onBreak || view.breakRow !== null);
  if (!audit && !racing && state.racedOffChips === 0) return null;
  return (
    <div className="mt-4 space-y-2" data-testid="chip-audit-panel">
      {audit && result && (
        <p
          className={cn(
            "rounded-lg border px-4 py-3 text-sm",
            result.flagged ? "border-amber-500/40 bg-amber-500/10 text-amber-200" : "border-border text-muted-foreground",
          )}
          role="status"
          data-testid="chip-audit"
        >
          <span className="font-semibold">{result.flagged ? "Chips do not add up" : "Chips add up"}</span> at {whereText(audit)}: {result.sentence}
          {result.flagged && (
            <span className="block">
              {audit.kind === "break"
                ? "More than 0.5% off. Play goes on; the next full count is checked again."
                : "More than 0.5% off. Check the bags: a corrected bag is checked again."}
            </span>
          )}
        </p>
      )}
      {(racing || state.racedOffChips > 0) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {state.racedOffChips > 0 && (
            <span className="text-muted-foreground" data-testid="raced-off">
              Raced off so far: {formatChips(state.racedOffChips)}
            </span>
          )}
          {racing && (
            <Button size="sm" variant="outline" onClick={() => setMode("add")}>
              Chips Raced Off
            </Button>
          )}
          {state.racedOffChips > 0 && (
            <Button size="sm" variant="ghost" onClick={() => setMode("correct")}>
              Correct Total
            </Button>
          )}
        </div>
      )}
      <RaceOffDialog id={id} state={state} mode={mode} onOpenChange={(open) => !open && setMode(null)} />
    </div>
  );
}
