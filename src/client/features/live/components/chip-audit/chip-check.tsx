import type { LiveState } from "@core/live/schema/contracts";
import { chipAudit, chipsExpected, typedChipsCounted } from "@core/live/field/chip-audit";
import { cn } from "@client/lib/utils";

/**
 * The chip check as the counts are typed (decision 239): at a break's full count and at a day's bags, the total typed
 * against the chips the event put in play. Over 0.5% it is flagged, never refused: the counts are sent as they are.
 */
export function ChipCheck({ state, typed }: { state: LiveState; typed: Readonly<Record<string, string>> }) {
  const counted = typedChipsCounted(state, typed);
  if (counted === null) return null;
  const audit = chipAudit(counted, chipsExpected(state));
  return (
    <p
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        audit.flagged ? "border-amber-500/40 bg-amber-500/10 text-amber-200" : "border-border text-muted-foreground",
      )}
      role="status"
      data-testid="chip-check"
    >
      <span className="font-semibold">Chip check:</span> {audit.sentence}
      {audit.flagged && <span className="block">More than 0.5% off: recount if you can. The counts are recorded either way.</span>}
    </p>
  );
}
