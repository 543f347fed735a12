import { sentenceStart } from "@core/sentence";
import type { ReactNode } from "react";
import { Label } from "@client/components/ui/label";
import { counterText, isOverLimit } from "@client/lib/field-errors";
import { cn } from "@client/lib/utils";

/**
 * A label, its control, an optional hint and the field's validation message, wired for screen readers. With
 * `counter` the field shows how much of the server's limit is used; the control has no maxLength, so a longer
 * value is refused with the message instead of being cut off while typing.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  counter,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  counter?: { value: string | undefined; max: number };
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {counter && (
          <span
            data-testid={`${id}-counter`}
            className={cn("text-xs tabular-nums", isOverLimit(counter.value, counter.max) ? "font-medium text-destructive" : "text-muted-foreground")}
          >
            {counterText(counter.value, counter.max)}
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {sentenceStart(error)}
        </p>
      )}
    </div>
  );
}

/** aria props for a control inside FormField. */
export function fieldAria(id: string, error?: string, hasHint = false) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  };
}
