import type { Campaign } from "@core/contracts/campaigns";
import { finalPositionLabel } from "@core/contracts/final-position";
import { formatDate, progressPercent } from "@core/format";
import { formatMoney } from "@core/money";
import { useState } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { CancelCampaignButton } from "./cancel-campaign-button";
import { lazyDialog } from "@client/lib/lazy-dialog";
import { RowHeading } from "./row-heading";

// the dialog (its form, zod rules, Radix Select and Dialog) loads when it first opens
const CloseCampaignDialog = lazyDialog(() => import("./close-campaign-dialog").then((m) => m.CloseCampaignDialog));

/** What a closed campaign raised and how it ended: the result once completed, the date once cancelled. */
function ClosedFigures({ c }: { c: Campaign }) {
  return (
    <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-xs text-muted-foreground">Raised</dt>
        <dd className="font-semibold">{formatMoney(c.currentAmount)}</dd>
      </div>
      {c.status === "completed" ? (
        <>
          <div>
            <dt className="text-xs text-muted-foreground">{c.package ? "Events" : "Final Position"}</dt>
            <dd className="font-semibold">{c.package ? c.package.summary : finalPositionLabel(c.finalPosition)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Winnings</dt>
            <dd className="font-semibold">{formatMoney(c.totalWinnings ?? 0)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Completed</dt>
            <dd className="font-semibold">{formatDate(c.completedAt)}</dd>
          </div>
        </>
      ) : (
        <div>
          <dt className="text-xs text-muted-foreground">Cancelled</dt>
          <dd className="font-semibold">{formatDate(c.updatedAt)}</dd>
        </div>
      )}
    </dl>
  );
}

/** One of the player's campaigns: funding while open (with Close and Cancel), the result once closed. */
export function PlayerCampaignRow({ campaign: c }: { campaign: Campaign }) {
  const [closing, setClosing] = useState(false);
  const open = c.status === "active" || c.status === "funded";
  const progress = progressPercent(c.currentAmount, c.targetAmount);
  return (
    <Card data-testid="campaign-row">
      <CardContent className="space-y-4 p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <RowHeading tournament={c.tournament}>
              {c.status === "active" && <Badge variant="success">Active</Badge>}
              {c.status === "funded" && <Badge variant="info">Funded</Badge>}
              {c.status === "completed" && <Badge variant="secondary">Completed</Badge>}
              {c.status === "cancelled" && <Badge variant="destructive">Cancelled</Badge>}
              {c.status === "completed" &&
                (c.payoutCompleted ? <Badge variant="success">Payouts completed</Badge> : <Badge variant="warning">Payouts pending</Badge>)}
            </RowHeading>
            <p className="mt-1 text-sm text-muted-foreground">
              {formatDate(c.tournamentDate)} · {c.package ? c.package.summary : `Buy-in ${formatMoney(c.buyIn)}`} · {c.playerOfferedPercentage}% offered
            </p>
          </div>
          {open && (
            <div className="flex gap-2">
              {/* a package closes with its last event's result, entered on its page (decision 241) */}
              {c.package ? (
                <Button asChild size="sm">
                  <Link href={paths.invest(c.id)}>Enter Results</Link>
                </Button>
              ) : (
                <Button size="sm" onClick={() => setClosing(true)}>
                  Close Campaign
                </Button>
              )}
              {!(c.package && c.package.entered > 0) && <CancelCampaignButton campaign={c} />}
            </div>
          )}
          {c.status === "completed" && !c.payoutCompleted && (
            <Button asChild size="sm" variant="outline">
              <Link href={paths.payInvestors}>Pay Investors</Link>
            </Button>
          )}
        </div>
        {open ? (
          <div className="space-y-1.5">
            <div className="flex justify-between text-sm">
              <span className="text-muted-foreground">
                {formatMoney(c.currentAmount)} raised of {formatMoney(c.targetAmount)}
              </span>
              <span className="font-medium">{progress}% funded</span>
            </div>
            <Progress value={progress} aria-label="Funding progress" />
          </div>
        ) : (
          <ClosedFigures c={c} />
        )}
      </CardContent>
      {open && !c.package && <CloseCampaignDialog campaign={c} open={closing} onOpenChange={setClosing} />}
    </Card>
  );
}
