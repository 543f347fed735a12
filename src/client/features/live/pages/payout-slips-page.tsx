import type { PayoutSlipsView, PayoutSlipView } from "@core/contracts/payout-slips";
import { formatDate, formatEventDateTime } from "@core/format";
import { formatMoney2 } from "@core/money";
import { ArrowLeft, CheckCircle2, Printer } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { errorMessage } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { toast } from "@client/lib/use-toast";
import { useHandOutSlip, usePayoutSlips } from "../api/payout-slips";

/** A line to sign on, with what it is for under it. */
function SignatureLine({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-1 pt-8">
      <div className="border-b border-foreground/60 print:border-black" />
      <p className="text-xs text-muted-foreground print:text-black">{label}</p>
    </div>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-dashed py-1.5 last:border-b-0 print:border-black/40">
      <dt className="text-muted-foreground print:text-black">{label}</dt>
      <dd className={`tabular-nums ${strong ? "text-lg font-bold" : "font-semibold"}`}>{value}</dd>
    </div>
  );
}

/**
 * One player's slip, on its own printed page: the event, the place, the prize (or the deal's amount), the bounty
 * cash, the total, and the lines the player and the cashier sign. "Mark handed out" asks first: the date starts the
 * player's days to pay their backers and the finish can no longer be undone.
 */
function Slip({
  event,
  slip,
  first,
  showBounty,
  onHandOut,
  pending,
}: {
  event: PayoutSlipsView;
  slip: PayoutSlipView;
  /** the first slip prints on the first page; each other one starts a page of its own */
  first: boolean;
  showBounty: boolean;
  onHandOut: () => void;
  pending: boolean;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <article
      className={`space-y-4 rounded-lg border bg-card p-5 break-inside-avoid print:rounded-none print:border-0 print:bg-white print:p-0 ${first ? "" : "break-before-page"}`}
      data-testid="payout-slip"
    >
      <header className="space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground print:text-black">Payout slip</p>
        <h2 className="text-xl font-bold wrap-anywhere">{event.tournamentName}</h2>
        <p className="text-sm text-muted-foreground wrap-anywhere print:text-black">
          {formatEventDateTime(event.date)} · {event.location}
        </p>
      </header>
      <dl className="text-sm">
        <Figure label="Player" value={slip.name} />
        <Figure label="Place" value={slip.placeLabel} />
        <Figure label={slip.byDeal ? "Deal amount" : "Prize"} value={formatMoney2(slip.prize)} />
        {showBounty && <Figure label="Bounty cash" value={formatMoney2(slip.bounty)} />}
        <Figure label="Total" value={formatMoney2(slip.total)} strong />
      </dl>
      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <SignatureLine label="Player's signature" />
        <SignatureLine label="Cashier's signature" />
      </div>
      {slip.handedOutAt ? (
        <p className="flex items-center gap-2 text-sm font-medium text-emerald-400 print:text-black" data-testid="slip-handed-out">
          <CheckCircle2 className="size-4 print:hidden" /> Handed out {formatDate(slip.handedOutAt)}
        </p>
      ) : (
        <div className="print:hidden">
          <Button variant="outline" disabled={pending} onClick={() => setAsking(true)}>
            Mark handed out
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={`Mark ${slip.name}'s slip handed out?`}
            description={`${slip.name} was paid ${formatMoney2(slip.total)} for ${slip.placeLabel}. Their backers are owed their shares within 7 days from now, and this finish can no longer be undone at the clock.`}
            cancelLabel="Cancel"
            pending={pending}
            action={
              <Button
                disabled={pending}
                onClick={() => {
                  setAsking(false);
                  onHandOut();
                }}
              >
                Mark handed out
              </Button>
            }
          />
        </div>
      )}
    </article>
  );
}

/**
 * The console's printable payout slips (decision 238): one per paid player, each on its own printed page, with a
 * total that is the prize pool once the event is over (the clock's own figures, src/core/live/prizes/payout-slips.ts).
 */
export default function PayoutSlipsPage() {
  const { id = "" } = useParams<{ id: string }>();
  const slips = usePayoutSlips(id);
  const handOut = useHandOutSlip(id);
  if (slips.isLoading) return <FullPageSpinner />;
  if (slips.error || !slips.data) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center felt-bg">
        <h1 className="text-2xl font-bold">Payout slips are not available</h1>
        <p className="text-muted-foreground">{errorMessage(slips.error)}</p>
        <Button asChild variant="outline">
          <Link href={paths.tournamentControl(id)}>Back to the Console</Link>
        </Button>
      </main>
    );
  }
  const event = slips.data;
  const showBounty = Number(event.bountyTotal) > 0;
  const mark = (playerId: string) =>
    handOut.mutate(playerId, { onError: (err) => toast({ title: "Slip not marked", description: errorMessage(err), variant: "destructive" }) });
  return (
    <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 print:max-w-none print:space-y-0 print:bg-white print:p-0 print:text-black">
      <header className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div className="min-w-0">
          <Button asChild variant="ghost" size="sm" className="-ml-3 text-muted-foreground">
            <Link href={paths.tournamentControl(id)}>
              <ArrowLeft /> Console
            </Link>
          </Button>
          <h1 className="text-2xl font-bold wrap-anywhere">Payout Slips · {event.tournamentName}</h1>
          <p className="text-sm text-muted-foreground">
            {event.finished
              ? "One slip per paid player: print them, have each signed as you pay, and mark it handed out."
              : "Players paid so far; the others' slips come as they finish."}
          </p>
        </div>
        <Button onClick={() => window.print()} disabled={event.slips.length === 0}>
          <Printer /> Print all
        </Button>
      </header>
      <section className="rounded-lg border p-4 text-sm print:hidden" data-testid="slips-total">
        <dl>
          <Figure label={event.finished ? "Slips total" : "Slips so far"} value={formatMoney2(event.prizesTotal)} strong />
          <Figure label="Prize pool" value={formatMoney2(event.prizePool)} />
          {showBounty && <Figure label="Bounty cash, besides the pool" value={formatMoney2(event.bountyTotal)} />}
        </dl>
        {event.finished && event.prizesTotal === event.prizePool && <p className="mt-2 text-muted-foreground">The slips pay the whole prize pool.</p>}
      </section>
      {event.slips.length === 0 && <p className="text-muted-foreground">Nobody has been paid yet: a slip appears once a player finishes in the money.</p>}
      {event.slips.map((slip, i) => (
        <Slip
          key={slip.playerId}
          first={i === 0}
          event={event}
          slip={slip}
          showBounty={showBounty}
          pending={handOut.isPending && handOut.variables === slip.playerId}
          onHandOut={() => mark(slip.playerId)}
        />
      ))}
    </main>
  );
}
