import type { SwapItem } from "@core/contracts/swaps";
import { formatDate } from "@core/format";
import { formatMoney2 } from "@core/money";
import { formatPercentHundredths, storedPercentHundredths } from "@core/swaps";
import { Repeat } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useSwapStep, type SwapStep } from "../api/answer-swap";
import { useSwaps } from "../api/get-swaps";

const STATUS: Record<SwapItem["status"], { label: string; variant: "success" | "warning" | "info" | "secondary" }> = {
  offered: { label: "Offered", variant: "warning" },
  accepted: { label: "Accepted", variant: "info" },
  declined: { label: "Declined", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "secondary" },
  settled: { label: "Settled", variant: "success" },
};

/** The toast after a step, read from the swap it answered with. */
function doneTitle(s: SwapItem): string {
  if (s.paidAt) return "Swap marked as paid";
  if (s.status === "accepted") return "Swap accepted";
  if (s.status === "declined") return "Swap declined";
  return "Swap cancelled";
}

/** What the swap stands at, in words: who offered it, and after the clock settled it, who owes whom. */
function swapLine(s: SwapItem): string {
  const pct = formatPercentHundredths(storedPercentHundredths(s.percent));
  if (s.status === "settled") {
    if (s.owedBy === "nobody") return `${pct} each way: settled, nothing is owed either way`;
    const net = formatMoney2(s.netAmount);
    const who = s.owedBy === "me" ? `You owe ${s.otherPlayer} ${net} net` : `${s.otherPlayer} owes you ${net} net`;
    return `${pct} each way: ${who}${s.paidAt ? `, paid ${formatDate(s.paidAt)}` : ""}`;
  }
  if (s.status === "offered") return s.offeredByMe ? `You offered ${pct} each way` : `${s.otherPlayer} offers ${pct} each way`;
  if (s.status === "accepted") return `${pct} each way: settled by the tournament clock with the prizes`;
  return `${pct} each way`;
}

function SwapRow({ swap: s }: { swap: SwapItem }) {
  // cancelling and marking paid cannot be undone: each asks once more, in place
  const [confirming, setConfirming] = useState<"cancel" | "mark-paid" | null>(null);
  const step = useSwapStep({
    onSuccess: (done) => {
      setConfirming(null);
      toast({ title: doneTitle(done), description: `${done.tournament} with ${done.otherPlayer}` });
    },
    onError: (err) => {
      setConfirming(null);
      toast({ title: "Swap not changed", description: errorMessage(err), variant: "destructive" });
    },
  });
  const run = (what: SwapStep) => step.mutate({ id: s.id, step: what });
  const busy = step.isPending;
  const { label, variant } = STATUS[s.status];
  const paid = s.status === "settled" && s.paidAt !== null;
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="swap-row">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 break-words font-semibold">{s.otherPlayer}</p>
          <Badge variant={variant}>{label}</Badge>
          {paid && <Badge variant="success">Paid</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {s.tournament} · {formatDate(s.tournamentDate)}
        </p>
        <p className="text-sm" data-testid="swap-line">
          {swapLine(s)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        {confirming ? (
          <>
            <span className="text-sm text-muted-foreground">
              {confirming === "cancel" ? "Cancel this swap?" : `Sent ${formatMoney2(s.netAmount)} to ${s.otherPlayer}?`}
            </span>
            <Button size="sm" variant={confirming === "cancel" ? "destructive" : "success"} disabled={busy} onClick={() => run(confirming)}>
              {busy ? "Saving…" : confirming === "cancel" ? "Cancel Swap" : "Confirm"}
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
              Back
            </Button>
          </>
        ) : (
          <>
            {s.canAccept && (
              <Button size="sm" disabled={busy} onClick={() => run("accept")}>
                Accept
              </Button>
            )}
            {s.canDecline && (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => run("decline")}>
                Decline
              </Button>
            )}
            {s.canCancel && !s.canDecline && (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming("cancel")}>
                Cancel
              </Button>
            )}
            {s.canMarkPaid && (
              <Button size="sm" variant="success" disabled={busy} onClick={() => setConfirming("mark-paid")}>
                Mark as Paid
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  );
}

/** Settled swaps where the player owes the other side: the debts Pay Investors lists beside the payouts (decision 214). */
const owedByMe = (s: SwapItem) => s.status === "settled" && s.owedBy === "me";

/**
 * The player's swaps on their dashboard (decision 174): offers to answer, agreed swaps waiting for the clock, and
 * settled ones with the net amount each side owes, marked paid by the payer like a payout. With `debts`, only what
 * the player owes on settled swaps, for Pay Investors (nothing shown when they owe none).
 */
export function SwapsSection({ debts = false }: { debts?: boolean }) {
  const { data, isLoading, error } = useSwaps();
  const rows = debts ? (data ?? []).filter(owedByMe) : (data ?? []);
  if (debts && !isLoading && !error && rows.length === 0) return null;
  return (
    <Card data-testid={debts ? "swap-debts" : "swaps-section"}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Repeat className="h-5 w-5 text-primary" aria-hidden /> {debts ? "Swap Debts" : "Swaps"}
        </CardTitle>
        <CardDescription>
          {debts
            ? "What you owe other players on settled swaps: send it as you send your investors' shares, then mark it paid."
            : "Swaps with players in the same tournament: each of you gives the other the same share of their winnings."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : error ? (
          <p className="text-sm text-destructive">{errorMessage(error)}</p>
        ) : rows.length === 0 ? (
          <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No swaps yet. Offer one from a tournament you are registered in.{" "}
            <Link href={paths.specialTournaments} className="font-medium text-primary underline-offset-4 hover:underline">
              Special Tournaments
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-border/60">
            {rows.map((s) => (
              <SwapRow key={s.id} swap={s} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
