import type { LivePlayer } from "@core/live/schema/contracts";
import { formatChipInput } from "@core/live/field/players";
import { useState } from "react";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { seatText } from "./player-choice";

type Counted = Pick<LivePlayer, "id" | "name" | "tableNumber" | "seatNumber">;

/**
 * A form of one count per player (stacks, bags): no field shows its refusal until the form is first submitted;
 * `check` then says whether every count is right, and if not puts the focus on the first one that is not.
 */
export function useCheckedCounts(players: Counted[], counts: Record<string, string>, refusal: (raw: string, name: string) => string | null, idPrefix: string) {
  const [checked, setChecked] = useState(false);
  const error = (p: Counted) => (checked ? refusal(counts[p.id] ?? "", p.name) : null);
  const check = () => {
    setChecked(true);
    const wrong = players.find((p) => refusal(counts[p.id] ?? "", p.name) !== null);
    if (wrong) document.getElementById(`${idPrefix}-${wrong.id}`)?.focus();
    return wrong === undefined;
  };
  return { error, check };
}

/** The fields of such a form: the player, where they sit, their count (typed digits grouped as chips), its refusal. */
export function PlayerCountFields({
  players,
  idPrefix,
  counts,
  setCounts,
  error,
  placeholder,
}: {
  players: Counted[];
  idPrefix: string;
  counts: Record<string, string>;
  setCounts: (update: (counts: Record<string, string>) => Record<string, string>) => void;
  error: (p: Counted) => string | null;
  placeholder?: string;
}) {
  return (
    <div className="max-h-[55vh] space-y-3 overflow-y-auto pr-1">
      {players.map((p) => {
        const message = error(p);
        const fieldId = `${idPrefix}-${p.id}`;
        return (
          <div key={p.id} className="grid grid-cols-[1fr_9rem] items-center gap-x-3 gap-y-1">
            <Label htmlFor={fieldId} className="min-w-0 truncate" title={p.name}>
              {p.name}
              <span className="block text-xs font-normal text-muted-foreground">{seatText(p)}</span>
            </Label>
            <Input
              id={fieldId}
              inputMode="numeric"
              autoComplete="off"
              placeholder={placeholder}
              className="text-right tabular-nums"
              value={counts[p.id] ?? ""}
              onChange={(e) => setCounts((c) => ({ ...c, [p.id]: formatChipInput(e.target.value) }))}
              aria-invalid={message !== null || undefined}
              aria-describedby={message !== null ? `${fieldId}-error` : undefined}
            />
            {message !== null && (
              <p id={`${fieldId}-error`} className="col-span-2 text-right text-sm text-destructive" role="alert">
                {message}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
