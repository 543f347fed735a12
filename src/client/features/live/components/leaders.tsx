import type { LivePlayer } from "@core/live/schema/contracts";
import { chipLeaders } from "@core/live/views/leaders";
import { cn } from "@client/lib/utils";
import { bigBlinds, formatChips } from "./format";

/** The top `count` stacks still in, ranked by the chips held now (chipLeaders), each in big blinds too. */
export function Leaders({ players, count, bigBlind, large = false }: { players: LivePlayer[]; count: number; bigBlind: number; large?: boolean }) {
  const top = chipLeaders(players, count);
  if (top.length === 0) return <p className="text-sm text-muted-foreground">No players remain.</p>;
  return (
    <ol className={cn("divide-y", large && "text-xl")}>
      {top.map((p) => (
        <li key={p.id} className="flex items-center gap-3 py-2" data-testid="leader-row">
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-bold">{p.rank}</span>
          <span className="min-w-0 flex-1 truncate font-medium" title={p.name}>
            {p.name}
          </span>
          <span className="text-right tabular-nums">
            <span className="block font-semibold">{formatChips(p.chips)}</span>
            <span className="block text-xs text-muted-foreground">{bigBlinds(p.chips, bigBlind)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
