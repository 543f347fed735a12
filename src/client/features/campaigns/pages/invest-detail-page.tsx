import type { Campaign } from "@core/contracts/campaigns";
import { PLATFORM_FEE_TEXT } from "@core/fees";
import { formatDate } from "@core/format";
import { formatMoney, toCents } from "@core/money";
import { bountyDisclosure, buyableSharePercent, swapsDisclosure } from "@core/invest-limits";
import { capCents, remainingCents } from "@core/stake";
import { bulletPriceCents, bulletTermsOf, campaignFundedBuyInCents } from "@core/bullets";
import { ratingStars } from "@core/rating";
import { playerPath } from "@core/player-path";
import { hasRecord, recordBasisText } from "@core/record-basis";
import { nameInitials } from "@core/user-display";
import { AlertTriangle, CalendarDays, CheckCircle2, Star } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link, useParams } from "wouter";
import { NotFoundMessage } from "@client/components/not-found-message";
import { Avatar, AvatarFallback } from "@client/components/ui/avatar";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Progress } from "@client/components/ui/progress";
import { Skeleton } from "@client/components/ui/skeleton";
import { Spinner } from "@client/components/ui/spinner";
import { useAuth } from "@client/lib/auth/use-auth";
import { preloadAppLayout } from "@client/components/layout/preload-app-layout";
import { SiteFrame } from "@client/components/layout/site-frame";
import { CampaignLiveStatus } from "@client/features/live";
import { cn } from "@client/lib/utils";
import { errorMessage, isApiError } from "@client/lib/api";
import { useCampaign } from "../api/get-campaign";
import { CampaignOutcomeCard, isFinished } from "../components/campaign-outcome";
import { fundingPercent, remainingAmount } from "../components/campaign-display";
import { InvestCallToAction, investsFromHere } from "../components/invest-call-to-action";
import { FairPriceNote, ReservedNote } from "@client/features/investing";
import { RoiFigure } from "@client/components/roi-figure";
import { OwnerPanel } from "../components/owner-panel";
import { PackagePanel } from "../components/package-panel";
import { OverduePayoutsNote } from "../components/overdue-payouts-note";
import { dayTwoLabel } from "@core/day-two";
import { VerifiedBadge } from "../components/verified-badge";
import { SaleWindowNote } from "../components/sale-window-note";
import { LinkedSatelliteNote } from "@client/features/tournaments";
import { campaignMarkup, MarkupBadge } from "@client/components/markup-badge";
import { EventSeatNotices } from "@client/components/event-seat-notices";

const STATUS_BADGE: Record<Campaign["status"], { label: string; variant: "success" | "info" | "secondary" | "destructive" }> = {
  active: { label: "Active", variant: "success" },
  funded: { label: "Fully Funded", variant: "info" },
  completed: { label: "Completed", variant: "secondary" },
  cancelled: { label: "Cancelled", variant: "destructive" },
};

// only a completed campaign's backers see it: its code loads then, not with every campaign page
const ReviewForm = lazy(() => import("@client/features/players").then((m) => ({ default: m.ReviewForm })));

function Fact({ label, value, sub }: { label: string; value: ReactNode; sub?: ReactNode }) {
  return (
    <div className="rounded-md bg-muted/50 p-4">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-lg font-bold tabular-nums">{value}</p>
      {sub && <p className="mt-0.5 text-xs text-muted-foreground">{sub}</p>}
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  const stars = ratingStars(rating);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="inline-flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((i) => (
          <Star key={i} className={i <= Math.round(stars) ? "h-4 w-4 fill-primary text-primary" : "h-4 w-4 text-muted-foreground/50"} />
        ))}
      </span>
      <span className="text-sm font-semibold">{stars.toFixed(1)} / 5</span>
    </span>
  );
}

/** What a several-bullet campaign's stakes are a share of: every bullet at the buy-in, or each entry at its own price. */
function bulletsBasisText(c: Campaign, fundedCents: number): string {
  const terms = bulletTermsOf(c);
  const later = bulletPriceCents(terms, 2);
  if (later === terms.buyInCents) return `${terms.bullets} x the ${formatMoney(c.buyIn)} buy-in`;
  const more = terms.bullets - 1;
  return `the ${formatMoney(fundedCents / 100)} its ${terms.bullets} entries cost (the ${formatMoney(c.buyIn)} buy-in + ${more === 1 ? "" : `${more} x `}${formatMoney(later / 100)})`;
}

/**
 * "Your Share": what this viewer can still buy of the winnings, in all: what remains, within the per-backer cap less
 * what they own and hold (a visitor or another role: the whole cap). Decision 220.
 */
