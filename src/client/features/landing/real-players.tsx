import type { LandingPlayers } from "@core/contracts/landing";
import { campaignPath } from "@core/campaign-path";
import { formatMoney } from "@core/money";
import { playerPath } from "@core/player-path";
import { nameInitials } from "@core/user-display";
import { Link } from "wouter";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { InitialsAvatar } from "@client/components/ui/initials-avatar";
import { Progress } from "@client/components/ui/progress";
import { RoiFigure } from "@client/components/roi-figure";
import { useAuth } from "@client/lib/auth/use-auth";
import { authLink, paths } from "@client/lib/routes";

/** Where "Back This Player" goes: the page itself when signed in, else sign-up that returns there (next=). */
function useBackLink() {
  const { user } = useAuth();
  return (target: string) => (user ? target : authLink("investor", undefined, target));
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** Top ROI Players from the database: verified records only, best ROI first (decision 210). */
export function RealTopPlayers({ data }: { data: LandingPlayers }) {
  const back = useBackLink();
  if (data.topPlayers.length === 0) {
    return (
      <p className="rounded-lg border bg-card/60 p-6 text-center text-sm text-muted-foreground" data-testid="top-players-empty">
        No player has {data.minVerifiedEvents} verified events yet: players rank here once a StakeLine tournament clock has settled {data.minVerifiedEvents} of
        their events.{" "}
        <Link href={paths.stakingMain} className="text-primary hover:underline">
          See who is selling action now
        </Link>
      </p>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {data.topPlayers.map((p, i) => (
        <Card key={p.username} data-testid="top-player">
          <CardContent className="space-y-4 pt-5">
            <div className="flex items-center gap-3">
              <div className="relative">
                <InitialsAvatar initials={nameInitials(p.name)} className="h-12 w-12 text-base" />
                <span className="absolute -right-1 -top-1 rounded-full bg-background px-1.5 text-xs font-bold text-primary ring-1 ring-primary">#{i + 1}</span>
              </div>
              <div className="min-w-0">
                <Link href={playerPath(p.username)} className="block truncate font-semibold hover:underline">
                  {p.name}
                </Link>
                {p.recentTournament && <p className="truncate text-xs text-muted-foreground">{p.recentTournament}</p>}
              </div>
            </div>
            <RoiFigure roi={p.roi} className="text-3xl text-emerald-400" testId="top-player-roi" />
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <Stat label="Events" value={String(p.roi.events)} />
              <Stat label="Backers" value={String(p.backers)} />
              <Stat label="In the money" value={`${p.itmPercent}%`} />
            </dl>
            <Button className="w-full" asChild>
              <Link href={back(playerPath(p.username))}>Back This Player</Link>
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** Elite Players from the database: open campaigns, the best verified records first (decision 210). */
export function RealOpenCampaigns({ data }: { data: LandingPlayers }) {
  const back = useBackLink();
  if (data.openCampaigns.length === 0) {
    return (
      <p className="rounded-lg border bg-card/60 p-6 text-center text-sm text-muted-foreground" data-testid="open-campaigns-empty">
        No player is selling action right now.
      </p>
    );
  }
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {data.openCampaigns.map((c) => (
        <Card key={c.id} data-testid="elite-player">
          <CardContent className="space-y-4 pt-5">
            <div className="flex items-center gap-3">
              <InitialsAvatar initials={nameInitials(c.name)} className="h-12 w-12 text-base" />
              <div className="min-w-0 flex-1">
                <Link href={playerPath(c.username)} className="block truncate font-semibold hover:underline">
                  {c.name}
                </Link>
                <p className="truncate text-xs text-muted-foreground">{c.tournament}</p>
              </div>
            </div>
            <div className="flex flex-wrap items-start gap-x-2 text-sm">
              <span className="text-muted-foreground">ROI</span>
              <RoiFigure roi={c.roi} />
              {c.verified && (
                <Badge variant="success" className="ml-auto">
                  Verified event
                </Badge>
              )}
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <Stat label="Buy-in" value={formatMoney(c.buyIn)} />
              <Stat label="Selling" value={`${c.selling}%`} />
              <Stat label="Markup" value={`${c.markup}x`} />
            </dl>
            <div className="space-y-1.5">
              <div className="flex justify-between text-xs text-muted-foreground">
                <span>Sold</span>
                <span className="font-semibold text-foreground">{c.soldPercent}%</span>
              </div>
              <Progress value={c.soldPercent} aria-label={`${c.soldPercent}% sold`} />
            </div>
            <Button className="w-full" asChild>
              <Link href={back(campaignPath(c.id))}>Back This Player</Link>
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
