import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { Button } from "@client/components/ui/button";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { errorMessage, isApiError } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useLiveId } from "../api/demo-clock";

/** Loading and error states shared by the console and the spectator view. */
export function LiveFrame({ isLoading, error, children }: { isLoading: boolean; error: unknown; children: ReactNode }) {
  if (isLoading) return <FullPageSpinner />;
  if (error) {
    const missing = isApiError(error, 404) || isApiError(error, 400);
    return (
      <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center felt-bg">
        <h1 className="text-2xl font-bold">{missing ? "Tournament Not Found" : "The live clock could not be loaded"}</h1>
        <p className="text-muted-foreground">{missing ? "There is no live tournament at this address." : errorMessage(error)}</p>
        <Button asChild variant="outline">
          <Link href={paths.tournamentsMain}>Back to Tournaments</Link>
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

/** A live page of the clock its route names (the demo's routes: the visitor's own clock), loading and errors shown alike. */
export function LiveRouteFrame({ children }: { children: (id: string) => ReactNode }) {
  const params = useParams<{ id?: string }>();
  const resolved = useLiveId(params.id);
  return (
    <LiveFrame isLoading={resolved.isLoading} error={resolved.error}>
      {resolved.id && children(resolved.id)}
    </LiveFrame>
  );
}

/** Shown while the event stream is down; the browser reconnects by itself. */
export function ReconnectingNotice({ connected }: { connected: boolean }) {
  if (connected) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 bg-amber-500 px-4 py-2 text-center text-sm font-semibold text-black">
      Connection lost. Reconnecting to the live clock...
    </div>
  );
}
