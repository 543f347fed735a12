import type { PackageEventIssue } from "@core/contracts/packages";
import { MAX_PACKAGE_EVENTS, MIN_PACKAGE_EVENTS } from "@core/package-stakes";
import { packageSummaryText } from "@core/package-texts";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { emptyPackageEvent, packageTotals, type PackageEventRowValues } from "./package-event-values";

const FIELDS: Array<{ key: keyof PackageEventRowValues; label: string }> = [
  { key: "name", label: "Event name" },
  { key: "date", label: "Date" },
  { key: "buyIn", label: "Buy-in" },
];

/**
 * The package's events (decision 241): 2-30 rows of name, date and buy-in, with the package's buy-in (their sum) said
 * as it will show ("5 events, $5,000 in buy-ins"). Messages are the server's rule's (checkPackageEvents), per row.
 */
export function PackageEventsFields({
  idPrefix,
  rows,
  onChange,
  issues,
  minDate,
}: {
  idPrefix: string;
  rows: PackageEventRowValues[];
  onChange: (rows: PackageEventRowValues[]) => void;
  issues: PackageEventIssue[];
  minDate: string;
}) {
  const errorOf = (i: number, key: string) => issues.find((x) => x.path[1] === i && x.path[2] === key)?.message;
  const listError = issues.find((x) => x.path.length === 1)?.message;
  const { buyInCents } = packageTotals(rows);
  const set = (i: number, key: keyof PackageEventRowValues, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <fieldset className="space-y-3 rounded-md border p-3" aria-describedby={`${idPrefix}-events-summary`}>
      <legend className="px-1 text-sm font-medium">Package events</legend>
      <p id={`${idPrefix}-events-summary`} className="text-sm text-muted-foreground" data-testid="package-summary">
        {packageSummaryText(rows.length, buyInCents)}. Backers buy a share of your total winnings in all of them.
      </p>
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li key={i} className="grid grid-cols-1 gap-2 border-t pt-3 first:border-t-0 first:pt-0 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-start">
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
