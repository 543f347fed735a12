import { isVisitorDemoId } from "@core/live/schema/demo-id";
import { ArrowLeft } from "lucide-react";
import { type ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { paths } from "@client/lib/routes";

import type { LiveData } from "../../api/live";
import { FlightLine } from "../flight-line";
import { clockMode } from "@core/live/schema/clock-mode";

/** The console's title, its way back and the full-screen switch. */
export function ConsoleHeader({ data, fullScreenButton }: { data: LiveData; fullScreenButton: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <Button asChild variant="ghost" size="sm" className="-ml-3 mb-1 text-muted-foreground">
          <Link href={clockMode(data.state).registeredField ? paths.sponsoredTournaments : paths.tournamentsMain}>
            <ArrowLeft /> Back to Tournaments
          </Link>
        </Button>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{data.state.name}</h1>
        <FlightLine state={data.state} />
        <p className="text-muted-foreground">Live Tournament Control</p>
      </div>
      {fullScreenButton}
    </div>
  );
}

/** Why a watcher sees the controls off: a visitor's shared demo clock, or someone else's event. */
export function WatcherNotice({ id, canControl }: { id: string; canControl: boolean }) {
  if (canControl) return null;
  return isVisitorDemoId(id) ? (
    <p className="mb-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200" role="note">
      This demo clock belongs to the visitor who shared it: you can watch it here.{" "}
      <Link href={paths.tournamentControl()} className="font-semibold underline">
        Open your own demo clock
      </Link>{" "}
      to use the controls.
    </p>
  ) : (
    <p className="mb-4 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200" role="note">
      Only this tournament's sponsor can run its clock.{" "}
      <Link href={paths.auth} className="font-semibold underline">
        Sign in as the sponsor
      </Link>{" "}
      to use the controls.
    </p>
  );
}
