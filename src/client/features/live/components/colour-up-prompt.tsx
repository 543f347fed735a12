import { colourUpAt } from "@core/live/clock/chip-set";
import type { ClockView } from "@core/live/clock/clock";
import type { LiveStoredState } from "@core/live/schema/contracts";
import { formatChips } from "./format";

/** "the 25 chips", "the 25 and 100 chips", "the 25, 100 and 500 chips" */
function chipsText(denominations: readonly number[]): string {
  const names = denominations.map(formatChips);
  const list = names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `the ${list} chips`;
}

/**
 * The console's reminder to colour up (decision 160): during a structure break, or while it is due after the current
 * level, when the event's chip set has denominations no later level needs.
 */
export function ColourUpPrompt({ state, view }: { state: Pick<LiveStoredState, "structure" | "chipSet">; view: Pick<ClockView, "breakRow"> }) {
  if (view.breakRow === null || !state.structure || !state.chipSet || state.chipSet.length === 0) return null;
  const leaving = colourUpAt(state.structure, state.chipSet, view.breakRow);
  if (leaving.length === 0) return null;
  return (
    <p
      className="mt-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-center text-sm font-semibold text-amber-200"
      role="status"
      data-testid="colour-up"
    >
      Colour up: {chipsText(leaving)} leave play at this break.
    </p>
  );
}
