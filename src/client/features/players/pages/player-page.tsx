import type { PlayerRoiResponse } from "@core/contracts/player-roi";
import { finalPositionLabel } from "@core/contracts/final-position";
import type { PlayerProfile, PlayerReview } from "@core/contracts/players";
import { formatDate } from "@core/format";
import { formatMoney } from "@core/money";
import type { RecordFigures } from "@core/player-record";
import { reviewSummaryText } from "@core/player-record";
import { PAYOUT_DUE_DAYS } from "@core/payback";
import { nameInitials } from "@core/user-display";
import { ShieldCheck, Star } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "wouter";
import { NotFoundMessage } from "@client/components/not-found-message";
import { RoiFigure } from "@client/components/roi-figure";
import { Avatar, AvatarFallback, AvatarImage } from "@client/components/ui/avatar";
import { Badge } from "@client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { SiteFrame } from "@client/components/layout/site-frame";
import { errorMessage, isApiError } from "@client/lib/api";
import { usePlayer } from "../api/get-player";
import { ResultsChart } from "../components/results-chart";
import { PaybackFigures } from "../components/payback-figures";
import { OpenCampaigns } from "../components/open-campaigns";

const percent = (v: number | null) => (v === null ? "—" : `${v.toFixed(1)}%`);
const signedPercent = (v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : ""}${v.toFixed(1)}%`);

/** One card of the player page: a title, the line under it that says what it counts, then its content. */
function SectionCard({ title, note, icon, testId, children }: { title: string; note?: string; icon?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        {/* the record cards' titles keep a row for the verified shield, shown or not */}
        <CardTitle className={icon === undefined ? "text-lg" : "flex items-center gap-2 text-lg"}>
          {icon}
          {title}
        </CardTitle>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Figures({ title, note, f, roi, testId }: { title: string; note: string; f: RecordFigures; roi: PlayerRoiResponse; testId: string }) {
  const rows: Array<[string, ReactNode]> = [
    ["Events", String(f.events)],
    ["In the money", percent(f.itmPercent)],
    // the one ROI of this part, its money a tap away (decision 210)
    ["ROI", f.roi === null ? signedPercent(null) : <RoiFigure roi={roi} showShortBasis={false} testId={`${testId}-roi`} />],
    ["Staked by backers", formatMoney(f.staked)],
    ["Backers' net return", formatMoney(f.backersNet)],
  ];
  return (
    <SectionCard title={title} note={note} icon={testId === "record-verified" && <ShieldCheck className="h-5 w-5 text-primary" />} testId={testId}>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/50 p-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

function ResultsTable({ results }: { results: PlayerProfile["results"] }) {
  if (results.length === 0) return <p className="text-sm text-muted-foreground">No closed events yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Results">
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th className="pb-2 font-medium">Date</th>
            <th className="pb-2 font-medium">Event</th>
            <th className="pb-2 font-medium">Field</th>
            <th className="pb-2 font-medium">Finish</th>
            <th className="pb-2 text-right font-medium">Prize</th>
            <th className="pb-2 pl-3 font-medium">Record</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r, i) => (
            <tr key={`${r.date}-${r.event}-${i}`} className="border-t border-border">
              <td className="whitespace-nowrap py-2 pr-3 tabular-nums">{formatDate(r.date)}</td>
              <td className="py-2">
                {r.verified && r.tournamentId ? (
                  <Link href={`/tournament/${r.tournamentId}/view`} className="text-primary hover:underline">
                    {r.event}
                  </Link>
                ) : (
                  r.event
                )}
              </td>
              <td className="py-2 tabular-nums">{r.fieldSize ?? "—"}</td>
              <td className="py-2 pr-3 tabular-nums">{r.finish === null ? "—" : finalPositionLabel(r.finish)}</td>
              <td className="py-2 text-right tabular-nums">{formatMoney(r.prize)}</td>
              <td className="py-2 pl-3">{r.verified ? <Badge variant="success">Verified</Badge> : <Badge variant="secondary">Self-reported</Badge>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Review({ r }: { r: PlayerReview }) {
  return (
    <li className="border-t border-border py-3 first:border-t-0">
      <p className="flex items-center gap-2 text-sm">
        <span className="inline-flex" aria-label={`${r.rating} out of 5`}>
          {[1, 2, 3, 4, 5].map((i) => (
            <Star key={i} className={i <= r.rating ? "h-3.5 w-3.5 fill-primary text-primary" : "h-3.5 w-3.5 text-muted-foreground/50"} />
          ))}
        </span>
        <span className="font-medium">{r.backerName}</span>
        <span className="text-muted-foreground">· {r.event}</span>
      </p>
      {r.comment && <p className="mt-1 text-sm">{r.comment}</p>}
      {r.answer && <p className="mt-1 border-l-2 border-primary/40 pl-2 text-sm text-muted-foreground">Player's answer: {r.answer}</p>}
    </li>
  );
}

/** The player's name and picture, with what a backer should see first: suspension, ROI, identity, reviews. */
function ProfileHeading({ p }: { p: PlayerProfile }) {
  return (
    <div className="flex items-center gap-4">
      <Avatar className="h-16 w-16">
        {p.avatarUrl && <AvatarImage src={p.avatarUrl} alt="" />}
        <AvatarFallback className="text-lg">{nameInitials(p.displayName)}</AvatarFallback>
      </Avatar>
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{p.displayName}</h1>
        {/* suspended by an operator (decision 202): backers see it before anything else; the record stays */}
        {p.suspended && (
          <Badge variant="destructive" className="mt-1" data-testid="player-suspended">
            Suspended
          </Badge>
        )}
        {/* closed by its owner (decision 229): the name and picture are gone; the settled record stays */}
        {p.closed && (
          <p className="text-sm text-muted-foreground" data-testid="player-closed">
            This player closed their account. Their settled record stays below.
          </p>
        )}
        {/* the one ROI, the figure the cards, campaign pages and the invest dialog show for this player */}
        <p className="flex flex-wrap items-start gap-x-2 text-sm">
          <span className="text-muted-foreground">ROI</span>
          <RoiFigure roi={p.roi} />
        </p>
        {/* the seller proved who they are (decision 204); the legal name itself is never sent to the page */}
        {p.identityVerified && !p.closed && (
          <Badge variant="success" className="mt-1" data-testid="player-id-verified">
            <ShieldCheck className="h-3 w-3" /> ID verified
          </Badge>
        )}
        <p className="text-sm text-muted-foreground" data-testid="review-summary">
          Backers' reviews: {reviewSummaryText(p.rating.average, p.rating.count)}
        </p>
      </div>
    </div>
  );
}

function PaybackAndReviews({ p }: { p: PlayerProfile }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SectionCard title="Payback" note={`Each payout is due ${PAYOUT_DUE_DAYS} days after its campaign settles`}>
        <PaybackFigures payback={p.payback} />
      </SectionCard>
      <SectionCard title="Reviews" note="From backers of settled campaigns, apart from the performance rating">
        {p.reviews.length === 0 ? (
          <p className="text-sm text-muted-foreground">No reviews yet</p>
        ) : (
          <ul data-testid="reviews">
            {p.reviews.map((r) => (
              <Review key={r.id} r={r} />
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

function Profile({ p }: { p: PlayerProfile }) {
  return (
    <div className="space-y-6">
      <ProfileHeading p={p} />

      <OpenCampaigns campaigns={p.openCampaigns} />

      <div className="grid gap-4 md:grid-cols-2">
        <Figures
          testId="record-verified"
          title="Verified record"
          note="Events settled by a StakeLine tournament clock"
          f={p.verified}
          roi={p.roiParts.verified}
        />
        <Figures
          testId="record-self-reported"
          title="Self-reported record"
          note="Events closed by the player with the result they entered"
          f={p.selfReported}
          roi={p.roiParts.selfReported}
        />
      </div>

      <SectionCard title="Results over time">
        <ResultsChart results={p.results} />
      </SectionCard>

      <SectionCard title="Results">
        <ResultsTable results={p.results} />
      </SectionCard>

      <PaybackAndReviews p={p} />
    </div>
  );
}

/** The public player page (decision 172): the record split in verified and self-reported, the results, payback and reviews. */
export default function PlayerPage() {
  const params = useParams<{ username: string }>();
  const username = decodeURIComponent(params.username ?? "");
  const player = usePlayer(username);
  const body = isApiError(player.error, 404) ? (
    <NotFoundMessage title="Player Not Found" text="No player goes by this name." />
  ) : player.isLoading ? (
    <Skeleton className="h-64 w-full" aria-busy="true" />
  ) : player.error ? (
    <div className="py-20 text-center text-muted-foreground">{errorMessage(player.error)}</div>
  ) : (
    player.data && <Profile p={player.data} />
  );
  return <SiteFrame>{body}</SiteFrame>;
}
