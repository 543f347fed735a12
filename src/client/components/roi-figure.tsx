import type { PlayerRoiResponse } from "@core/contracts/player-roi";
import { toCents } from "@core/money";
import { roiBasisShort, roiBasisText, roiText } from "@core/player-roi";
import { NO_RATING_LABEL } from "@core/rating";
import { Info } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@client/lib/utils";

const cents = (v: string) => toCents(v) ?? 0;

/** "from 7 verified events: $700 in, $1,555 out", from the API's figure. */
export function roiBasisOf(r: PlayerRoiResponse): string {
  return roiBasisText({ basis: r.basis, events: r.events, inCents: cents(r.in), outCents: cents(r.out) });
}

/**
 * A player's one ROI (src/core/player-roi.ts) wherever it is shown: the figure, what it rests on in short, and its
 * money a tap away ("from 7 verified events: $700 in, $1,555 out"), so no screen shows a number without its basis.
 */
export function RoiFigure({
  roi,
  className,
  showShortBasis = true,
  testId = "player-roi",
}: {
  roi: PlayerRoiResponse | undefined;
  className?: string;
  showShortBasis?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!roi || roi.roi === null) {
    return (
      <span className={cn("text-sm font-medium text-muted-foreground", className)} data-testid={testId}>
        {NO_RATING_LABEL}
        {showShortBasis && (
          <span className="block text-xs font-normal" data-testid="rating-basis">
            no record yet
          </span>
        )}
      </span>
    );
  }
  return (
    <span className={cn("inline-block min-w-0", className)} data-testid={testId}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded font-semibold tabular-nums underline decoration-dotted underline-offset-4 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`ROI ${roiText(roi.roi)}, ${roiBasisShort(roi)}: show how it is counted`}
        title={roiBasisOf(roi)}
        onClick={(e) => {
          // on a card the figure sits inside links and buttons: the tap opens the basis only
          e.preventDefault();
          e.stopPropagation();
          setOpen((o) => !o);
        }}
        data-testid="roi-value"
      >
        {roiText(roi.roi)}
        <Info className="h-3.5 w-3.5 shrink-0 text-muted-foreground" aria-hidden />
      </button>
      {showShortBasis && !open && (
        <span className="block text-xs font-normal text-muted-foreground" data-testid="rating-basis">
          {roiBasisShort(roi)}
        </span>
      )}
      {open && (
        <span id={id} role="note" className="mt-1 block rounded-md border bg-popover p-2 text-xs font-normal text-popover-foreground" data-testid="roi-basis">
          {roiBasisOf(roi)}. Every buy-in, rebuy and add-on counts as put in; prizes as paid out.
        </span>
      )}
    </span>
  );
}
