import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { cn } from "@client/lib/utils";

export const VERIFIED_BADGE_LABEL = "Verified event";
export const VERIFIED_TOOLTIP =
  "The result will come from the tournament clock: the finish and the prize are settled by the sponsor's event, not typed in by the player.";

/**
 * A linked campaign's badge. The explanation is a tooltip shown on hover and on keyboard focus (the badge is
 * focusable), and it is the badge's accessible description, so a screen reader says it without hovering.
 */
export function VerifiedBadge({ className }: { className?: string }) {
  const id = useId();
  return (
    <span className={cn("group relative inline-flex", className)}>
      <span
        tabIndex={0}
        aria-describedby={id}
        className="inline-flex cursor-help items-center gap-1 rounded-full border border-emerald-500/40 bg-emerald-500/15 px-2.5 py-0.5 text-xs font-semibold text-emerald-300 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
        {VERIFIED_BADGE_LABEL}
      </span>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute left-0 top-full z-50 mt-1.5 w-64 rounded-md border bg-popover px-3 py-2 text-xs font-normal leading-snug text-popover-foreground opacity-0 shadow-md transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {VERIFIED_TOOLTIP}
      </span>
    </span>
  );
}
