import type { TournamentAlternate } from "@core/contracts/tournaments";
import { formatDate } from "@core/format";
import { alternateLabel, ANONYMOUS_PLAYER } from "@core/tournament-rules";

/**
 * The alternate list (decision 236), lowest number first: who takes the next seat that comes free. Named as the
 * registrations are (the host sees the names they deal with; everyone else the public names).
 */
export function AlternateList({ alternates, label }: { alternates: readonly TournamentAlternate[]; label: string }) {
  return (
    <ul className="divide-y rounded-md border text-sm" aria-label={label}>
      {alternates.map((a) => (
        <li key={a.alternate} className="flex items-center justify-between gap-3 px-3 py-2">
          <span className="min-w-0 truncate">
            <span className="mr-2 font-semibold tabular-nums">{alternateLabel(a.alternate)}</span>
            <span title={a.playerName || ANONYMOUS_PLAYER}>{a.playerName || ANONYMOUS_PLAYER}</span>
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatDate(a.registeredAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** "1 alternate waiting", "3 alternates waiting". */
export const alternatesWaiting = (n: number) => `${n} ${n === 1 ? "alternate" : "alternates"} waiting`;
