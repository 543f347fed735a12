import type { Campaign } from "@core/contracts/campaigns";
import { overdueSummaryText, PAYOUT_DUE_DAYS } from "@core/payback";
import { playerPath } from "@core/player-path";
import { toCents } from "@core/money";
import { AlertTriangle } from "lucide-react";
import { Link } from "wouter";

/**
 * The campaign page's warning to new backers (decision 172): the player's payouts unpaid past their due date, over all
 * their campaigns, with a link to their payback record. Nothing when none is overdue.
 */
export function OverduePayoutsNote({ campaign: c }: { campaign: Campaign }) {
  const overdue = c.overduePayouts;
  if (!overdue || overdue.count === 0) return null;
  return (
    <p
      role="note"
      className="flex items-start gap-1.5 rounded-md border border-destructive/40 bg-destructive/10 p-2 text-sm text-destructive"
      data-testid="overdue-payouts"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <strong>{overdueSummaryText(overdue.count, toCents(overdue.total) ?? 0)}</strong>: not paid to backers by the due date, {PAYOUT_DUE_DAYS} days after
        settlement.{" "}
        {c.playerUsername && (
          <Link href={playerPath(c.playerUsername)} className="underline">
            See their payback record
          </Link>
        )}
      </span>
    </p>
  );
}
