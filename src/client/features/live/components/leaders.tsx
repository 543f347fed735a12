import type { LivePlayer } from "@core/live/contracts";
import { cn } from "@client/lib/utils";
import { bigBlinds, formatChips } from "./format";

/** The top `count` players still in, by position, with their stacks in big blinds. */
export function Leaders({ players, count, bigBlind, large = false }: { players: LivePlayer[]; count: number; bigBlind: number; large?: boolean }) {
  const top = players.filter((p) => !p.isEliminated).slice(0, count);
  if (top.length === 0) return <p className="text-sm text-muted-foreground">No players remain.</p>;
  return (
    <ol className={cn("divide-y", large && "text-xl")}>
      {top.map((p) => (
        <li key={p.id} className="flex items-center gap-3 py-2">
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-secondary text-xs font-bold">{p.position}</span>
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
