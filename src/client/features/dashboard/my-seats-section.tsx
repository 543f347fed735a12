import { alternateLabel } from "@core/tournament-rules";
import { useQuery } from "@tanstack/react-query";
import { Hourglass } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { MySeatLink } from "@client/features/live";
import { getTournamentsQueryOptions } from "@client/features/tournaments";
import { paths } from "@client/lib/routes";

/**
 * The player's dashboard: a seat link (and QR) for each upcoming or live event they are registered for (decision 164),
 * and their number on the alternate list of each event they wait for a seat in (decision 236).
 */
export function MySeatsSection() {
  const { data } = useQuery(getTournamentsQueryOptions());
  const open = (data ?? []).filter((t) => t.status === "upcoming" || t.status === "active");
  const mine = open.filter((t) => t.isRegistered);
  const waiting = open.filter((t) => t.alternate !== null);
  if (mine.length === 0 && waiting.length === 0) return null;
  return (
    <Card data-testid="my-seats">
      <CardHeader>
        <CardTitle>My Seats</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {mine.map((t) => (
          <MySeatLink key={t.id} tournamentId={t.id} title={t.name} />
        ))}
        {waiting.map((t) => (
          <div key={t.id} className="flex items-center gap-3 rounded-lg border border-amber-500/40 p-3" data-testid="my-alternate-place">
            <Hourglass className="h-5 w-5 shrink-0 text-amber-400" aria-hidden />
            <div className="min-w-0">
              <p className="font-semibold">
                {alternateLabel(t.alternate!)} <span className="font-normal text-muted-foreground">in</span> {t.name}
              </p>
              <p className="text-xs text-muted-foreground">
                No seat yet: a seat that comes free goes to the lowest number waiting.{" "}
                <Link href={paths.specialTournaments} className="underline">
                  Special Tournaments
                </Link>
              </p>
            </div>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
