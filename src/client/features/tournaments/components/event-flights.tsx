import type { Tournament } from "@core/contracts/tournaments";
import { can, type Role } from "@core/roles";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import { formatDate } from "@core/format";
import { paths } from "@client/lib/routes";
import { useRegisterForTournament } from "../api/register";
import { TournamentStatusBadge } from "./status-badge";

/**
 * A multi-flight event's Day 1 flights (decision 242): each on its own date and clock, with a Register button per
 * flight (a player registers for a flight, never the event itself) and a link to the flight's clock; the host gets
 * the flight's console. The event's own clock is Day 2, seated from the flights' bags.
 */
export function EventFlights({ tournament: t, role, isHost }: { tournament: Tournament; role: Role | null; isHost: boolean }) {
  const register = useRegisterForTournament();
  if (!t.flights) return null;
  const canRegister = role === "player" && can(role, "specialTournaments");
  return (
    <div className="space-y-2" data-testid="event-flights">
      <p className="text-xs text-muted-foreground">
        {t.flightRule === "first-stack"
          ? "First stack: a player who bags chips in one flight does not play a later one."
          : "Best stack: a player may play several flights; only their largest bag goes on to Day 2."}
      </p>
      <ul className="divide-y rounded-md border">
        {t.flights.map((f) => {
          const registering = register.isPending && register.variables?.tournamentId === f.id;
          return (
            <li key={f.id} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center sm:justify-between" data-testid="event-flight">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium">
                  {f.name}
                  {/* a flight is live once its clock starts and completed once it bags (decision 242) */}
                  <TournamentStatusBadge status={f.status} />
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatDate(f.date)} at {f.time} · {f.entries} {f.entries === 1 ? "entry" : "entries"}
                </p>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                {canRegister && f.status === "upcoming" && (
                  <Button size="sm" disabled={registering} onClick={() => register.mutate({ tournamentId: f.id, userRole: "player" })}>
                    {registering ? "Registering..." : `Register for ${f.name}`}
                  </Button>
                )}
                <Button size="sm" variant="outline" asChild>
                  <Link href={isHost ? paths.tournamentControl(f.id) : paths.tournamentView(f.id)}>{isHost ? `${f.name} Console` : `${f.name} Clock`}</Link>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
