import { chipSetField } from "@core/contracts/tournament-format";
import { breaksText, levelsText, rowMessageByLabel } from "@core/contracts/tournament-texts";
import type { CreateTournamentData } from "@core/contracts/tournaments";
import { chipSetProblems } from "@core/live/clock/chip-set";
import { isBreakRow } from "@core/live/schema/structure-row";
import type { StructureRow } from "@core/live/schema/contracts";
import {
  DEFAULT_TEMPLATE,
  formatDuration,
  MAX_STRUCTURE_ROWS,
  readStructureRows,
  STRUCTURE_TEMPLATES,
  structureLevels,
  structureMinutes,
  structureProblems,
  structureSummary,
  structureTemplate,
  TEMPLATE_LABELS,
  type StructureTemplate,
} from "@core/live/clock/structure";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { StructureGenerator } from "./structure-generator";
import { StructureRows } from "./structure-rows";
import type { TournamentFormValues } from "./tournament-form-values";

type Form = UseFormReturn<TournamentFormValues, unknown, CreateTournamentData>;

const TEMPLATE_HINTS: Record<StructureTemplate, string> = {
  regular: "20-minute levels",
  turbo: "10-minute levels",
  deep: "30-minute levels",
};

const same = (a: readonly StructureRow[], b: readonly StructureRow[]) => JSON.stringify(a) === JSON.stringify(b);

/** Which template the rows are, untouched; null once edited. */
function templateOf(rows: readonly StructureRow[]): StructureTemplate | null {
  return STRUCTURE_TEMPLATES.find((t) => same(rows, structureTemplate(t))) ?? null;
}

/** The 1-based rows a message list names ("Row 3: ..."), so the builder marks them. */
function rowsNamed(messages: readonly string[]): Set<number> {
  return new Set(
    messages
      .map((m) => /^Row (\d+):/.exec(m)?.[1])
      .filter((n): n is string => !!n)
      .map(Number),
  );
}

/** The rows as the rules read them, what is wrong with them and with the chip set, and which rows to mark. */
function checkStructure(rows: readonly StructureRow[], chipSetText: string | undefined) {
  const read = readStructureRows(rows);
  const problems = read.problems.length > 0 ? read.problems : structureProblems(read.rows);
  const chips = chipSetField.safeParse(chipSetText ?? "");
  const chipSet = chips.success ? chips.data : null;
  const chipProblems = chipSet && problems.length === 0 ? chipSetProblems(read.rows, chipSet).map((p) => p.message) : [];
  return { read, problems, chipSet, chipProblems, flagged: rowsNamed([...problems, ...chipProblems]) };
}

function TemplatePicker({ template, onPick }: { template: StructureTemplate | null; onPick: (t: StructureTemplate) => void }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor="t-template">Template</Label>
      <NativeSelect id="t-template" value={template ?? "custom"} onChange={(e) => onPick(e.target.value as StructureTemplate)}>
        {STRUCTURE_TEMPLATES.map((t) => (
          <option key={t} value={t}>
            {TEMPLATE_LABELS[t]}: {TEMPLATE_HINTS[t]}
          </option>
        ))}
        {template === null && (
          <option value="custom" disabled>
            Your own (edited below)
          </option>
        )}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">
        Regular is the standard schedule; Turbo breaks for 10 minutes every hour, Deep for 15 every two hours. Pick one or generate one, then edit any row.
      </p>
    </div>
  );
}

/** The chip set as typed, with its error, else the first level it cannot make, else what it is for. */
function ChipSetField({ value, error, problem, onChange }: { value: string; error?: string; problem?: string; onChange: (text: string) => void }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="t-chipSet">Chip set (optional)</Label>
      <Input
        id="t-chipSet"
        inputMode="numeric"
        placeholder="25, 100, 500, 1000, 5000"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? "t-chipSet-error" : "t-chipSet-hint"}
      />
      {error ? (
        <p id="t-chipSet-error" role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : (
        <p id="t-chipSet-hint" className="text-xs text-muted-foreground">
          {problem ??
            "The denominations in play, separated by commas. Every blind and ante must be made from them; the smallest chips colour up at the break after which no level needs them."}
        </p>
      )}
    </div>
  );
}

