import { colourUpAt } from "@core/live/clock/chip-set";
import { isBreakRow } from "@core/live/schema/structure-row";
import type { StructureLevel, StructureRow } from "@core/live/schema/contracts";
import { Trash2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/utils";

/** Digits only, as chips and minutes are whole numbers; an empty field is NaN, which the rules name by its row. */
const wholeOf = (text: string) => {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? Number.NaN : Number(digits);
};
const shown = (n: number) => (Number.isFinite(n) ? String(n) : "");

const LEVEL_FIELDS = [
  ["smallBlind", "small blind"],
  ["bigBlind", "big blind"],
  ["ante", "ante"],
  ["minutes", "minutes"],
] as const;

function Cell({ label, value, invalid, onChange }: { label: string; value: number; invalid: boolean; onChange: (n: number) => void }) {
  return (
    <Input
      aria-label={label}
      inputMode="numeric"
      className="h-8 w-24 px-2 text-right tabular-nums"
      value={shown(value)}
      aria-invalid={invalid}
      onChange={(e) => onChange(wholeOf(e.target.value))}
    />
  );
}

const HEADINGS = ["Level", "Small blind", "Big blind", "Ante", "Minutes"];

/** A row's buttons: a break after it (a level only) and remove (not the last row left). */
function RowActions({
  n,
  level,
  onlyRow,
  onBreakAfter,
  onRemove,
}: {
  n: number;
  level: boolean;
  onlyRow: boolean;
  onBreakAfter: () => void;
  onRemove: () => void;
}) {
  return (
    <td className="whitespace-nowrap px-2 py-1 text-right">
      {level && (
        <Button type="button" variant="ghost" size="sm" aria-label={`Break after row ${n}`} onClick={onBreakAfter}>
          + Break
        </Button>
      )}
      <Button type="button" variant="ghost" size="sm" aria-label={`Remove row ${n}`} disabled={onlyRow} onClick={onRemove}>
        <Trash2 className="h-4 w-4" />
      </Button>
    </td>
  );
}

/** The structure's rows, each editable: a level's blinds, ante and minutes, a break's minutes; a break after any row; remove. */
export function StructureRows({
  rows,
  flagged,
  chipSet,
  onChange,
}: {
  rows: StructureRow[];
  flagged: Set<number>;
  chipSet: number[] | null;
  onChange: (rows: StructureRow[]) => void;
}) {
  const replace = (i: number, row: StructureRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  const insertBreakAfter = (i: number) => onChange([...rows.slice(0, i + 1), { break: true, minutes: 15 }, ...rows.slice(i + 1)]);
  const remove = (i: number) => onChange(rows.filter((_, j) => j !== i));
  let level = 0;

  return (
    <div className="max-h-[28rem] overflow-x-auto overflow-y-auto rounded-md border">
      <table className="w-full text-sm" aria-label="Structure rows">
        <thead className="sticky top-0 bg-background">
          <tr className="border-b text-left text-muted-foreground">
            {HEADINGS.map((h) => (
              <th key={h} className="px-2 py-2 font-medium">
                {h}
              </th>
            ))}
            <th className="px-2 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const n = i + 1;
            const invalid = flagged.has(n);
            const actions = (
              <RowActions n={n} level={!isBreakRow(row)} onlyRow={rows.length === 1} onBreakAfter={() => insertBreakAfter(i)} onRemove={() => remove(i)} />
            );
            if (isBreakRow(row)) {
              const colourUp = chipSet ? colourUpAt(rows, chipSet, i) : [];
              return (
                <tr key={i} className={cn("border-b bg-amber-500/10", invalid && "bg-red-500/10")}>
                  <td className="px-2 py-1 font-semibold text-amber-200" title={`Row ${n}`} data-testid="structure-row-label">
                    Break
                  </td>
                  <td className="px-2 py-1 text-amber-200" colSpan={3}>
                    {colourUp.length > 0 && (
                      <span className="ml-2 text-xs text-muted-foreground">
                        colour up the {colourUp.map((c) => c.toLocaleString("en-US")).join(", ")} chips
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-1">
                    <Cell label={`Row ${n} break minutes`} value={row.minutes} invalid={invalid} onChange={(minutes) => replace(i, { break: true, minutes })} />
                  </td>
                  {actions}
                </tr>
              );
            }
            level += 1;
            return (
              <tr key={i} className={cn("border-b", invalid && "bg-red-500/10")}>
                {/* levels by their level number as the clock calls them: a break before does not shift them */}
                <td className="px-2 py-1 tabular-nums text-muted-foreground" title={`Row ${n}`} data-testid="structure-row-label">
                  {level}
                </td>
                {LEVEL_FIELDS.map(([key, name]) => (
                  <td key={key} className="px-2 py-1">
                    <Cell label={`Row ${n} ${name}`} value={row[key]} invalid={invalid} onChange={(v) => replace(i, { ...row, [key]: v } as StructureLevel)} />
                  </td>
                ))}
                {actions}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
