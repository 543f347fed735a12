import type { OperatorDispute, OperatorUser } from "@core/contracts/operator";
import { formatDate } from "@core/format";
import { formatMoney2 } from "@core/money";
import { playerPath } from "@core/player-path";
import { Badge } from "@client/components/ui/badge";
import { CaseCard } from "./case-card";
import { RulingForm } from "./ruling-form";
import { SuspendControls } from "./suspend-form";
import { TrailList } from "./trail-list";

function Words({ who, label, text, at }: { who: OperatorUser; label: string; text: string | null; at: string | null }) {
  return (
    <section className="min-w-0 space-y-1 rounded-md bg-muted/30 p-3">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {label}: {who.name}
        {who.name !== who.username && <span className="font-normal normal-case"> (@{who.username})</span>}
      </h4>
      {text ? <p className="whitespace-pre-wrap text-sm wrap-anywhere">{text}</p> : <p className="text-sm italic text-muted-foreground">No answer yet.</p>}
      {at && <p className="text-xs text-muted-foreground">{formatDate(at)}</p>}
    </section>
  );
}

function Party({ role, user, selfId }: { role: string; user: OperatorUser; selfId: number }) {
  return (
    <details className="min-w-0 rounded-md border border-border/60 p-3 text-sm">
      <summary className="flex cursor-pointer flex-wrap items-center gap-2">
        <span className="text-muted-foreground">{role}</span>
        <span className="font-medium wrap-anywhere">{user.username}</span>
        {user.suspended && <Badge variant="destructive">Suspended</Badge>}
      </summary>
      <div className="mt-3 space-y-2">
        {user.role === "player" && (
          <a className="text-xs text-primary underline-offset-4 hover:underline" href={playerPath(user.username)}>
            Player page
          </a>
        )}
        <SuspendControls user={user} selfId={selfId} />
      </div>
    </details>
  );
}

/** One open dispute: the payout, both sides' words, the parties (to suspend), the trail, and the ruling form. */
export function DisputeCard({ dispute: d, selfId }: { dispute: OperatorDispute; selfId: number }) {
  const p = d.payout;
  return (
    <CaseCard
      testId="dispute-card"
      title={d.campaign.tournament}
      description={`${d.player.name} owes ${d.investor.name} · disputed ${formatDate(d.createdAt)}`}
      amount={formatMoney2(p.amount)}
      amountClassName="text-primary"
      meta={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-xs text-muted-foreground">
          <Badge variant="warning">Disputed</Badge>
          <span>Marked paid {formatDate(p.paidAt, "never")}</span>
          <span>Due {formatDate(p.dueAt)}</span>
          {(p.paidMethod || p.paidReference) && (
            <span className="min-w-0 wrap-anywhere">
              {p.paidMethod ?? "Method not given"}
              {p.paidReference ? `, reference ${p.paidReference}` : ""}
            </span>
          )}
        </div>
      }
      decisionTitle="Ruling"
      decision={<RulingForm disputeId={d.id} />}
    >
      <div className="grid gap-3 md:grid-cols-2">
        <Words who={d.investor} label="Backer says" text={d.reason} at={d.createdAt} />
        <Words who={d.player} label="Player answers" text={d.answer} at={d.answeredAt} />
      </div>
      <div className="grid items-start gap-2 md:grid-cols-2">
        <Party role="Player" user={d.player} selfId={selfId} />
        <Party role="Backer" user={d.investor} selfId={selfId} />
      </div>
      <section className="space-y-2">
        <h4 className="text-sm font-semibold">Payout trail</h4>
        <TrailList trail={d.trail} />
      </section>
    </CaseCard>
  );
}
