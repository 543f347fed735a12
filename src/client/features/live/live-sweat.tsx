import type { MyInvestment } from "@core/contracts/payouts";
import { Radio } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@client/components/ui/card";
import { campaignMilestone, useRefreshOnMilestone } from "./components/campaign-refresh";
import { dealLine } from "./components/deal-panel";
import { whereToFind } from "./components/find-player";
import { LiveDot, PlayerLiveStatusCard, statusLine, WatchLiveLink } from "./components/player-live-status";
import { useSweatTournament } from "./components/use-sweat";
import { liveCampaignsByTournament, type LiveCampaign } from "./live-stakes";

/**
 * The live feature's parts shown on other features' pages (decision 082, live sweat): the campaign page's live
 * status and the investor's live lines. Everything comes from the spectator view's event stream; nothing polls.
 */

/**
 * The campaign page's card for a campaign linked to a sponsored tournament; nothing for an unlinked one, and
 * nothing until the clock first starts (the stream stays open, so the card appears when it does).
 */
export function CampaignLiveStatus({ campaign }: { campaign: { playerId: number; specialTournamentId?: number | null; status: string } }) {
  if (!campaign.specialTournamentId || campaign.status === "cancelled") return null;
  return <CampaignLiveCard tournamentId={campaign.specialTournamentId} playerId={campaign.playerId} />;
}

function CampaignLiveCard({ tournamentId, playerId }: { tournamentId: number; playerId: number }) {
  const live = useSweatTournament(tournamentId);
  const status = live.statusOf(playerId);
  useRefreshOnMilestone(campaignMilestone(live.data?.state, [status]));
  if (!status || status.kind === "not_started") return null;
  return <PlayerLiveStatusCard status={status} tournamentId={tournamentId} connected={live.connected} state={live.data?.state} />;
}

function TournamentLines({ tournamentId, campaigns }: { tournamentId: number; campaigns: LiveCampaign[] }) {
  const live = useSweatTournament(tournamentId);
  const running = live.data?.state.status === "running";
  useRefreshOnMilestone(
    campaignMilestone(
      live.data?.state,
      campaigns.map((c) => live.statusOf(c.playerId)),
    ),
  );
  return (
    <>
      {campaigns.map((c) => {
        const status = live.statusOf(c.playerId);
        const deal = dealLine(live.data?.state, c.playerId);
        // the backer knows their player by name; the displays may show a seat order (decision 212)
        const where = whereToFind(live.data?.state, c.playerId, c.playerName);
        return (
          <li key={c.campaignId} className="flex items-center gap-3 py-3" data-testid="live-stake-line">
            <LiveDot on={running && status?.kind !== "eliminated"} />
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium">
                <Link href={paths.invest(c.campaignId)} className="hover:underline">
                  {c.playerName}
                </Link>
                <span className="font-normal text-muted-foreground">
                  {" "}
                  · {c.tournament} · your {c.percentage.toFixed(1)}%
                </span>
              </p>
              <p className="text-sm text-muted-foreground" data-testid="live-stake-status">
                {live.error ? "The live clock could not be loaded." : status ? statusLine(status) : "Connecting to the live clock..."}
                {deal && ` · ${deal}`}
                {!live.connected && " (reconnecting)"}
              </p>
              {where && (
                <p className="text-sm text-muted-foreground" data-testid="live-stake-where">
                  {where}
                </p>
              )}
            </div>
            <WatchLiveLink tournamentId={tournamentId} compact />
          </li>
        );
      })}
    </>
  );
}

/** The portfolio's and dashboard's "Live Now" card: a line per stake in a running event, nothing when there is none. */
export function LiveStakesCard({ stakes }: { stakes: readonly MyInvestment[] | undefined }) {
  const groups = [...liveCampaignsByTournament(stakes ?? []).entries()];
  if (groups.length === 0) return null;
  return (
    <Card className="border-primary/30" data-testid="live-stakes">
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2">
          <Radio className="h-5 w-5 text-red-500" aria-hidden /> Live Now
        </CardTitle>
        <CardDescription>Your players in events on the clock, as it happens</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border/60">
          {groups.map(([tournamentId, campaigns]) => (
            <TournamentLines key={tournamentId} tournamentId={tournamentId} campaigns={campaigns} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