/**
 * The event's levels and breaks (decision 160): a template (Regular by default, which is also what an event without a
 * structure of its own runs) or one generated from the starting chips and a length, then edited row by row; and
 * the chip set the levels must be made from. The rules are the server's own (structure.ts, chip-set.ts).
 */
export function StructureBuilder({ form }: { form: Form }) {
  const { watch, setValue, getValues, formState } = form;
  const [value, chipSetText] = watch(["structure", "chipSet"]);
  const rows = value?.levels ?? structureTemplate(DEFAULT_TEMPLATE);
  const template = value ? templateOf(rows) : DEFAULT_TEMPLATE;

  const validate = () => formState.isSubmitted || !!formState.errors.structure || !!formState.errors.chipSet;

  // the spec's blind structure text is the levels' summary (decision 220): it follows every edit of the rows
  const setRows = (next: StructureRow[] | null) => {
    setValue("blindStructure", structureSummary(next ?? structureTemplate(DEFAULT_TEMPLATE)));
    setValue("structure", next === null ? null : { levels: next }, { shouldValidate: validate(), shouldDirty: true });
  };

  useEffect(() => {
    if (getValues("blindStructure").trim() === "")
      setValue("blindStructure", structureSummary(getValues("structure")?.levels ?? structureTemplate(DEFAULT_TEMPLATE)));
  }, [getValues, setValue]);

  const { read, problems, chipSet, chipProblems, flagged } = checkStructure(rows, chipSetText);

  const structureError = formState.errors.structure?.message;
  const chipSetError = formState.errors.chipSet?.message;
  const levels = structureLevels(read.rows);

  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border p-4" aria-describedby={structureError ? "t-structure-error" : undefined}>
      <legend className="px-1 text-sm font-semibold">Levels and Breaks</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TemplatePicker template={template} onPick={(t) => setRows(t === DEFAULT_TEMPLATE ? null : structureTemplate(t))} />
        <StructureGenerator startingChips={watch("startingChips")} onGenerated={(levels) => setRows(levels)} />
      </div>

      <StructureRows rows={rows} flagged={flagged} chipSet={chipSet && chipProblems.length === 0 ? chipSet : null} onChange={(next) => setRows(next)} />

      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" size="sm" disabled={rows.length >= MAX_STRUCTURE_ROWS} onClick={() => setRows([...rows, nextLevel(rows)])}>
          Add level
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={rows.length >= MAX_STRUCTURE_ROWS}
          onClick={() => setRows([...rows, { break: true, minutes: 15 }])}
        >
          Add break
        </Button>
        <p className="text-sm text-muted-foreground" data-testid="structure-length">
          {levelsText(levels.length)}, {breaksText(read.rows.filter(isBreakRow).length)}, total length {formatDuration(structureMinutes(read.rows))}
        </p>
      </div>
      {problems.length === 0 && (
        <p className="text-xs text-muted-foreground">
          Players see it as: <span data-testid="blind-structure-summary">{structureSummary(read.rows)}</span>
        </p>
      )}
      {structureError ? (
        <p id="t-structure-error" role="alert" className="text-sm text-red-400">
          {rowMessageByLabel(structureError, rows)}
        </p>
      ) : (
        problems.length > 0 && <p className="text-sm text-amber-300">{rowMessageByLabel(problems[0], rows)}</p>
      )}

      <ChipSetField
        value={chipSetText ?? ""}
        error={chipSetError && rowMessageByLabel(chipSetError, rows)}
        problem={chipProblems[0] && rowMessageByLabel(chipProblems[0], rows)}
        onChange={(text) => setValue("chipSet", text, { shouldValidate: validate(), shouldDirty: true })}
      />
    </fieldset>
  );
}

/** A level after the last: blinds doubled from it, the same ante and minutes (a starting point to edit). */
function nextLevel(rows: readonly StructureRow[]): StructureRow {
  const last = structureLevels(rows).at(-1);
  if (!last) return { smallBlind: 25, bigBlind: 50, ante: 0, minutes: 20 };
  const bigBlind = Number.isSafeInteger(last.bigBlind) ? last.bigBlind : 50;
  return {
    smallBlind: bigBlind,
    bigBlind: bigBlind * 2,
    ante: Number.isSafeInteger(last.ante) ? last.ante : 0,
    minutes: Number.isSafeInteger(last.minutes) ? last.minutes : 20,
  };
}
