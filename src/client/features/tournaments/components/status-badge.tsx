import { tournamentBadgeLabel, tournamentBadgeTone } from "@core/tournament-rules";
import { Badge } from "@client/components/ui/badge";

export function TournamentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={tournamentBadgeTone(status)} className={className}>
      {tournamentBadgeLabel(status)}
    </Badge>
  );
}
