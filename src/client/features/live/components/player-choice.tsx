import type { LivePlayer } from "@core/live/schema/contracts";
import type { ReactNode } from "react";
import { cn } from "@client/lib/utils";

/** A dialog's list of players to pick one from (a radio group that scrolls on a phone), or several (`multiple`). */
export function PlayerChoices({ children, multiple = false }: { children: ReactNode; multiple?: boolean }) {
  return (
    <div role={multiple ? "group" : "radiogroup"} aria-label="Players" className="max-h-[50vh] space-y-2 overflow-y-auto pr-1">
      {children}
    </div>
  );
}

/** One player in PlayerChoices: the name and `where` on the left, `children` (chips, what they used) on the right. */
export function PlayerChoice({
  player,
  selected,
  onSelect,
  where,
  children,
  multiple = false,
}: {
  player: Pick<LivePlayer, "id" | "name">;
  selected: boolean;
  onSelect: () => void;
  where: string;
  children: ReactNode;
  /** one of several that can be picked together: a checkbox, not a radio */
  multiple?: boolean;
}) {
  return (
    <button
      type="button"
      role={multiple ? "checkbox" : "radio"}
      aria-checked={selected}
      onClick={onSelect}
      className={cn(
        "flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left transition-colors hover:bg-accent",
        selected && "border-primary bg-primary/10",
      )}
    >
      <span className="min-w-0">
        <span className="block truncate font-semibold" title={player.name}>
          {player.name}
        </span>
        <span className="block text-xs text-muted-foreground">{where}</span>
      </span>
      <span className="shrink-0 text-right text-sm">{children}</span>
    </button>
  );
}

/** Where a player sits, as the dialogs name it. */
export const seatText = (p: Pick<LivePlayer, "tableNumber" | "seatNumber">) => `Table ${p.tableNumber}, Seat ${p.seatNumber}`;
