import type { Tournament } from "@core/contracts/tournaments";
import { formatDate, formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import type { Role } from "@core/roles";
import { formatTime, sponsorLabel } from "@core/tournament-rules";
import { Calendar, Clock, Coins, DollarSign, Layers, MapPin, Medal, Spade, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { RegistrationActions } from "./registration-actions";
import { TournamentStatusBadge } from "./status-badge";

export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <span className="mt-0.5 text-muted-foreground [&_svg]:h-4 [&_svg]:w-4">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="break-words text-sm font-medium">{children}</dd>
      </div>
    </div>
  );
}

/** One special tournament with every field and its actions (tournaments §2). */
export function TournamentCard({ tournament: t, role, onDetails }: { tournament: Tournament; role: Role | null; onDetails: () => void }) {
  const pct = t.maxSeats > 0 ? Math.min(100, Math.round((t.registeredPlayers / t.maxSeats) * 100)) : 0;
  return (
    <Card className="flex flex-col" data-testid="tournament-card" aria-label={t.name} role="article">
      <CardHeader className="pb-3">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="min-w-0 break-words">{t.name}</CardTitle>
          <TournamentStatusBadge status={t.status} className="shrink-0" />
        </div>
        {t.description && <p className="line-clamp-2 text-sm text-muted-foreground">{t.description}</p>}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact icon={<Calendar />} label="Date">
            {formatDate(t.date)}
          </Fact>
          <Fact icon={<Clock />} label="Time">
            {formatTime(t.time)}
          </Fact>
          <Fact icon={<MapPin />} label="Location">
            {t.location}
          </Fact>
          <Fact icon={<DollarSign />} label="Buy-in">
            {formatMoney(t.buyIn)}
          </Fact>
          <Fact icon={<Spade />} label="Format">
            {t.format}
          </Fact>
          <Fact icon={<Layers />} label="Blinds">
            {t.blindStructure}
          </Fact>
          <Fact icon={<Coins />} label="Starting Chips">
            {formatInteger(t.startingChips)}
          </Fact>
          <Fact icon={<Medal />} label="Sponsor">
            {sponsorLabel(t.sponsorName)}
          </Fact>
        </dl>
        <div className="space-y-1.5">
          <div className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-1.5 text-muted-foreground">
              <Users className="h-4 w-4" /> Registered
            </span>
            <span className="font-semibold" data-testid="seat-count">
              {t.registeredPlayers}/{t.maxSeats}
            </span>
          </div>
          <Progress value={pct} aria-label={`${t.registeredPlayers} of ${t.maxSeats} seats taken`} />
        </div>
        {t.status === "cancelled" && <p className="text-sm text-red-400">The sponsor cancelled this tournament.</p>}
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <RegistrationActions tournament={t} role={role} className="flex flex-col gap-2 sm:flex-row" />
          <Button variant="outline" onClick={onDetails} className="w-full sm:w-auto">
            View Details
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
