import type { Campaign } from "@core/contracts/campaigns";
import { formatDate } from "@core/format";
import { formatMoney } from "@core/money";
import { playerPath } from "@core/player-path";
import { nameInitials } from "@core/user-display";
import { CalendarDays, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { InitialsAvatar } from "@client/components/ui/initials-avatar";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardFooter } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { cn } from "@client/lib/utils";
import { fundingPercent, remainingAmount } from "./campaign-display";
import { InvestButton } from "./invest-button";
import { SaleWindowNote } from "./sale-window-note";
import { VerifiedBadge } from "./verified-badge";
import { campaignMarkup, MarkupBadge } from "@client/components/markup-badge";
import { RoiFigure } from "@client/components/roi-figure";

export interface CampaignCardProps {
  campaign: Campaign;
  /** the full variant: remaining, date, description, raised and the Active badge */
  showFullDetails?: boolean;
  /** replaces the default Invest button (e.g. a player's own campaign, or the payouts pages) */
  action?: ReactNode;
  /** label of the default invest button */
  investLabel?: string;
  /** /demo: invest as a demo investor; the rating also shows as stars */
  demo?: boolean;
  className?: string;
}

function Stat({ label, value, title }: { label: string; value: ReactNode; title?: string }) {
  return (
    <div className="min-w-0" title={title}>
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="font-semibold tabular-nums [overflow-wrap:anywhere]">{value}</p>
    </div>
  );
}

/** Five stars, one per 20 rating points (tournaments §9). */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-0.5" aria-label={`Rating ${rating} out of 100`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} className={cn("h-3.5 w-3.5", rating >= (i + 1) * 20 - 10 ? "fill-primary text-primary" : "text-muted-foreground/50")} />
      ))}
    </span>
  );
}

/** The player, the event and its badges. */
function CardHeading({ c, showFullDetails }: { c: Campaign; showFullDetails: boolean }) {
  return (
    <div className="flex items-start gap-3">
      <InitialsAvatar initials={nameInitials(c.playerName)} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold" title={c.playerName}>
          {c.playerUsername ? (
            <Link href={playerPath(c.playerUsername)} className="block truncate hover:underline" data-testid="player-link">
              {c.playerName}
            </Link>
          ) : (
            c.playerName
          )}
        </p>
        <p className="truncate text-sm text-muted-foreground" title={c.tournament}>
          {c.tournament}
        </p>
        {c.package && (
          // a package (decision 241): one campaign over several events
          <p className="truncate text-xs text-muted-foreground" data-testid="campaign-package">
            Package: {c.package.summary}
          </p>
        )}
        {(c.verified || campaignMarkup(c) !== 100) && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {c.verified && <VerifiedBadge />}
            <MarkupBadge campaign={c} />
            {(c.day ?? 1) >= 2 && (
              <Badge variant="outline" data-testid="campaign-day-two">
                Day {c.day}
              </Badge>
            )}
          </div>
        )}
      </div>
      {showFullDetails && <Badge variant="success">Active</Badge>}
    </div>
  );
}

function FundingBar({ c, showFullDetails }: { c: Campaign; showFullDetails: boolean }) {
  const percent = fundingPercent(c);
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm">
        <span className="text-muted-foreground">Funding Progress</span>
        <span className="font-semibold tabular-nums">{percent}%</span>
      </div>
      <Progress value={percent} aria-label="Funding progress" />
      {showFullDetails && (
        <div className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>{formatMoney(c.currentAmount)} raised</span>
          <span>{formatMoney(remainingAmount(c))} remaining</span>
        </div>
      )}
    </div>
  );
}

/** A campaign as a card (marketplace §2 "Campaign card"), compact or with full details. */
export function CampaignCard({ campaign: c, showFullDetails = false, action, investLabel = "Invest", demo, className }: CampaignCardProps) {
  return (
    <Card data-testid="campaign-card" className={cn("flex h-full flex-col transition-colors hover:border-primary/40", className)}>
      <CardContent className="flex flex-1 flex-col gap-4 pt-5">
        <CardHeading c={c} showFullDetails={showFullDetails} />

        <div className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3">
          <Stat
            label="ROI"
            value={
              <>
                {/* the player's one ROI, as their page and the dialog show it (decision 210); the rating's stars on /demo */}
                <RoiFigure roi={c.playerRoi} />
                {demo && c.rating !== null && (
                  <span className="mt-1 block" title="Player rating, 0-100, from the player's closed campaigns">
                    <RatingStars rating={c.rating} />
                  </span>
                )}
              </>
            }
          />
          <Stat label="Offered" value={`${c.playerOfferedPercentage}%`} />
        </div>

        <FundingBar c={c} showFullDetails={showFullDetails} />
        <SaleWindowNote campaign={c} className="-mt-2" />

        <div className="grid grid-cols-2 gap-3 text-sm">
          <Stat label="Buy-in" value={formatMoney(c.buyIn)} />
          <Stat label="Min Stake" value={formatMoney(c.minStake)} />
        </div>

        {showFullDetails && (
          <>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="h-4 w-4" /> {formatDate(c.tournamentDate)}
            </p>
            {c.description && <p className="line-clamp-2 text-sm text-muted-foreground">{c.description}</p>}
          </>
        )}
      </CardContent>
      <CardFooter className="mt-auto">{action ?? <InvestButton campaign={c} label={investLabel} demo={demo} className="w-full" />}</CardFooter>
    </Card>
  );
}
