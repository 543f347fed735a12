import { X } from "lucide-react";
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
        <div className="space-y-1.5">
          <Label htmlFor="filter-min-buyin">Min Buy-in ($)</Label>
          <Input
            id="filter-min-buyin"
            inputMode="decimal"
            placeholder="Any"
            className={INVALID}
            value={filters.minBuyIn}
            aria-invalid={minInvalid || undefined}
            aria-describedby={describedBy(errors.minBuyIn && "filter-min-buyin-error", errors.buyInRange && "filter-buyin-range-error")}
            onChange={(e) => onChange({ minBuyIn: e.target.value })}
          />
          <FieldMessage id="filter-min-buyin-error" message={errors.minBuyIn} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-max-buyin">Max Buy-in ($)</Label>
          <Input
            id="filter-max-buyin"
            inputMode="decimal"
            placeholder="Any"
            className={INVALID}
            value={filters.maxBuyIn}
            aria-invalid={maxInvalid || undefined}
            aria-describedby={describedBy(errors.maxBuyIn && "filter-max-buyin-error", errors.buyInRange && "filter-buyin-range-error")}
            onChange={(e) => onChange({ maxBuyIn: e.target.value })}
          />
          <FieldMessage id="filter-max-buyin-error" message={errors.maxBuyIn} />
          <FieldMessage id="filter-buyin-range-error" message={errors.buyInRange} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-date-from">Tournament From</Label>
          <Input
            id="filter-date-from"
            type="date"
            className={INVALID}
            value={filters.dateFrom}
            aria-invalid={datesInvalid || undefined}
            aria-describedby={describedBy(datesInvalid && "filter-date-range-error")}
            onChange={(e) => onChange({ dateFrom: e.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="filter-date-to">Tournament To</Label>
          <Input
            id="filter-date-to"
            type="date"
            className={INVALID}
            value={filters.dateTo}
            aria-invalid={datesInvalid || undefined}
            aria-describedby={describedBy(datesInvalid && "filter-date-range-error")}
            onChange={(e) => onChange({ dateTo: e.target.value })}
          />
          <FieldMessage id="filter-date-range-error" message={errors.dateRange} />
        </div>
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
