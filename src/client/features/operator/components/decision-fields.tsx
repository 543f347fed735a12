import { RULING_NOTE_MAX } from "@core/contracts/operator";
import { Label } from "@client/components/ui/label";
import { Textarea } from "@client/components/ui/textarea";

/** The note an operator's decision carries (both parties, or the investor, read it). */
export function DecisionNote({
  id,
  label,
  rows,
  value,
  onChange,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} rows={rows} value={value} maxLength={RULING_NOTE_MAX} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Why a decision was not sent: the first rule its fields break, or the server's refusal. */
export function DecisionProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {problem}
    </p>
  );
}
