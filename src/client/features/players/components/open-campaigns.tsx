import type { PlayerProfile } from "@core/contracts/players";
import { formatDate } from "@core/format";
import { formatMoney } from "@core/money";
import { CalendarDays } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { paths } from "@client/lib/routes";

/**
 * The player's campaigns open for investment (decision 210): a backer who found the player here backs them from
 * here. Invest opens the campaign's page, where its terms are and its Invest dialog (sign-in first for a visitor).
 */
export function OpenCampaigns({ campaigns }: { campaigns: PlayerProfile["openCampaigns"] }) {
  if (campaigns.length === 0) return null;
  return (
    <Card data-testid="open-campaigns">
      <CardHeader>
        <CardTitle className="text-lg">Open campaigns</CardTitle>
        <p className="text-xs text-muted-foreground">Action this player is selling now</p>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {campaigns.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid="open-campaign">
              <div className="min-w-0 flex-1">
                <p className="font-medium [overflow-wrap:anywhere]">
                  <Link href={paths.invest(c.id)} className="hover:underline">
                    {c.tournament}
                  </Link>
                  {c.verified && (
                    <Badge variant="success" className="ml-2 align-middle">
                      Verified
                    </Badge>
                  )}
                </p>
                <p className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground tabular-nums">
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="h-3.5 w-3.5" aria-hidden /> {formatDate(c.tournamentDate)}
                  </span>
                  <span>Buy-in {formatMoney(c.buyIn)}</span>
                  <span>{c.playerOfferedPercentage}% offered</span>
                  {c.markup !== "1.00" && <span>Markup {c.markup}</span>}
                  <span>{formatMoney(c.remaining)} left</span>
                </p>
              </div>
              <Button asChild size="sm" className="max-sm:w-full">
                <Link href={paths.invest(c.id)} aria-label={`Invest in ${c.tournament}`}>
                  Invest
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
