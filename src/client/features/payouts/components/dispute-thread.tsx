import type { PayoutDisputeView } from "@core/contracts/payout-confirmation";
import { formatDate } from "@core/format";

/** A payout's dispute as both parties see it: the backer's reason, the player's answer, and a ruling once made. */
export function DisputeThread({ dispute: d, viewer }: { dispute: PayoutDisputeView; viewer: "investor" | "player" }) {
  return (
    <div className="mt-2 space-y-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm" data-testid="dispute-thread">
      <div>
        <p className="text-xs font-medium text-muted-foreground">
          {viewer === "investor" ? "You said you were not paid" : "The backer says they were not paid"} · {formatDate(d.createdAt)}
        </p>
        <p className="whitespace-pre-wrap wrap-anywhere" data-testid="dispute-reason">
          {d.reason}
        </p>
      </div>
      {d.answer !== null ? (
        <div>
          <p className="text-xs font-medium text-muted-foreground">
            {viewer === "player" ? "Your answer" : "The player's answer"}
            {d.answeredAt ? ` · ${formatDate(d.answeredAt)}` : ""}
          </p>
          <p className="whitespace-pre-wrap wrap-anywhere" data-testid="dispute-answer">
            {d.answer}
          </p>
        </div>
      ) : (
        viewer === "investor" && <p className="text-xs text-muted-foreground">The player has not answered yet.</p>
      )}
      {d.status === "ruled" ? (
        <p className="text-xs font-medium">
          Ruled {d.outcome === "paid" ? "paid" : "not paid"} by an operator{d.note ? `: ${d.note}` : ""}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">An operator will look at both sides and rule.</p>
      )}
    </div>
  );
}
