import type { Campaign } from "@core/contracts/campaigns";
import type { PackageEventView } from "@core/contracts/packages";
import { formatDate } from "@core/format";
import { formatMoney, formatMoney2 } from "@core/money";
import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { AlertDialogAction } from "@client/components/ui/alert-dialog";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { errorMessage } from "@client/lib/api";
import { toast } from "@client/lib/use-toast";
import { useEnterPackageResult, usePackage } from "../api/packages";

const STATUS: Record<PackageEventView["status"], { label: string; variant: "outline" | "success" | "secondary" }> = {
  upcoming: { label: "Upcoming", variant: "outline" },
  played: { label: "Played", variant: "success" },
  skipped: { label: "Skipped", variant: "secondary" },
};

/** What an event's result says once entered: its cash, or that it was skipped (and refunded). */
function resultText(e: PackageEventView): string {
  if (e.status === "played") return Number(e.cash) > 0 ? `Cashed ${formatMoney2(e.cash)}` : "Did not cash";
  if (e.status === "skipped") return "Skipped: its part refunded";
  return "No result yet";
}

/**
 * The player enters one event's result: what it won ($0 when it did not cash), or Skipped before it is played. The
 * server decides what is allowed (the event's day come, not entered twice) and answers a message when not.
 */
function ResultEntry({ event, enter }: { event: PackageEventView; enter: ReturnType<typeof useEnterPackageResult> }) {
  const [cash, setCash] = useState("");
  const [skipping, setSkipping] = useState(false);
  const id = `package-event-${event.id}-cash`;
  const send = (body: { outcome: "played"; cash: string } | { outcome: "skipped" }) =>
    enter.mutate(
      { eventId: event.id, body },
      {
        onSuccess: (r) => {
          setSkipping(false);
          if (r.completed) toast({ title: "Campaign Closed", description: "Campaign has been successfully closed and payouts calculated." });
          else if (body.outcome === "skipped")
            toast({
              title: "Event skipped",
              description: r.refunds > 0 ? `${formatMoney2(r.refundedTotal)} is being refunded to your backers.` : "No stake to refund.",
            });
          else toast({ title: "Result saved", description: `${event.name}: ${resultText({ ...event, status: "played", cash: body.cash })}` });
        },
        onError: (err) => {
          setSkipping(false);
          toast({ title: "Error", description: errorMessage(err), variant: "destructive" });
        },
      },
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(ev) => {
        ev.preventDefault();
        send({ outcome: "played", cash });
      }}
    >
      <div className="min-w-0 flex-1 basis-32">
        <label htmlFor={id} className="text-xs text-muted-foreground">
          Winnings in {event.name}
        </label>
        <Input id={id} inputMode="decimal" autoComplete="off" placeholder="0" value={cash} onChange={(ev) => setCash(ev.target.value)} />
      </div>
      <Button type="submit" size="sm" disabled={enter.isPending}>
        Save Result
      </Button>
      <ConfirmDialog
        open={skipping}
        onOpenChange={setSkipping}
        trigger={
          <Button type="button" size="sm" variant="outline" disabled={enter.isPending} onClick={() => setSkipping(true)}>
            Skipped
          </Button>
        }
        title={`Skip ${event.name}?`}
        description="Each backer is refunded their share of its buy-in at the markup, and their share of the package's total winnings stands. This cannot be undone."
        cancelLabel="Keep Event"
        pending={enter.isPending}
        action={
          <AlertDialogAction
            disabled={enter.isPending}
            onClick={(ev) => {
              ev.preventDefault();
              send({ outcome: "skipped" });
            }}
          >
            Skip Event
          </AlertDialogAction>
        }
      />
    </form>
  );
}

/** A package's events on its page (decision 241): each with its date, buy-in, status and result; its player enters them. */
export function PackagePanel({ campaign: c, isOwner }: { campaign: Campaign; isOwner: boolean }) {
  const pkg = usePackage(c.id);
  // held here, not in each row: a row goes once its result is in, and its mutation's answer (the toast) must outlive it
  const enter = useEnterPackageResult(c.id);
  const open = c.status === "active" || c.status === "funded";
  return (
    <Card className="max-lg:order-3" data-testid="package-panel">
      <CardHeader>
        <CardTitle>Package Events</CardTitle>
        {c.package && <p className="text-sm text-muted-foreground">{c.package.summary}</p>}
      </CardHeader>
      <CardContent className="space-y-3">
        {pkg.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading events...</p>
        ) : pkg.error ? (
          <p className="text-sm text-destructive">{errorMessage(pkg.error)}</p>
        ) : pkg.data ? (
          <>
            <ol className="divide-y rounded-md border" aria-label="Package events">
              {pkg.data.events.map((e) => (
                <li key={e.id} className="space-y-2 p-3" data-testid="package-event">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="break-words font-medium">
                        {e.position}. {e.name}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {formatDate(e.date)} · Buy-in {formatMoney(e.buyIn)}
                      </p>
                    </div>
                    <div className="flex flex-col items-end gap-1 text-right">
                      <Badge variant={STATUS[e.status].variant}>{STATUS[e.status].label}</Badge>
                      <span className="text-sm tabular-nums">{resultText(e)}</span>
                    </div>
                  </div>
                  {isOwner && open && e.status === "upcoming" && e.specialTournamentId === null && <ResultEntry event={e} enter={enter} />}
                </li>
              ))}
            </ol>
            <p className="text-sm">
              Total winnings so far: <span className="font-semibold tabular-nums">{formatMoney2(pkg.data.totalWinnings)}</span>
            </p>
            {Number(pkg.data.myRefunds) > 0 && (
              <p className="rounded-md bg-primary/10 p-2 text-sm font-medium text-primary" data-testid="package-my-refunds">
                Refunded to you for skipped events: {formatMoney2(pkg.data.myRefunds)}
              </p>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
