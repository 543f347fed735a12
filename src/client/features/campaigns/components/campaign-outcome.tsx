import type { CampaignOutcome } from "@core/contracts/campaign-outcome";
import type { Campaign } from "@core/contracts/campaigns";
import { finalPositionLabel } from "@core/contracts/final-position";
import { formatDate } from "@core/format";
import { formatMoney, formatMoney2 } from "@core/money";
import { CheckCircle2, Clock3, Undo2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api";
import { useCampaignOutcome } from "../api/get-campaign-outcome";

type Finished = Extract<CampaignOutcome, { status: "completed" | "cancelled" }>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whether a campaign is over: it says what happened instead of asking for stakes. */
export const isFinished = (c: Pick<Campaign, "status">) => c.status === "completed" || c.status === "cancelled";

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What a finished campaign's page shows in place of funding and Invest: the finish, winnings and payouts (paid and
 * pending) of a completed one, the refunds of a cancelled one. Its player also sees each payout by name.
 */
export function CampaignOutcomeCard({ campaign: c, isOwner }: { campaign: Campaign; isOwner: boolean }) {
  const outcome = useCampaignOutcome(c.id);
  const data = outcome.data && (outcome.data.status === "completed" || outcome.data.status === "cancelled") ? outcome.data : null;
  return (
    <Card data-testid="campaign-outcome">
      <CardHeader>
        <CardTitle>{c.status === "cancelled" ? "Campaign Cancelled" : "Result"}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {outcome.isLoading ? (
          <Skeleton className="h-28 w-full" aria-busy="true" />
        ) : outcome.error ? (
          <p className="text-destructive">{errorMessage(outcome.error)}</p>
        ) : data?.status === "cancelled" ? (
          <Cancelled outcome={data} />
        ) : data?.status === "completed" ? (
          <Completed campaign={c} outcome={data} isOwner={isOwner} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Cancelled({ outcome: o }: { outcome: Extract<Finished, { status: "cancelled" }> }) {
  return (
    <>
      <p>This campaign was cancelled on {formatDate(o.cancelledAt)}. It takes no stakes, and every stake in it was refunded.</p>
      {o.refundedStakes === 0 ? (
        <p className="text-muted-foreground">Nobody had backed it, so there was nothing to refund.</p>
      ) : (
        <>
          <dl className="space-y-1.5 rounded-md border bg-background/40 p-3">
            <Row label="Stakes refunded" value={o.refundedStakes} />
            <Row label="Refunded in total" value={formatMoney2(o.refundedTotal)} />
          </dl>
          <p className="flex gap-2 text-muted-foreground">
            <Undo2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            <span>
              Each backer got their stake and its fee back on their card.
              {o.refundsPending > 0 ? ` ${plural(o.refundsPending, "refund is", "refunds are")} still on the way.` : " Every refund is confirmed."}
            </span>
          </p>
        </>
      )}
    </>
  );
}

function Completed({ campaign: c, outcome: o, isOwner }: { campaign: Campaign; outcome: Extract<Finished, { status: "completed" }>; isOwner: boolean }) {
  return (
    <>
      <dl className="space-y-1.5 rounded-md border bg-background/40 p-3">
        {/* a package has no one finish: its events, each with its result on the package's card (decision 241) */}
        {c.package ? <Row label="Events" value={c.package.summary} /> : <Row label="Finish" value={finalPositionLabel(o.finalPosition ?? 0)} />}
        <Row label="Winnings" value={formatMoney2(o.totalWinnings)} />
        <Row label="Completed" value={formatDate(o.completedAt)} />
        <Row label="Staked by backers" value={`${formatMoney(c.currentAmount)} (${plural(o.stakes, "stake")})`} />
        <Row label="Owed to backers" value={formatMoney2(o.owed.amount)} />
      </dl>
      {o.owed.count === 0 ? (
        <p className="text-muted-foreground">
          {o.stakes === 0 ? "Nobody backed this campaign, so no payouts are due." : "This finish won no prize, so no payouts are due."}
        </p>
      ) : (
        <div className="space-y-1.5" aria-label="Payouts">
          {o.pending.count === 0 ? (
            <p className="flex items-center gap-2 font-medium text-emerald-400">
              <CheckCircle2 className="h-4 w-4" aria-hidden /> Payouts completed
            </p>
          ) : null}
          <p className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 text-emerald-400" aria-hidden />
            <span>
              Paid: {o.paid.count} of {o.owed.count} ({formatMoney2(o.paid.amount)})
            </span>
          </p>
          {o.pending.count > 0 && (
            <p className="flex items-center gap-2">
              <Clock3 className="h-4 w-4 text-amber-400" aria-hidden />
              <span>
                Pending: {o.pending.count} ({formatMoney2(o.pending.amount)})
              </span>
            </p>
          )}
        </div>
      )}
      {isOwner && o.payouts && o.payouts.length > 0 && (
        <div className="space-y-2">
          <table className="w-full text-sm" aria-label="Payouts to backers">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th className="pb-2 font-medium">Backer</th>
                <th className="pb-2 text-right font-medium">Payout</th>
                <th className="pb-2 text-right font-medium">State</th>
              </tr>
            </thead>
            <tbody>
              {o.payouts.map((p, i) => (
                <tr key={i} className="border-t">
                  <td className="max-w-0 truncate py-2 pr-2" title={p.name}>
                    {p.name}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatMoney2(p.amount)}</td>
                  <td className="py-2 pl-2 text-right">
                    <Badge variant={p.status === "paid" ? "success" : "secondary"}>{p.status === "paid" ? "Paid" : "Pending"}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {o.pending.count > 0 && (
            <Button asChild variant="outline" className="w-full">
              <Link href={paths.payInvestors}>Pay Investors</Link>
            </Button>
          )}
        </div>
      )}
    </>
  );
}