function yourShareOf(c: Campaign, fundedCents: number, markup: number): { value: string; sub?: string } {
  const remaining = remainingCents(toCents(c.targetAmount) ?? 0, toCents(c.currentAmount) ?? 0, toCents(c.reservedAmount ?? "0") ?? 0);
  const cap = c.maxPerInvestor ?? null;
  const room = c.investorRoom != null ? (toCents(c.investorRoom) ?? 0) : cap !== null ? capCents(fundedCents, markup, cap) : undefined;
  const share = buyableSharePercent({ minStakeCents: toCents(c.minStake) ?? 0, remainingCents: remaining, investorRoomCents: room }, fundedCents, markup);
  if (share === "0") return { value: "0%", sub: remaining <= 0 ? "Nothing left to buy" : `You own the most one backer may (${cap}%)` };
  return { value: `up to ${share}%`, sub: cap !== null && room !== undefined && room < remaining ? `The player caps each backer at ${cap}%` : undefined };
}

/** What a stake is a share of, as the page says it: the buy-in, the Day-2 value or every bullet's entry, at the markup. */
function stakeTermsOf(c: Campaign) {
  // 1% of the winnings costs 1% of the buy-in times the markup (share = amount / (buyIn x markup) x 100); display only
  const markup = campaignMarkup(c);
  // a campaign funding several bullets sells its share of all of them: 1% costs 1% of the entries' price x markup
  // (the buy-in, then the rebuy or re-entry price for each further bullet)
  const bullets = c.bullets ?? 1;
  const fundedCents = campaignFundedBuyInCents(c);
  const onePercentDollars = (fundedCents * markup) / 1_000_000;
  // a Day-2 campaign (decision 170) is stored at the value of 100% of the player's winnings at their bag
  const dayTwoBag = (c.day ?? 1) >= 2 && c.bagChips ? c.bagChips : null;
  const stakeBasis = c.package
    ? `the ${formatMoney(c.buyIn)} of the package's buy-ins`
    : dayTwoBag !== null
      ? `the ${formatMoney(c.buyIn)} Day-2 value (buy-in x bag / starting stack)`
      : bullets > 1
        ? bulletsBasisText(c, fundedCents)
        : `the ${formatMoney(c.buyIn)} buy-in`;
  return { markup, bullets, fundedCents, onePercentDollars, dayTwoBag, stakeBasis };
}

type StakeTerms = ReturnType<typeof stakeTermsOf>;

function PlayerRating({ c }: { c: Campaign }) {
  return (
    <div className="mt-2">
      {c.rating === null ? (
        <span className="text-sm text-muted-foreground">New player — no closed campaigns yet</span>
      ) : (
        <span title={`Rating ${c.rating} out of 100 from closed campaigns (cash rate and return)`}>
          <Stars rating={c.rating} />
        </span>
      )}
      {/* "New player" already says there is no record */}
      {c.ratingBasis && hasRecord(c.ratingBasis) && (
        <span className="ml-2 text-xs text-muted-foreground" data-testid="rating-basis">
          {recordBasisText(c.ratingBasis)}
        </span>
      )}
    </div>
  );
}

/** The player's name, the event, its badges, ROI and rating, beside the status badge. */
function PlayerHeading({ c, terms: { bullets, dayTwoBag } }: { c: Campaign; terms: StakeTerms }) {
  // a sale that closed at its deadline with less than the target goes on as it is (decision 233)
  const badge = c.saleClosedAt && c.status === "funded" ? { label: "Sale Closed", variant: "info" as const } : STATUS_BADGE[c.status];
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Avatar className="h-14 w-14">
        <AvatarFallback className="text-lg">{nameInitials(c.playerName)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {c.playerUsername ? (
            <Link href={playerPath(c.playerUsername)} className="break-words hover:underline" data-testid="player-link">
              {c.playerName}
            </Link>
          ) : (
            c.playerName
          )}
        </h1>
        <p className="text-lg text-muted-foreground">{c.tournament}</p>
        {(c.verified || campaignMarkup(c) !== 100 || bullets > 1 || dayTwoBag !== null) && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {c.verified && <VerifiedBadge />}
            <MarkupBadge campaign={c} />
            {dayTwoBag !== null && (
              <Badge variant="outline" data-testid="campaign-day-two">
                {dayTwoLabel(dayTwoBag, c.day ?? 2)}
              </Badge>
            )}
            {bullets > 1 && (
              <Badge variant="outline" data-testid="campaign-bullets">
                Funds {bullets} bullets
              </Badge>
            )}
          </div>
        )}
        {/* the player's one ROI, as the card, the dialog and their page show it (decision 210) */}
        {c.playerRoi && c.playerRoi.roi !== null && (
          <p className="mt-2 flex flex-wrap items-start gap-x-2 text-sm" data-testid="campaign-roi">
            <span className="text-muted-foreground">ROI</span>
            {/* what it rests on is said once, beside the rating below */}
            <RoiFigure roi={c.playerRoi} showShortBasis={false} />
          </p>
        )}
        <PlayerRating c={c} />
      </div>
      <Badge variant={badge.variant}>{badge.label}</Badge>
    </div>
  );
}

