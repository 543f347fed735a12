import { Timer } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";

/**
 * The public pages' way to the live clock's playground: the demo console (/tournament/demo/control, a clock of the
 * visitor's own, no account needed) and its spectator view. Before this, only a signed-in sponsor ever found it.
 */
export function DemoClockCallout({ className = "" }: { className?: string }) {
  return (
    <section aria-labelledby="demo-clock-heading" className={`rounded-2xl border bg-card/60 p-6 sm:p-8 ${className}`}>
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Timer className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 id="demo-clock-heading" className="text-xl font-bold sm:text-2xl">
              Try the live tournament clock
            </h2>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
              Start and pause the blinds, move between levels, eliminate players and watch the spectator view follow. The demo needs no account.
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link href={paths.tournamentControl()}>Open the Demo Clock</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.tournamentView()}>Spectator View</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
