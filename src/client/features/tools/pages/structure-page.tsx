import { structureToolInput, type StructureToolInput } from "@core/contracts/structure-tool";
import { isBreakRow } from "@core/live/schema/structure-row";
import type { StructureRow } from "@core/live/schema/contracts";
import { formatDuration, structureLevels, structureMinutes, structureSummary } from "@core/live/clock/structure";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { preloadAppLayout } from "@client/components/layout/preload-app-layout";
import { SiteFrame } from "@client/components/layout/site-frame";
import { PageHeader } from "@client/components/page-header";
import { Card, CardContent } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { RequestError } from "@client/components/request-error";
import { SubmitButton } from "@client/components/submit-button";
import { paths } from "@client/lib/routes";
import { requestStructure } from "@client/lib/structure-tool";

const FIELDS = [
  { key: "startingStack", label: "Starting stack", hint: "Chips each player starts with (100 to 10,000,000)" },
  { key: "hours", label: "Length in hours", hint: "How long the event should run (1 to 24)" },
  { key: "levelMinutes", label: "Minutes per level", hint: "1 to 120" },
] as const;

type Field = (typeof FIELDS)[number]["key"];

const chips = (n: number) => n.toLocaleString("en-US");

/** The generated levels, with breaks, when each starts and the total length. */
function LevelsTable({ rows }: { rows: StructureRow[] }) {
  let elapsed = 0;
  let level = 0;
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground" data-testid="structure-total">
        {structureLevels(rows).length} levels, {rows.filter(isBreakRow).length} breaks, total length {formatDuration(structureMinutes(rows))}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Generated structure">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th className="py-2 pr-3 font-medium">Level</th>
              <th className="py-2 pr-3 text-right font-medium">Small blind</th>
              <th className="py-2 pr-3 text-right font-medium">Big blind</th>
              <th className="py-2 pr-3 text-right font-medium">Ante</th>
              <th className="py-2 pr-3 text-right font-medium">Minutes</th>
              <th className="py-2 text-right font-medium">Starts at</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const startsAt = formatDuration(elapsed);
              elapsed += row.minutes;
              if (isBreakRow(row)) {
                return (
                  <tr key={i} className="border-b bg-amber-500/10 text-amber-200">
                    <td className="py-1.5 pr-3 font-semibold" colSpan={4}>
                      Break
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{row.minutes}</td>
                    <td className="py-1.5 text-right tabular-nums">{startsAt}</td>
                  </tr>
                );
              }
              level += 1;
              return (
                <tr key={i} className="border-b">
                  <td className="py-1.5 pr-3">{level}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{chips(row.smallBlind)}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{chips(row.bigBlind)}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{row.ante > 0 ? chips(row.ante) : "–"}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{row.minutes}</td>
                  <td className="py-1.5 text-right tabular-nums">{startsAt}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The three settings, each with its hint or, after a check, its error. */
function StructureFields({
  values,
  errors,
  onChange,
}: {
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  onChange: (values: Record<Field, string>) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {FIELDS.map((f) => (
        <div key={f.key} className="space-y-1.5">
          <Label htmlFor={`tool-${f.key}`}>{f.label}</Label>
          <Input
            id={`tool-${f.key}`}
            inputMode="decimal"
            value={values[f.key]}
            onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
            aria-invalid={!!errors[f.key]}
            aria-describedby={`tool-${f.key}-note`}
          />
          <p
            id={`tool-${f.key}-note`}
            role={errors[f.key] ? "alert" : undefined}
            className={errors[f.key] ? "text-sm text-red-400" : "text-xs text-muted-foreground"}
          >
            {errors[f.key] ?? f.hint}
          </p>
        </div>
      ))}
    </div>
  );
}

// a signed-in browser shows this page inside the signed-in layout: fetch it with the page, not after it
void preloadAppLayout();

/** /tools/structure (decision 160): a structure from a starting stack and a length, on the call the structure builder uses. */
export default function StructureToolPage() {
  const [values, setValues] = useState<Record<Field, string>>({ startingStack: "20000", hours: "6", levelMinutes: "20" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const generate = useMutation({ mutationFn: (input: StructureToolInput) => requestStructure(input) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = structureToolInput.safeParse({
      startingStack: Number(values.startingStack.replace(/[,\s]/g, "")),
      hours: Number(values.hours),
      levelMinutes: Number(values.levelMinutes),
    });
    if (!parsed.success) {
      // the API's messages name its fields; the page says them in its labels' words
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), i.message.replace(String(i.path[0]), FIELDS.find((f) => f.key === i.path[0])?.label ?? "")]),
        ),
      );
      return;
    }
    setErrors({});
    generate.mutate(parsed.data);
  };

  return (
    <SiteFrame>
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeader title="Structure Calculator" subtitle="Blind levels and breaks for a tournament, from the starting stack and how long it should run." />
        <Card>
          <CardContent className="pt-5">
            <form onSubmit={submit} noValidate className="space-y-4">
              <StructureFields values={values} errors={errors} onChange={setValues} />
              <SubmitButton pending={generate.isPending} label="Generate Structure" pendingLabel="Generating..." />
              <RequestError error={generate.error} className="text-sm text-red-400" />
            </form>
          </CardContent>
        </Card>
        {generate.data && (
          <Card>
            <CardContent className="space-y-3 pt-5">
              <h2 className="text-lg font-semibold">{structureSummary(generate.data.levels)}</h2>
              <LevelsTable rows={generate.data.levels} />
            </CardContent>
          </Card>
        )}
        <p className="text-sm text-muted-foreground">
          Hosting an event? The structure builder on{" "}
          <Link href={paths.createTournament} className="text-amber-400 underline-offset-2 hover:underline">
            Create Tournament
          </Link>{" "}
          generates the same structure, then lets you edit it level by level.
        </p>
      </div>
    </SiteFrame>
  );
}
