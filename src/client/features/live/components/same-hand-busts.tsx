import { chipCountRefusal, formatChipInput, hasChipDigits } from "@core/live/field/players";
import type { LivePlayer } from "@core/live/schema/contracts";
import { TextField } from "./text-field";

/**
 * The stacks of the players busted in the same hand (decision 234), as typed: each at the start of the hand, so the
 * clock ranks them (the bigger stack the better place; equal stacks share the places' prizes).
 */
export type SameHandStacks = Record<string, string>;

/** A picked player's field starts at their last chip count, when the console has one. */
export const startingStack = (p: Pick<LivePlayer, "chips">) => (p.chips > 0 ? formatChipInput(String(p.chips)) : "");

/** Why a typed stack is refused, or null: a whole number of chips above 0. */
export function stackError(raw: string, name: string): string | null {
  if (!hasChipDigits(raw)) return `Enter ${name}'s stack at the start of the hand.`;
  const refused = chipCountRefusal(raw, name);
  if (refused) return refused;
  return Number(raw.replace(/\D/g, "")) > 0 ? null : `${name} had chips at the start of the hand: enter more than 0.`;
}

/** What the dialog says the hand decides, before it is recorded. */
export function sameHandSummary(picked: number, finish: number): string {
  if (picked < 2) return "Select every player busted in the hand (at least two), then enter their stacks at its start.";
  return `They finish in positions ${finish - picked + 1} to ${finish}: the bigger stack at the start of the hand takes the better place; equal stacks tie and share the prizes of their places.`;
}

/** One field per picked player: their stack at the start of the hand. */
export function SameHandStackFields({
  players,
  stacks,
  onChange,
  showErrors,
}: {
  players: readonly Pick<LivePlayer, "id" | "name">[];
  stacks: SameHandStacks;
  onChange: (id: string, value: string) => void;
  showErrors: boolean;
}) {
  if (players.length === 0) return null;
  return (
    <fieldset className="space-y-3" data-testid="same-hand-stacks">
      <legend className="text-sm font-medium">Stacks at the start of the hand</legend>
      {players.map((p) => (
        <TextField
          key={p.id}
          id={`same-hand-stack-${p.id}`}
          label={`${p.name}'s stack`}
          inputMode="numeric"
          autoComplete="off"
          value={stacks[p.id] ?? ""}
          onChange={(e) => onChange(p.id, formatChipInput(e.target.value))}
          error={showErrors ? stackError(stacks[p.id] ?? "", p.name) : null}
        />
      ))}
    </fieldset>
  );
}
