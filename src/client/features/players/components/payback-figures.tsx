import type { PlayerProfile } from "@core/contracts/players";
import { cn } from "@client/lib/utils";

const payouts = (n: number) => `${n} payout${n === 1 ? "" : "s"}`;

/**
 * The player page's payback record (issue 29): reported paid by the due date, reported paid late with the average
 * delay, overdue now, not yet due. "Reported", never "paid on time" (issue 36): Mark as Paid is the player's word
 * until backers confirm payouts (issue 39).
 */
export function PaybackFigures({ payback: b }: { payback: PlayerProfile["payback"] }) {
  const rows: Array<{ label: string; value: string; sub?: string; alarm?: boolean }> = [
    { label: "Reported paid", value: String(b.reportedPaid), sub: b.reportedPaid > 0 ? "by the due date" : undefined },
    {
      label: "Reported paid late",
      value: String(b.reportedLate),
      sub: b.reportedLate > 0 ? `${b.averageDaysLate.toFixed(1)} days late on average` : undefined,
    },
    { label: "Overdue now", value: String(b.overdue), alarm: b.overdue > 0 },
    { label: "Not yet due", value: String(b.pending) },
  ];
  const reported = b.reportedPaid + b.reportedLate;
  const none = reported + b.overdue + b.pending === 0;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="payback">
        {rows.map((r) => (
          <div key={r.label} className={cn("rounded-md bg-muted/50 p-2", r.alarm && "bg-destructive/15")}>
            <dt className="text-xs text-muted-foreground">{r.label}</dt>
            <dd className={cn("font-semibold tabular-nums", r.alarm && "text-destructive")}>{r.value}</dd>
            {r.sub && <dd className="text-xs text-muted-foreground">{r.sub}</dd>}
          </div>
        ))}
      </dl>
      {none && <p className="text-xs text-muted-foreground">No payouts owed yet.</p>}
      {reported > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="payback-reported-note">
          Reported paid: the player marked the payout as paid. Backers do not confirm payments yet.
        </p>
      )}
      {b.overdue > 0 && <p className="text-xs text-destructive">{payouts(b.overdue)} unpaid past the due date.</p>}
    </div>
  );
}
