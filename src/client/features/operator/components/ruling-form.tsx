import { ruleDisputeInput, type RulingOutcome } from "@core/contracts/operator";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useRuleDispute } from "../api/rule-dispute";
import { DecisionNote, DecisionProblem } from "./decision-fields";

const OUTCOMES: Array<{ value: RulingOutcome; label: string; hint: string }> = [
  { value: "paid", label: "Paid", hint: "It counts as paid on the day the player marked it." },
  { value: "unpaid", label: "Not paid", hint: "It is owed again, overdue from its due date; the player is asked to pay." },
];

/** The ruling on one dispute: an outcome and a note both parties read. Once made it stands (the server answers 409). */
export function RulingForm({ disputeId }: { disputeId: number }) {
  const id = useId();
  const [outcome, setOutcome] = useState<RulingOutcome | null>(null);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const rule = useRuleDispute({
    onSuccess: (d) => toast({ title: d.outcome === "paid" ? "Ruled paid" : "Ruled not paid", description: "Both parties have been told." }),
    onError: (e) => setProblem(errorMessage(e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ruleDisputeInput.safeParse({ outcome, note });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the ruling");
    setProblem(null);
    rule.mutate({ disputeId, ...parsed.data });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Ruling">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Outcome</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {OUTCOMES.map((o) => (
            <label key={o.value} className="flex cursor-pointer items-start gap-2 rounded-md border border-border/60 p-3 text-sm has-[:checked]:border-primary">
              <input type="radio" name={`${id}-outcome`} value={o.value} checked={outcome === o.value} onChange={() => setOutcome(o.value)} className="mt-1" />
              <span>
                <span className="font-medium">{o.label}</span>
                <span className="block text-xs text-muted-foreground">{o.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <DecisionNote id={`${id}-note`} label="Note to both parties" rows={3} value={note} onChange={setNote} />
      <DecisionProblem problem={problem} />
      <Button type="submit" disabled={rule.isPending}>
        Rule
      </Button>
    </form>
  );
}
