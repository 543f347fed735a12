import type { LiveStoredState } from "@core/live/schema/contracts";
import { finalResults, type FinalResults } from "@core/live/prizes/final-results";
import { centsToDecimal, formatMoney2 } from "@core/money";
import { Handshake, Trophy } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "@client/lib/utils";

const money = (cents: number) => formatMoney2(centsToDecimal(cents));

const DEAL_METHOD: Record<NonNullable<FinalResults["deal"]>["method"], string> = {
  icm: "ICM",
  chip_chop: "chip chop",
  custom: "custom amounts",
};

// full screen: sized by the viewport like the clock it replaces, so a room's screen reads it from the back
const fill = (vw: number, vh: number, floorPx = 14): CSSProperties => ({ fontSize: `max(${floorPx}px, min(${vw}vw, ${vh}dvh))` });

/**
 * A finished event in place of its clock (decision 160): the winner, the places paid with each prize as the clock
 * pays it (the deal's amount where one was made, bounty cash included) and the deal. The same on the console, every
 * spectator view and the player's card, since all read finalResults over the one stored state.
 */
export function FinishedSummary({ state, large = false, className }: { state: LiveStoredState; large?: boolean; className?: string }) {
  const results = finalResults(state);
  if (!results) return null;
  const { winner, rows, deal } = results;
  return (
    <section
      className={cn("flex flex-col items-center text-center", large && "h-full justify-center", className)}
      aria-label="Final results"
      data-testid="finished-summary"
    >
      <p className={cn("uppercase tracking-widest text-muted-foreground", !large && "text-xs")} style={large ? fill(1.8, 2.8) : undefined} role="status">
        Tournament complete
      </p>
      <h2 className={cn("mt-1 flex items-center justify-center gap-2 font-bold", !large && "text-2xl sm:text-3xl")} style={large ? fill(5, 7, 22) : undefined}>
        <Trophy className={cn("shrink-0 text-primary", large ? "h-[1em] w-[1em]" : "h-7 w-7")} aria-hidden />
        <span>
          Winner: <span data-testid="finished-winner">{winner.name}</span>
        </span>
      </h2>
      <p className="gold-text font-mono font-bold tabular-nums" style={large ? fill(8, 11, 28) : undefined} data-testid="finished-winner-prize">
        <span className={cn(!large && "text-4xl sm:text-5xl")}>{money(winner.prizeCents)}</span>
      </p>
      {deal && (
        <p
          className={cn("mt-2 flex items-center justify-center gap-2 text-amber-200", !large && "text-sm")}
          style={large ? fill(1.8, 2.8) : undefined}
          data-testid="finished-deal"
        >
          <Handshake className="h-[1.1em] w-[1.1em] shrink-0" aria-hidden />
          Deal made by {deal.players} players ({DEAL_METHOD[deal.method]}){deal.playForCents > 0 && `, ${money(deal.playForCents)} played for`}
        </p>
      )}
      <ol
        className={cn("mt-4 w-full divide-y divide-border/60 rounded-lg border bg-background/40 text-left", large ? "max-w-[70vw]" : "max-w-2xl text-sm")}
        style={large ? fill(1.7, 2.6) : undefined}
        aria-label="Prizes paid"
      >
        {rows.map((r) => (
          <li key={r.playerId} className="flex items-center gap-3 px-3 py-1.5" data-testid="finished-row">
            <span className="w-12 shrink-0 font-semibold">{r.label}</span>
            <span className="min-w-0 flex-1 break-words">
              {r.name}
              {(r.byDeal || r.bountyCents > 0) && (
                <span className="text-muted-foreground">
                  {r.byDeal && " · deal"}
                  {r.bountyCents > 0 && ` · ${money(r.bountyCents)} in bounties`}
                </span>
              )}
            </span>
            <span className="shrink-0 font-semibold tabular-nums text-primary">{money(r.prizeCents)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
