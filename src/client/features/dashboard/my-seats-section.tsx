import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { MySeatLink } from "@client/features/live";
import { getTournamentsQueryOptions } from "@client/features/tournaments";

/** The player's dashboard: a seat link (and QR) for each upcoming or live event they are registered for (decision 164). */
export function MySeatsSection() {
  const { data } = useQuery(getTournamentsQueryOptions());
  const mine = (data ?? []).filter((t) => t.isRegistered && (t.status === "upcoming" || t.status === "active"));
  if (mine.length === 0) return null;
  return (
    <Card data-testid="my-seats">
      <CardHeader>
        <CardTitle>My Seats</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {mine.map((t) => (
          <MySeatLink key={t.id} tournamentId={t.id} title={t.name} />
        ))}
      </CardContent>
    </Card>
  );
}
