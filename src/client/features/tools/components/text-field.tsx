import type { InputHTMLAttributes } from "react";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";

/** One labelled text field of a festival calculator (decision 232); numbers are sent as typed, so a 400 names the field. */
export function TextField({
  id,
  label,
  value,
  onChange,
  ...rest
}: { id: string; label: string; value: string; onChange: (v: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "inputMode" | "placeholder" | "aria-label"
>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...rest} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A whole number typed as text ("1,000" too); NaN when it is not one, which the server refuses by name. */
export const asWhole = (text: string): number => (text.trim() === "" ? NaN : Number(text.replace(/[,\s]/g, "")));

/** One figure of a result: its name above, the amount below. */
export function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md border border-border/60 p-3">
      <div className="text-sm text-muted-foreground">{label}</div>
      <div className="mt-1 text-xl font-semibold tabular-nums text-primary" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}
