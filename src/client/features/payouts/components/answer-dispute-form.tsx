import { answerDisputeInput } from "@core/contracts/payout-confirmation";
import { DISPUTE_ANSWER_MAX } from "@core/payout-confirmation";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { fieldAria, FormField } from "@client/components/ui/form-field";
import { Textarea } from "@client/components/ui/textarea";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { fieldErrors } from "@client/lib/field-errors";
import { useAnswerDispute } from "../api/answer-dispute";

/** The player's one answer to a backer's dispute, shown to the backer and the operator (decision 200). */
export function AnswerDisputeForm({ payoutId }: { payoutId: number }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerDispute({
    onSuccess: () => toast({ title: "Answer sent", description: "The backer and the operator can read it." }),
    onError: (err) => setError(errorMessage(err)),
  });
  const id = `dispute-answer-${payoutId}`;
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const errors = fieldErrors(answerDisputeInput, { text });
        setError(errors.text);
        if (!errors.text) answer.mutate({ payoutId, text });
      }}
    >
      <FormField id={id} label="Your answer (once)" error={error} counter={{ value: text, max: DISPUTE_ANSWER_MAX }}>
        <Textarea
          {...fieldAria(id, error)}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="When and how you paid, with the transfer's reference."
        />
      </FormField>
      <Button type="submit" size="sm" disabled={answer.isPending}>
        {answer.isPending ? "Sending…" : "Send answer"}
      </Button>
    </form>
  );
}
