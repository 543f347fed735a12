import type { PageProps } from "@client/lib/routes";
import type { PendingPayout } from "@core/contracts/payouts";
import { formatDate } from "@core/format";
import { payoutBasisText } from "@core/payouts";
import { SwapsSection } from "@client/features/swaps";
import { centsToDecimal, formatMoney2, toCents } from "@core/money";
import { can } from "@core/roles";
import { CheckCircle2, Clock, CreditCard, Wallet } from "lucide-react";
import { PageHeader } from "@client/components/page-header";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { SkeletonList } from "@client/components/skeleton-list";
import { usePageAccess } from "@client/lib/use-page-access";
import { errorMessage } from "@client/lib/api";
import { usePendingPayouts } from "../api/get-pending-payouts";
import { AnswerDisputeForm } from "../components/answer-dispute-form";
import { ConfirmationBadge } from "../components/confirmation-badge";
import { DisputeThread } from "../components/dispute-thread";
import { MarkPaidButton } from "../components/mark-paid-button";
import { StatCard } from "../components/stat-card";

const sumCents = (list: PendingPayout[]) => list.reduce((s, p) => s + (toCents(p.amount) ?? 0), 0);

/** No payout method saved: how to reach the investor instead (the server sends only an e-mail they confirmed). */
function NoPaymentDetails({ contact }: { contact: PendingPayout["investorContact"] }) {
  const link = "font-medium text-foreground underline-offset-4 hover:underline";
  return (
    <span className="min-w-0 text-muted-foreground wrap-anywhere">
      No payment details on file. Contact the investor
      {contact.email ? (
        <>
          {" at "}
          <a className={link} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </>
      ) : contact.phone ? (
        <>
          {" at "}
          <a className={link} href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>
            {contact.phone}
          </a>
        </>
      ) : null}
      .
    </span>
  );
}

function PayoutRow({ payout: p }: { payout: PendingPayout }) {
  const paid = p.status === "paid";
  return (
    <li className="grid gap-4 py-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="payout-row">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{p.investorName}</p>
          {paid ? (
            <Badge variant="success">Paid</Badge>
          ) : p.status === "processing" ? (
            <Badge variant="info">Processing</Badge>
          ) : (
            <Badge variant="warning">Pending</Badge>
          )}
          {p.overdue && <Badge variant="destructive">Overdue</Badge>}
          {paid && <ConfirmationBadge confirmation={p.confirmation} ruling={p.ruling} />}
          {!paid && p.ruling === "unpaid" && <Badge variant="destructive">Ruled not paid: pay again</Badge>}
        </div>
        {p.investorEmail && <p className="text-sm text-muted-foreground wrap-anywhere">{p.investorEmail}</p>}
        <p className="text-sm text-muted-foreground">
          {p.tournament} ·{" "}
          {paid && p.paidAt
            ? `Paid ${formatDate(p.paidAt)}`
            : `Owed since ${formatDate(p.createdAt)}${p.prizePaidAt ? `, prize paid at the venue on ${formatDate(p.prizePaidAt)}` : ""}, due ${formatDate(p.dueAt)}`}
          {paid && p.paidMethod ? ` by ${p.paidMethod}` : ""}
          {paid && p.paidReference ? `, reference ${p.paidReference}` : ""}
        </p>
        <p className="flex items-start gap-1.5 text-sm">
          <CreditCard className="mt-[3px] h-3.5 w-3.5 shrink-0 text-muted-foreground" aria-hidden />
          {p.paymentMethod ? (
            <span className="min-w-0 wrap-anywhere">
              <span className="font-medium">{p.paymentMethod}</span>
              <span className="text-muted-foreground">: {p.paymentDetails}</span>
            </span>
          ) : (
            <NoPaymentDetails contact={p.investorContact} />
          )}
        </p>
        {p.dispute && <DisputeThread dispute={p.dispute} viewer="player" />}
        {p.dispute && p.dispute.answer === null && p.dispute.status === "open" && <AnswerDisputeForm payoutId={p.id} />}
      </div>
      <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
        <div className="sm:text-right">
          <p className="text-xl font-bold tabular-nums text-primary">{formatMoney2(p.amount)}</p>
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="payout-basis">
            {payoutBasisText(p.sharePercent, p.totalWinnings)}
          </p>
        </div>
        {!paid && <MarkPaidButton payout={p} />}
      </div>
    </li>
  );
}

export default function PayInvestorsPage({ user }: PageProps) {
  const allowed = can(user.role, "payouts");
  const { data, isLoading, error } = usePendingPayouts(allowed);

  usePageAccess(allowed, "Only players can access this page.");

  if (!allowed) return null;

  const pending = (data ?? []).filter((p) => p.status !== "paid");
  const paid = (data ?? []).filter((p) => p.status === "paid");

  return (
    <div className="space-y-6">
      <PageHeader title="Pay Investors" subtitle="Send each investor their share of your winnings, then mark it as paid" />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Pending Payouts" icon={Clock} loading={isLoading} value={pending.length} />
        <StatCard label="Amount Owed" icon={Wallet} loading={isLoading} value={formatMoney2(centsToDecimal(sumCents(pending)))} />
        <StatCard label="Paid Out" icon={CheckCircle2} loading={isLoading} value={formatMoney2(centsToDecimal(sumCents(paid)))} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Pending Payouts</CardTitle>
          <CardDescription>Pay by the method each investor chose in their profile. Marking a payout as paid cannot be undone.</CardDescription>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <SkeletonList count={3} itemClassName="h-24 w-full" />
          ) : error ? (
            <p className="text-sm text-destructive">{errorMessage(error)}</p>
          ) : pending.length === 0 ? (
            <div className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
              All caught up: no payouts are waiting to be sent.
            </div>
          ) : (
            <ul className="divide-y divide-border/60">
              {pending.map((p) => (
                <PayoutRow key={p.id} payout={p} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <SwapsSection debts />
      {paid.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Paid</CardTitle>
            <CardDescription>Payouts you have already sent, and whether each backer confirmed it arrived</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-border/60">
              {paid.map((p) => (
                <PayoutRow key={p.id} payout={p} />
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
