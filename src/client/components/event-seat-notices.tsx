import { MULTI_FLIGHT_DISCLOSURE, alternateDisclosure, flightBulletsDisclosure } from "@core/invest-limits";
import { cn } from "@client/lib/utils";

/**
 * What a backer must read about the player's seat before buying, on the campaign page and in the invest dialog alike:
 * a multi-flight event's stake follows the advancing stack (decision 242), and its bullets are flight entries (the
 * addendum "bullets per flight entry"); an alternate has no seat yet (decision 236).
 */
export function EventSeatNotices({
  terms,
  bullets = 1,
  compact = false,
}: {
  terms: { multiFlight?: boolean; alternate?: number | null } | null | undefined;
  /** the entries the campaign funds */
  bullets?: number;
  compact?: boolean;
}) {
  const box = cn("rounded-md border", compact ? "p-2 text-xs" : "p-3 text-sm");
  return (
    <>
      {terms?.multiFlight && (
        <p role="note" className={cn(box, "border-sky-500/40 bg-sky-500/10 text-sky-200")} data-testid="multi-flight-notice">
          {MULTI_FLIGHT_DISCLOSURE}
          {bullets > 1 && ` ${flightBulletsDisclosure(bullets)}`}
        </p>
      )}
      {terms?.alternate != null && (
        <p role="note" className={cn(box, "border-amber-500/40 bg-amber-500/10 text-amber-200")} data-testid="alternate-notice">
          {alternateDisclosure(terms.alternate)}
        </p>
      )}
    </>
  );
}
