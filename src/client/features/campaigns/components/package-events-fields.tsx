import type { PackageEventIssue } from "@core/contracts/packages";
import { MAX_PACKAGE_EVENTS, MIN_PACKAGE_EVENTS } from "@core/package-stakes";
import { packageSummaryText } from "@core/package-texts";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { emptyPackageEvent, packageTotals, rowFromSponsored, type PackageEventRowValues, type SponsoredEventChoice } from "./package-event-values";

const TYPED = "typed";

const FIELDS: Array<{ key: "name" | "date" | "buyIn"; label: string }> = [
  { key: "name", label: "Event name" },
  { key: "date", label: "Date" },
  { key: "buyIn", label: "Buy-in" },
];

/**
 * The package's events (decision 241): 2-30 rows of name, date and buy-in, with the package's buy-in (their sum) said
 * as it will show ("5 events, $5,000 in buy-ins"). Messages are the server's rule's (checkPackageEvents), per row.
 * A row may be one of the player's registered sponsored events: its name, date and buy-in are the event's (read-only)
 * and its result comes from the event's clock.
 */
export function PackageEventsFields({
  idPrefix,
  rows,
  onChange,
  issues,
  minDate,
  sponsored = [],
}: {
  idPrefix: string;
  rows: PackageEventRowValues[];
  onChange: (rows: PackageEventRowValues[]) => void;
  issues: PackageEventIssue[];
  minDate: string;
  /** the player's upcoming sponsored events a row may name */
  sponsored?: SponsoredEventChoice[];
}) {
  const errorOf = (i: number, key: string) => issues.find((x) => x.path[1] === i && x.path[2] === key)?.message;
  const listError = issues.find((x) => x.path.length === 1)?.message;
  const { buyInCents } = packageTotals(rows);
  const set = (i: number, key: "name" | "date" | "buyIn", value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const choose = (i: number, value: string) =>
    onChange(rows.map((r, j) => (j === i ? rowFromSponsored(r, sponsored.find((t) => String(t.id) === value) ?? null) : r)));
  return (
    <fieldset className="space-y-3 rounded-md border p-3" aria-describedby={`${idPrefix}-events-summary`}>
      <legend className="px-1 text-sm font-medium">Package events</legend>
      <p id={`${idPrefix}-events-summary`} className="text-sm text-muted-foreground" data-testid="package-summary">
        {packageSummaryText(rows.length, buyInCents)}. Backers buy a share of your total winnings in all of them.
      </p>
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li key={i} className="grid grid-cols-1 gap-2 border-t pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-start">
            {sponsored.length > 0 && (
              <div className="space-y-1 sm:col-span-4">
                <Label htmlFor={`${idPrefix}-event-${i}-source`} className="text-xs">
                  Source {i + 1}
                </Label>
                {/* the browser's own select: a short list, and no second copy of Radix Select's script in the lazy chunk */}
                <NativeSelect
                  id={`${idPrefix}-event-${i}-source`}
                  aria-invalid={!!errorOf(i, "specialTournamentId")}
                  value={row.specialTournamentId === undefined ? TYPED : String(row.specialTournamentId)}
                  onChange={(e) => choose(i, e.target.value)}
                >
                  <option value={TYPED}>Type the event</option>
                  {sponsored.map((t) => (
                    <option key={t.id} value={String(t.id)}>
                      {t.name} · {t.date} (result from the clock)
                    </option>
                  ))}
                </NativeSelect>
                {errorOf(i, "specialTournamentId") && <p className="text-xs text-destructive">{errorOf(i, "specialTournamentId")}</p>}
              </div>
            )}
            {FIELDS.map(({ key, label }) => {
              const id = `${idPrefix}-event-${i}-${key}`;
              const error = errorOf(i, key);
              return (
                <div key={key} className="space-y-1">
                  <Label htmlFor={id} className="text-xs">
                    {label} {i + 1}
                  </Label>
                  <Input
                    id={id}
                    type={key === "date" ? "date" : "text"}
                    inputMode={key === "buyIn" ? "decimal" : undefined}
                    min={key === "date" ? minDate : undefined}
                    placeholder={key === "name" ? "e.g. Event #1 NLH" : key === "buyIn" ? "$ 1,000" : undefined}
                    autoComplete="off"
                    value={row[key]}
                    readOnly={row.specialTournamentId !== undefined}
                    aria-invalid={!!error}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => set(i, key, e.target.value)}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-xs text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-5"
              aria-label={`Remove event ${i + 1}`}
              title={`Remove event ${i + 1}`}
              disabled={rows.length <= MIN_PACKAGE_EVENTS}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ol>
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <Button type="button" variant="outline" size="sm" disabled={rows.length >= MAX_PACKAGE_EVENTS} onClick={() => onChange([...rows, emptyPackageEvent()])}>
        <Plus /> Add Event
      </Button>
    </fieldset>
  );
}

export default PackageEventsFields;