function CampaignSummaryCard({ c, terms }: { c: Campaign; terms: StakeTerms }) {
  const yourShare = yourShareOf(c, terms.fundedCents, terms.markup);
  return (
    <Card className="max-lg:order-1">
      <CardContent className="space-y-6 pt-6">
        <PlayerHeading c={c} terms={terms} />
        <SaleWindowNote campaign={c} className="rounded-md border p-3" />
        <EventSeatNotices terms={c.eventTerms} bullets={terms.bullets} />
        <LinkedSatelliteNote tournamentId={c.specialTournamentId} />
        <OverduePayoutsNote campaign={c} />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Fact label={terms.dayTwoBag !== null ? "Day-2 Value" : "Buy-in"} value={formatMoney(c.buyIn)} sub={c.package?.summary} />
          <Fact label="Min Stake" value={formatMoney(c.minStake)} />
          <Fact
            label={c.package ? "First Event" : "Date"}
            value={
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="h-4 w-4 text-muted-foreground" />
                {formatDate(c.tournamentDate)}
              </span>
            }
          />
          <Fact label="Your Share" value={yourShare.value} sub={yourShare.sub ?? `1% of winnings per ${formatMoney(terms.onePercentDollars)} staked`} />
        </div>
        {c.description && (
          <div>
            <h2 className="mb-2 font-semibold">About this campaign</h2>
            <p className="whitespace-pre-line text-muted-foreground">{c.description}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** The terms a backer buys under, one line each. */
function investmentTermsOf(c: Campaign, { markup, bullets, stakeBasis }: StakeTerms): string[] {
  return [
    c.package
      ? `The player sells up to ${c.playerOfferedPercentage}% of their total winnings in these ${c.package.events} events, ${formatMoney(c.targetAmount)} in total.`
      : `The player sells up to ${c.playerOfferedPercentage}% of their winnings in this tournament, ${formatMoney(c.targetAmount)} in total.`,
    markup === 100
      ? `Stakes start at ${formatMoney(c.minStake)}. A stake owns its amount divided by ${stakeBasis} as a share of the winnings.`
      : `Stakes start at ${formatMoney(c.minStake)}. A stake owns its amount divided by ${stakeBasis} times the ${c.markup} markup as a share of the winnings.`,
    ...(bullets > 1
      ? [
          // a multi-flight event's bullets are its flights (decision 242, addendum "bullets per flight entry")
          c.eventTerms?.multiFlight
            ? `The backers fund up to ${bullets} flight entries (each Day 1 flight the player plays, and any re-entry on a flight): the money for bullets the player does not use is refunded to them pro rata at settlement.`
            : `The backers fund up to ${bullets} entries (the first and the rebuys or re-entries): the money for bullets the player does not use is refunded to them pro rata at settlement.`,
        ]
      : []),
    ...(c.maxPerInvestor === null || c.maxPerInvestor === undefined ? [] : [`The player caps each backer at ${c.maxPerInvestor}% of the winnings.`]),
    // the event's bounties and the player's swaps, told before buying (decision 220)
    ...(c.eventTerms ? [bountyDisclosure(c.eventTerms.bounty), swapsDisclosure(c.eventTerms.swappedPercent)] : []),
    PLATFORM_FEE_TEXT.terms,
    c.package
      ? "After each event the player enters its result; the campaign settles on the total winnings once the last is entered. If the player skips an event, each backer is refunded their share of its buy-in at the markup."
      : c.verified
        ? "The result comes from the tournament clock: the campaign settles itself with the player's finish and prize, then the player pays each investor their share."
        : "After the tournament the player closes the campaign with the final result and pays each investor their share.",
  ];
}

function InvestmentTermsCard({ c, terms }: { c: Campaign; terms: StakeTerms }) {
  return (
    <Card className="max-lg:order-5">
      <CardHeader>
        <CardTitle>Investment Terms</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm text-muted-foreground">
          {investmentTermsOf(c, terms).map((t) => (
            <li key={t} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
              <span>{t}</span>
            </li>
          ))}
        </ul>
        <FairPriceNote campaign={c} className="mt-4 grid gap-1 rounded-md border border-border p-3 text-sm text-muted-foreground" />
      </CardContent>
    </Card>
  );
}

function FundingProgressCard({ c }: { c: Campaign }) {
  const percent = fundingPercent(c);
  return (
    <Card className="max-lg:order-2">
      <CardHeader>
        <CardTitle>Funding Progress</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-baseline justify-between">
          <span className="text-3xl font-bold tabular-nums">{percent}%</span>
          <span className="text-sm text-muted-foreground">funded</span>
        </div>
        <Progress value={percent} aria-label="Funding progress" />
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          <div>
            <dt className="text-muted-foreground">Raised</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(c.currentAmount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Goal</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(c.targetAmount)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Remaining</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(remainingAmount(c))}</dd>
          </div>
        </dl>
        <ReservedNote campaign={c} className="text-center text-sm text-muted-foreground" />
        {c.myStake && (
          <p className="rounded-md bg-primary/10 p-2 text-center text-sm font-medium text-primary">
            You own {c.myStake.percentage}% for {formatMoney(c.myStake.amount)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function RiskWarning() {
  return (
    <div role="note" className="flex gap-3 max-lg:order-6 rounded-lg border border-amber-500/30 bg-amber-500/10 p-4 text-sm text-amber-100">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" />
      <p>
        <strong>Risk warning:</strong> poker tournaments are high-variance. Most players finish out of the money, and you can lose the whole amount you stake.
        Only invest what you can afford to lose.
      </p>
    </div>
  );
}

function Detail({ c }: { c: Campaign }) {
  const { user, isLoading: authLoading } = useAuth();
  const terms = stakeTermsOf(c);
  const isOwner = !!user && user.id === c.playerId;
  const finished = isFinished(c);
  // on a phone the call to action is pinned to the bottom of the screen: leave room for it below the page
  const pinned = !finished && !isOwner && investsFromHere(c, user, authLoading);
  return (
    // On a phone the two columns dissolve (display: contents) into one list ordered by what a reader needs first: the
    // player, then the funding or the result, then the details. Wide screens keep the two columns.
    <div className={cn("grid grid-cols-1 gap-6 lg:grid-cols-3", pinned && "max-lg:pb-32")}>
      <div className="space-y-6 lg:col-span-2 max-lg:contents max-lg:space-y-0">
        <CampaignSummaryCard c={c} terms={terms} />

        {c.package && <PackagePanel campaign={c} isOwner={isOwner} />}

        <div className="max-lg:order-4 empty:hidden">
          <CampaignLiveStatus campaign={c} />
        </div>

        <InvestmentTermsCard c={c} terms={terms} />
      </div>

      <div className="space-y-6 max-lg:contents max-lg:space-y-0">
        {finished ? (
          // a finished campaign says what happened: no funding to fill, no Invest, no share link
          <div className="max-lg:order-2">
            <CampaignOutcomeCard campaign={c} isOwner={isOwner} />
            {c.status === "completed" && !isOwner && (
              <div className="mt-6">
                <Suspense fallback={null}>
                  <ReviewForm campaignId={c.id} signedIn={!!user} />
                </Suspense>
              </div>
            )}
          </div>
        ) : (
          <>
            <FundingProgressCard c={c} />
            <div className={cn("space-y-6 max-lg:order-3", pinned && "max-lg:contents")}>
              {isOwner ? <OwnerPanel campaign={c} /> : <InvestCallToAction campaign={c} user={user} authLoading={authLoading} />}
            </div>
          </>
        )}

        <RiskWarning />
      </div>
    </div>
  );
}

// The signed-in frame (about 2 KB) starts downloading with this page, beside its data, not once the sign-in check has
// answered: anyone signed in sees this page in it and would otherwise wait a round trip more. LazyAppLayout's own
// import of the same module then finds it loaded.
void preloadAppLayout();

/**
 * Public campaign detail (tournaments §2 "Campaign detail"). A visitor sees it under the public header; anyone
 * signed in (its player, an investor back from "Sign Up to Invest", any role) in the signed-in layout (SiteFrame).
 */
export default function InvestDetailPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? "") ? Number(params.id) : null;
  const campaign = useCampaign(id);
  const notFound = id === null || isApiError(campaign.error, 404);
  const body = notFound ? (
    <NotFoundMessage title="Campaign Not Found" text="This campaign does not exist or is no longer available." />
  ) : campaign.isLoading ? (
    <div className="space-y-4" aria-busy="true">
      <Spinner />
      <Skeleton className="h-48 w-full" />
    </div>
  ) : campaign.error ? (
    <div className="py-20 text-center text-muted-foreground">{errorMessage(campaign.error)}</div>
  ) : (
    campaign.data && <Detail c={campaign.data} />
  );
  return <SiteFrame>{body}</SiteFrame>;
}
