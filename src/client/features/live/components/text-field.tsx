import type { ComponentProps } from "react";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";

/**
 * A dialog form's text field: its label, the input, and under it the form's refusal (`${id}-error`, read out at
 * once) or else the hint (`${id}-hint`).
 */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error: string | null | undefined; hint?: string } & Omit<ComponentProps<typeof Input>, "id">) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} aria-invalid={error != null || undefined} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
