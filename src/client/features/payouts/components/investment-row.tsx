import { finalPositionLabel } from "@core/contracts/final-position";
import type { MyInvestment } from "@core/contracts/payouts";
import { prizePaidAtVenueText } from "@core/contracts/payout-slip-texts";
import { formatDate } from "@core/format";
import { playerPath } from "@core/player-path";
import { Link } from "wouter";
import { formatMoney, formatMoney2, toCents } from "@core/money";
import { Badge, type BadgeProps } from "@client/components/ui/badge";
import { Card, CardContent } from "@client/components/ui/card";
import { ConfirmationBadge } from "./confirmation-badge";
import { DisputeThread } from "./dispute-thread";
import { PayoutConfirmActions } from "./payout-confirm-actions";
import { RowHeading } from "./row-heading";

function statusBadge(i: MyInvestment): { label: string; variant: BadgeProps["variant"] } {
  if (i.status === "refunded") return { label: "Refunded", variant: "secondary" };
  if (i.campaignStatus === "completed") {
    if (i.payoutStatus === "paid") return { label: "Paid", variant: "success" };
    if (i.payoutOverdue) return { label: "Overdue", variant: "destructive" };
    if (i.payoutStatus) return { label: "Payout pending", variant: "warning" };
    return { label: "Closed", variant: "secondary" };
  }
  if (i.campaignStatus === "funded") return { label: "Funded", variant: "info" };
  return { label: "Active", variant: "success" };
}

/** One stake on the investor's portfolio: what was staked, the share owned and what came of it. */
export function InvestmentRow({ investment: i }: { investment: MyInvestment }) {
  const badge = statusBadge(i);
  const finished = i.campaignStatus === "completed";
  // the card was charged the stake plus the platform fee, and a refund returns both
  const chargedCents = (toCents(i.amount) ?? 0) + (toCents(i.platformFee) ?? 0);
  return (
    <Card data-testid="investment-row">
      <CardContent className="grid gap-4 p-5 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="min-w-0">
          <RowHeading tournament={i.tournament}>
            <Badge variant={badge.variant}>{badge.label}</Badge>
            {i.payoutStatus === "paid" && <ConfirmationBadge confirmation={i.confirmation} ruling={i.ruling} />}
          </RowHeading>
          <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">
            <Link href={playerPath(i.playerUsername)} className="hover:underline" data-testid="player-link">
              {i.playerName}
            </Link>{" "}
            · {formatDate(i.tournamentDate)} · Buy-in {formatMoney(i.buyIn)}
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="receipt-line">
            {formatMoney2(i.amount)} stake + {formatMoney2(i.platformFee)} fee = {formatMoney2(chargedCents / 100)} charged {formatDate(i.createdAt, "")}
          </p>
          {finished && (
            <p className="mt-1 text-sm text-muted-foreground">
              Result: {finalPositionLabel(i.finalPosition)}
              {Number(i.totalWinnings ?? 0) > 0 ? `, ${formatMoney(i.totalWinnings)} won` : ""} · Closed {formatDate(i.completedAt)}
            </p>
          )}
          {/* the cashier paid the player at the venue (their payout slip, decision 238): their 7 days to pay run from then */}
          {finished && i.prizePaidAt && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="prize-paid-line">
              {prizePaidAtVenueText(formatDate(i.prizePaidAt))}
            </p>
          )}
          {finished && i.payoutStatus && i.payoutStatus !== "paid" && i.payoutDueAt && (
            <p className={`mt-1 text-sm ${i.payoutOverdue ? "text-destructive" : "text-muted-foreground"}`} data-testid="payout-due-line">
              {i.payoutOverdue ? `Payout overdue: it was due ${formatDate(i.payoutDueAt)}` : `Payout due ${formatDate(i.payoutDueAt)}`}
            </p>
          )}
          {i.payoutStatus === "paid" && i.payoutPaidAt && (
            <p className="mt-1 text-sm text-muted-foreground wrap-anywhere" data-testid="payout-paid-line">
              Marked paid {formatDate(i.payoutPaidAt)}
              {i.paidMethod ? ` by ${i.paidMethod}` : ""}
              {i.paidReference ? `, reference ${i.paidReference}` : ""}
            </p>
          )}
          {i.dispute && <DisputeThread dispute={i.dispute} viewer="investor" />}
          {i.payoutStatus === "paid" && <PayoutConfirmActions investment={i} />}
          {i.status === "refunded" && (
            <p className="mt-1 text-sm text-muted-foreground" data-testid="refund-line">
              Campaign cancelled · {formatMoney2(chargedCents / 100)} refunded {formatDate(i.closedAt, "")}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-3 gap-4 text-sm sm:text-right">
          <div>
            <dt className="text-xs text-muted-foreground">Staked</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(i.amount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Share</dt>
            <dd className="font-semibold tabular-nums">{i.percentage.toFixed(1)}%</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Payout</dt>
            <dd className={`font-semibold tabular-nums ${Number(i.payout ?? 0) > 0 ? "text-emerald-400" : ""}`}>
              {i.payout === null ? "—" : formatMoney2(i.payout)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
