import type { PlayerProfile } from "@core/contracts/players";
import { confirmedShareText } from "@core/payback";
import { cn } from "@client/lib/utils";

const payouts = (n: number) => `${n} payout${n === 1 ? "" : "s"}`;

/**
 * The player page's payback record (decision 200): paid on time and paid late count only
 * payouts their backers confirmed, auto-confirmed ones and ones an operator ruled paid, by the date the player marked
 * them; the confirmed share ("12 of 14 payouts confirmed by backers"), what still awaits its backer, the disputes,
 * overdue now and not yet due.
 */
export function PaybackFigures({ payback: b }: { payback: PlayerProfile["payback"] }) {
  const rows: Array<{ label: string; value: string; sub?: string; alarm?: boolean }> = [
    { label: "Paid on time", value: String(b.paidOnTime), sub: b.paidOnTime > 0 ? "confirmed, by the due date" : undefined },
    {
      label: "Paid late",
      value: String(b.paidLate),
      sub: b.paidLate > 0 ? `${b.averageDaysLate.toFixed(1)} days late on average` : undefined,
    },
    { label: "Overdue now", value: String(b.overdue), alarm: b.overdue > 0 },
    { label: "Not yet due", value: String(b.pending) },
    { label: "Awaiting confirmation", value: String(b.awaitingConfirmation), sub: b.awaitingConfirmation > 0 ? "marked paid by the player" : undefined },
    {
      label: "Disputes",
      value: String(b.disputed),
      sub: b.ruledUnpaid > 0 ? `${b.ruledUnpaid} ruled not paid` : undefined,
      alarm: b.disputed > 0,
    },
  ];
  const none = b.markedPaid + b.overdue + b.pending === 0;
  return (
    <div className="space-y-2">
      {b.markedPaid > 0 && (
        <p className="text-sm font-medium" data-testid="payback-confirmed-share">
          {confirmedShareText(b)}
          {b.autoConfirmed > 0 && <span className="font-normal text-muted-foreground"> ({b.autoConfirmed} more auto-confirmed after 14 days)</span>}
        </p>
      )}
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
      {b.markedPaid > 0 && (
        <p className="text-xs text-muted-foreground" data-testid="payback-note">
          Paid counts only payouts the backer confirmed, ones unanswered for 14 days and ones an operator ruled paid.
        </p>
      )}
      {b.overdue > 0 && <p className="text-xs text-destructive">{payouts(b.overdue)} unpaid past the due date.</p>}
    </div>
  );
}
