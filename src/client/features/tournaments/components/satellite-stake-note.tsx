import type { Tournament } from "@core/contracts/tournaments";
import { satelliteStakeText } from "@core/live/prizes/satellite-event";
import { useQuery } from "@tanstack/react-query";
import { cn } from "@client/lib/utils";
import { getTournamentQueryOptions } from "../api/get-tournament";

/**
 * What a backer reads before buying a stake in a satellite's player (decision 240): a seat counts as its value of
 * winnings, paid to backers in cash when the player uses or cashes the seat.
 */
export function SatelliteStakeText({ satellite, className }: { satellite: NonNullable<Tournament["satellite"]>; className?: string }) {
  return (
    <p className={cn("rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm", className)} data-testid="satellite-stake-note">
      {satelliteStakeText(satellite)}
    </p>
  );
}

/** The same, for a campaign linked to an event: read from the event (nothing shows for a cash event or an unlinked campaign). */
export function LinkedSatelliteNote({ tournamentId, className }: { tournamentId: number | null; className?: string }) {
  const event = useQuery({ ...getTournamentQueryOptions(tournamentId ?? 0), enabled: tournamentId !== null });
  const satellite = tournamentId !== null ? event.data?.satellite : null;
  return satellite ? <SatelliteStakeText satellite={satellite} className={className} /> : null;
}
