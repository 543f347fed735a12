import { useQuery } from "@tanstack/react-query";
import { Download, Receipt, Timer } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { Skeleton } from "@client/components/ui/skeleton";
import { errorMessage } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useKnownNames } from "../api/known-names";
import { getLiveQueryOptions } from "../api/live";
import { downloadResults } from "./download-csv";
import { FinishedSummary } from "./finished-summary";
import { baggedLine, hasBagged } from "@core/live/prizes/flight-day2";

/**
 * A finished event's results where its sponsor lists it (decision 218): the winner, every place paid with its
 * amount (the deal's where one was made, bounty cash included), the deal and each finisher's bounty cash, as the console shows them
 * (FinishedSummary over the stored clock, GET /api/live/:id, read once: a finished clock does not change), then a
 * way back to its console and the same results export the console offers (resultsCsv).
 */
export function EventResults({ tournamentId }: { tournamentId: number }) {
  const id = String(tournamentId);
  const live = useQuery(getLiveQueryOptions(id));
  // the sponsor deals with registrants by their usernames where the public views show "Player N"
  const data = useKnownNames(id, live.data);
  if (live.isLoading) return <Skeleton className="h-48" />;
  if (live.error) return <p className="text-sm text-muted-foreground">The results could not be loaded: {errorMessage(live.error)}</p>;
  const state = data?.state;
  return (
    <section className="space-y-3 rounded-lg border bg-background/30 p-3" aria-label="Results" data-testid="event-results">
      {state && state.finishedAt !== null ? (
        <FinishedSummary state={state} />
      ) : state?.flight && hasBagged(state) ? (
        // a flight pays nothing: it ends by bagging, and its players' results are Day 2's (decision 242)
        <p className="text-sm text-muted-foreground" data-testid="flight-bagged">
          {baggedLine(state.flight, state.bags ?? {})}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">This tournament has no results from its clock.</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="outline">
          <Link href={paths.tournamentControl(tournamentId)}>
            <Timer /> Open Console
          </Link>
        </Button>
        {/* what the event took in and paid out, and closing it once it balances (decision 237) */}
        <Button asChild variant="outline">
          <Link href={paths.cashier(tournamentId)}>
            <Receipt /> Cashier's report
          </Link>
        </Button>
        {state && (
          <Button variant="outline" onClick={() => downloadResults(state, data?.backers)}>
            <Download /> Export Results
          </Button>
        )}
      </div>
    </section>
  );
}
