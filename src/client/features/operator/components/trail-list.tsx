import type { TrailRow } from "@core/contracts/operator";
import { formatDate } from "@core/format";

// what each trail action is called on screen; an action another part adds later shows as written
const ACTION_LABELS: Record<string, string> = {
  "payout.marked_paid": "Marked paid by the player",
  "payout.confirmed": "Confirmed by the backer",
  "payout.auto_confirmed": "Confirmed automatically after 14 days",
  "payout.disputed": "Disputed by the backer",
  "dispute.answered": "Answered by the player",
  "dispute.ruled": "Ruled by an operator",
  "user.suspended": "Account suspended",
  "user.reinstated": "Account reinstated",
  "operator.granted": "Operator rights granted",
  "operator.removed": "Operator rights removed",
};

const time = (iso: string) => `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;

/** A subject's append-only trail, oldest first: what happened, who did it, when, and the state before and after. */
export function TrailList({ trail }: { trail: TrailRow[] }) {
  if (trail.length === 0) return <p className="text-sm text-muted-foreground">Nothing on the trail yet.</p>;
  return (
    <ol className="space-y-2" aria-label="Payout trail">
      {trail.map((t) => (
        <li key={t.id} className="rounded-md border border-border/60 px-3 py-2 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-medium">{ACTION_LABELS[t.action] ?? t.action}</span>
            <span className="text-xs text-muted-foreground tabular-nums">{time(t.createdAt)}</span>
          </div>
          <p className="text-xs text-muted-foreground wrap-anywhere">by {t.actor ?? "the system"}</p>
          {(t.before != null || t.after != null) && (
            <details className="mt-1 text-xs">
              <summary className="cursor-pointer text-muted-foreground">Before and after</summary>
              <div className="mt-1 grid gap-2 sm:grid-cols-2">
                <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-muted/40 p-2 wrap-anywhere">{JSON.stringify(t.before, null, 1)}</pre>
                <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-muted/40 p-2 wrap-anywhere">{JSON.stringify(t.after, null, 1)}</pre>
              </div>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
