import type { LiveState } from "@core/live/schema/contracts";
import { isBountyEvent } from "@core/live/field/bounties";
import { entryCounts } from "@core/live/field/rebuys";
import { centsToDecimal, formatMoney } from "@core/money";
import { cn } from "@client/lib/utils";
import { averageStackOf } from "@core/live/prizes/paid-list";
import { formatChips } from "./format";
import { clockMode } from "@core/live/schema/clock-mode";

/** Total Registered, Players Remaining, Eliminated, Prize Pool, Average Stack. */
export function LiveStats({ state, large = false }: { state: LiveState; large?: boolean }) {
  const average = averageStackOf(state);
  const items: Array<[string, string, string | null]> = [
    ["Total Registered", formatChips(state.totalPlayers), null],
    ["Players Remaining", formatChips(state.totalPlayers - state.eliminatedPlayers), null],
    ["Eliminated", formatChips(state.eliminatedPlayers), null],
    // the pool that is paid, everywhere (the prize list sums to it); the demo pays a share of its buy-ins (spec §9:
    // 90%), so it says of what: "90% of $40,000 in buy-ins", the figure the spec's stats showed alone
    [
      "Prize Pool",
      formatMoney(state.prizePool),
      clockMode(state).percentPool ? `${state.payoutPercent}% of ${formatMoney(state.grossPrizePool)} in buy-ins` : null,
    ],
    // a finished event has no stacks to average: its results are the prizes (paid-list.ts)
    ["Average Stack", average === null ? "–" : formatChips(average), null],
  ];
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" data-testid="live-stats">
        {items.map(([label, value, basis]) => (
          <div key={label} className="rounded-lg border bg-card px-3 py-3 last:col-span-2 sm:last:col-span-1">
            <dt className={cn("text-xs text-muted-foreground", large && "text-base")}>{label}</dt>
            <dd className={cn("mt-1 font-bold tabular-nums", large ? "text-3xl" : "text-xl")} data-testid={`stat-${label.toLowerCase().replace(/ /g, "-")}`}>
              {value}
            </dd>
            {basis && (
              <dd
                className={cn("mt-0.5 text-xs text-muted-foreground", large && "text-base")}
                data-testid={`stat-${label.toLowerCase().replace(/ /g, "-")}-basis`}
              >
                {basis}
              </dd>
            )}
          </div>
        ))}
      </dl>
      <EntryLine state={state} large={large} />
    </div>
  );
}

/** Rebuys and add-ons recorded, and the bounty each entry puts on a head: only for events that have them. */
function EntryLine({ state, large }: { state: LiveState; large: boolean }) {
  const { rebuys, addOns } = entryCounts(state);
  const parts: Array<[string, string]> = [];
  if (state.rebuys) parts.push([state.rebuys.kind === "reentry" ? "Re-entries" : "Rebuys", formatChips(rebuys)]);
  if (state.addOn) parts.push(["Add-ons", formatChips(addOns)]);
  if (isBountyEvent(state)) parts.push(["Bounty", formatMoney(centsToDecimal(state.bountyCents ?? 0))]);
  if (parts.length === 0) return null;
  return (
    <p className={cn("rounded-lg border bg-card px-3 py-2 text-muted-foreground", large ? "text-xl" : "text-sm")} data-testid="stat-entries">
      {parts.map(([label, value], i) => (
        <span key={label}>
          {i > 0 && " · "}
          {label} <span className="font-semibold tabular-nums text-foreground">{value}</span>
        </span>
      ))}
    </p>
  );
}
