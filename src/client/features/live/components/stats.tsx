import type { LiveState } from "@core/live/contracts";
import { formatMoney } from "@core/money";
import { cn } from "@client/lib/utils";
import { averageStack, formatChips } from "./format";

/** Total Registered, Players Remaining, Eliminated, Prize Pool, Average Stack. */
export function LiveStats({ state, large = false }: { state: LiveState; large?: boolean }) {
  const items: Array<[string, string]> = [
    ["Total Registered", formatChips(state.totalPlayers)],
    ["Players Remaining", formatChips(state.totalPlayers - state.eliminatedPlayers)],
    ["Eliminated", formatChips(state.eliminatedPlayers)],
    // the demo's stats show every buy-in (spec §9); a sponsor's event shows the pool it pays, guarantee included
    ["Prize Pool", formatMoney(state.kind === "demo" ? state.grossPrizePool : state.prizePool)],
    ["Average Stack", formatChips(averageStack(state.totalChipsInPlay, state.activePlayers))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" data-testid="live-stats">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card px-3 py-3 last:col-span-2 sm:last:col-span-1">
          <dt className={cn("text-xs text-muted-foreground", large && "text-base")}>{label}</dt>
          <dd className={cn("mt-1 font-bold tabular-nums", large ? "text-3xl" : "text-xl")} data-testid={`stat-${label.toLowerCase().replace(/ /g, "-")}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
