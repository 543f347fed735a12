import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Checkbox } from "@client/components/ui/checkbox";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import type { FilterErrors, Filters } from "./browse-filter-rules";

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

// a refused field is marked, not only described (the shared Input has no invalid style of its own)
const INVALID = "aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive";

/** The ids describing a field: its own message and the range's (the range message sits under the second field). */
const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

/** One labelled filter input: an amount (typed as text, checked by the rules) or a date, and its messages below. */
function FilterField(props: {
  id: string;
  label: string;
  type?: "date";
  value: string;
  invalid: boolean;
  describedBy: Array<string | false | undefined>;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        {...(props.type ? { type: props.type } : { inputMode: "decimal" as const, placeholder: "Any" })}
        className={INVALID}
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={describedBy(...props.describedBy)}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.children}
    </div>
  );
}

function FilterChecks({ filters, onChange }: { filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  return (
    <div className="flex flex-col gap-3 lg:gap-1">
      <label className="flex h-10 cursor-pointer items-center gap-2 text-sm lg:h-8">
        <Checkbox checked={filters.openOnly} onCheckedChange={(v) => onChange({ openOnly: v === true })} />
        Only campaigns still open
      </label>
      <label className="flex h-10 cursor-pointer items-center gap-2 text-sm lg:h-8">
        <Checkbox checked={filters.verifiedOnly} onCheckedChange={(v) => onChange({ verifiedOnly: v === true })} />
        Verified events only
      </label>
    </div>
  );
}

/** Browse's Advanced Filters panel. Refused values are explained next to their fields (browse-filter-rules.ts). */
export function BrowseFilters({
  filters,
  errors,
  activeCount,
  onChange,
  onClear,
}: {
  filters: Filters;
  errors: FilterErrors;
  activeCount: number;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}) {
  const minInvalid = !!(errors.minBuyIn || errors.buyInRange);
  const maxInvalid = !!(errors.maxBuyIn || errors.buyInRange);
  const datesInvalid = !!errors.dateRange;
  return (
    <Card id="advanced-filters" className="mb-6">
      <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:grid-cols-2 lg:grid-cols-5 lg:items-start">
        <FilterField
          id="filter-min-buyin"
          label="Min Buy-in ($)"
          value={filters.minBuyIn}
          invalid={minInvalid}
          describedBy={[errors.minBuyIn && "filter-min-buyin-error", errors.buyInRange && "filter-buyin-range-error"]}
          onChange={(minBuyIn) => onChange({ minBuyIn })}
        >
          <FieldMessage id="filter-min-buyin-error" message={errors.minBuyIn} />
        </FilterField>
        <FilterField
          id="filter-max-buyin"
          label="Max Buy-in ($)"
          value={filters.maxBuyIn}
          invalid={maxInvalid}
          describedBy={[errors.maxBuyIn && "filter-max-buyin-error", errors.buyInRange && "filter-buyin-range-error"]}
          onChange={(maxBuyIn) => onChange({ maxBuyIn })}
        >
          <FieldMessage id="filter-max-buyin-error" message={errors.maxBuyIn} />
          <FieldMessage id="filter-buyin-range-error" message={errors.buyInRange} />
        </FilterField>
        <FilterField
          id="filter-date-from"
          label="Tournament From"
          type="date"
          value={filters.dateFrom}
          invalid={datesInvalid}
          describedBy={[datesInvalid && "filter-date-range-error"]}
          onChange={(dateFrom) => onChange({ dateFrom })}
        />
        <FilterField
          id="filter-date-to"
          label="Tournament To"
          type="date"
          value={filters.dateTo}
          invalid={datesInvalid}
          describedBy={[datesInvalid && "filter-date-range-error"]}
          onChange={(dateTo) => onChange({ dateTo })}
        >
          <FieldMessage id="filter-date-range-error" message={errors.dateRange} />
        </FilterField>
        <FilterChecks filters={filters} onChange={onChange} />
        {activeCount > 0 && (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button variant="ghost" size="sm" onClick={onClear}>
              <X /> Clear filters
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
