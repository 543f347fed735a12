import type { CardDispute } from "@core/contracts/card-disputes";
import { reviewCardDisputeInput } from "@core/contracts/card-disputes";
import { formatDate } from "@core/format";
import { formatMoney2 } from "@core/money";
import { CreditCard } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useCardDisputes } from "../api/get-card-disputes";
import { CaseCard } from "./case-card";
import { DecisionNote, DecisionProblem } from "./decision-fields";
import { QueueSection } from "./queue-section";
import { useReviewCardDispute } from "../api/review-card-dispute";

/** The review: a note, then Release (the investor may stake again) or Keep paused. Once made it stands (409 after). */
function ReviewForm({ disputeId }: { disputeId: number }) {
  const id = useId();
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const review = useReviewCardDispute({
    onSuccess: (d) =>
      toast({ title: "Card dispute reviewed", description: d.investor.heldSince ? "The investor's stakes stay paused." : "The investor can stake again." }),
    onError: (e) => setProblem(errorMessage(e)),
  });
  const submit = (release: boolean) => {
    const parsed = reviewCardDisputeInput.safeParse({ note, release });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Check the review");
    setProblem(null);
    review.mutate({ disputeId, ...parsed.data });
  };
  return (
    <form onSubmit={(e) => e.preventDefault()} className="space-y-3" aria-label="Review card dispute">
      <DecisionNote id={`${id}-note`} label="Review note" rows={2} value={note} onChange={setNote} />
      <DecisionProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={review.isPending} onClick={() => submit(true)}>
          Release investor
        </Button>
        <Button type="button" variant="outline" disabled={review.isPending} onClick={() => submit(false)}>
          Keep paused
        </Button>
      </div>
    </form>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-md bg-muted/30 p-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm wrap-anywhere">{children}</dd>
    </div>
  );
}

function CardDisputeCard({ dispute: d }: { dispute: CardDispute }) {
  return (
    <CaseCard
      testId="card-dispute-card"
      title={d.campaign.title}
      description={`Card dispute (${d.reason}) · ${formatDate(d.createdAt)}`}
      amount={formatMoney2(d.amount)}
      amountClassName="text-destructive"
      meta={
        <div className="flex flex-wrap items-center gap-2 pt-1 text-xs text-muted-foreground">
          {d.investor.heldSince ? <Badge variant="warning">Stakes paused</Badge> : <Badge variant="secondary">Not held</Badge>}
          <span className="min-w-0 wrap-anywhere">{d.providerDisputeId}</span>
        </div>
      }
      decisionTitle="Review"
      decision={<ReviewForm disputeId={d.id} />}
    >
      <dl className="grid gap-3 md:grid-cols-3">
        <Fact label="Stake">
          {d.stake ? (
            <>
              {formatMoney2(d.stake.amount)} <span className="text-muted-foreground">+ {formatMoney2(d.stake.platformFee)} fee</span>
              <span className="block text-xs text-muted-foreground">
                {formatDate(d.stake.createdAt)} · {d.stake.status}
              </span>
            </>
          ) : (
            <span className="italic text-muted-foreground">Not found</span>
          )}
        </Fact>
        <Fact label="Campaign">
          {d.campaign.title}
          <span className="block text-xs text-muted-foreground">
            by {d.campaign.player.name} (@{d.campaign.player.username})
          </span>
        </Fact>
        <Fact label="Investor">
          {d.investor.name}
          {d.investor.name !== d.investor.username && <span className="text-muted-foreground"> (@{d.investor.username})</span>}
          <span className="block text-xs text-muted-foreground">{d.investor.heldSince ? `Held since ${formatDate(d.investor.heldSince)}` : "Not held"}</span>
        </Fact>
      </dl>
    </CaseCard>
  );
}

/** The operator console's card disputes (decision 206): chargebacks on stakes, each holding its investor for review. */
export function CardDisputesSection() {
  return (
    <QueueSection
      id="card-disputes"
      icon={<CreditCard className="h-5 w-5 text-primary" aria-hidden />}
      title="Card disputes"
      query={useCardDisputes()}
      skeletonClassName="h-40 w-full"
      emptyTitle="No open card disputes"
      emptyText="When a card issuer disputes a stake's charge, it waits here, and the investor's new stakes are paused."
      renderItem={(d) => <CardDisputeCard key={d.id} dispute={d} />}
    />
  );
}
