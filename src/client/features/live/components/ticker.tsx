import type { LivePlayer } from "@core/live/schema/contracts";
import { chipLeaders } from "@core/live/views/leaders";
import { cn } from "@client/lib/utils";
import { formatChips } from "./format";

export const TICKER_PLAYERS = 20;

/** A scrolling line of the 20 biggest stacks still in, ranked by chips like the leaders (chipLeaders). */
export function Ticker({ players, large = false }: { players: LivePlayer[]; large?: boolean }) {
  const shown = chipLeaders(players, TICKER_PLAYERS);
  if (shown.length === 0) return null;
  const items = shown.map((p) => (
    <span key={p.id} className="mx-6 inline-flex items-baseline gap-2 whitespace-nowrap">
      <span className="text-primary">{p.rank}.</span>
      <span className="font-semibold">{p.name}</span>
      <span className="tabular-nums text-muted-foreground">{formatChips(p.chips)}</span>
    </span>
  ));
  return (
    <div
      className={cn("min-w-0 max-w-full overflow-hidden rounded-lg border bg-card py-2", large && "py-4 text-2xl")}
      aria-label="Chip counts ticker"
      role="marquee"
    >
      {/* the list twice, moved by half its width, loops without a seam */}
      <div className="inline-flex w-max animate-ticker motion-reduce:animate-none">
        <div className="inline-flex">{items}</div>
        <div className="inline-flex" aria-hidden="true">
          {items}
        </div>
      </div>
    </div>
  );
}
