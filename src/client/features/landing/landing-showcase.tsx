import { formatDate, formatInteger } from "@core/format";
import { formatMoney } from "@core/money";
import { nameInitials } from "@core/user-display";
import { Award, Calendar, Star, TrendingUp, Trophy, Users } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { InitialsAvatar } from "@client/components/ui/initials-avatar";
import { Progress } from "@client/components/ui/progress";
import { cn } from "@client/lib/utils";
import { DemoClockCallout } from "./demo-clock-callout";
import { ELITE_PLAYERS, FEATURED_TOURNAMENTS, TOP_ROI_PLAYERS } from "./sample-data";
import { useLandingPlayers } from "./api/get-landing-players";
import { RealOpenCampaigns, RealTopPlayers } from "./real-players";
import { Skeleton } from "@client/components/ui/skeleton";

const STATUS_STYLE = {
  Open: "success",
  "Filling Fast": "warning",
  "VIP Only": "info",
} as const;

/** The sample tournaments and players under the landing page's first screen: loaded after the first paint. */
export default function LandingShowcase() {
  // the players are the database's (decision 210); the spec's sample cards only on an empty database, as examples
  const players = useLandingPlayers();
  const sample = players.data?.sample === true;
  const pending = players.isLoading ? (
    <Skeleton className="h-64 w-full" aria-busy="true" />
  ) : players.error ? (
    <p className="text-sm text-muted-foreground">The players could not be loaded.</p>
  ) : null;
  return (
    <>
      {/* the live clock's playground, for visitors too (decision 143); here, so the landing's first script stays as small */}
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <DemoClockCallout />
      </div>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="vip-heading">
        <SectionTitle id="vip-heading" icon={<Trophy />} title="VIP Tournaments" subtitle="The series our players are selling action in right now." />
        <div className="grid gap-5 md:grid-cols-3">
          {FEATURED_TOURNAMENTS.map((t) => (
            <FeaturedTournamentCard key={t.id} t={t} />
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="roi-heading">
        <SectionTitle
          id="roi-heading"
          icon={<TrendingUp />}
          title="Top ROI Players"
          subtitle={
            players.data && !sample
              ? `By verified record: events settled by a StakeLine tournament clock, at least ${players.data.minVerifiedEvents} each.`
              : "The professionals who returned the most to their backers."
          }
        />
        {sample && <ExampleNote />}
        {pending ?? (!sample && players.data ? <RealTopPlayers data={players.data} /> : null)}
        {sample && (
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {TOP_ROI_PLAYERS.map((p, i) => (
              <SampleRoiCard key={p.id} p={p} rank={i + 1} />
            ))}
          </div>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="elite-heading">
        <SectionTitle id="elite-heading" icon={<Award />} title="Elite Players" subtitle="Selling action in upcoming events." />
        {sample && <ExampleNote />}
        {pending ?? (!sample && players.data ? <RealOpenCampaigns data={players.data} /> : null)}
        {sample && (
          <div className="grid gap-5 md:grid-cols-3">
            {ELITE_PLAYERS.map((p) => (
              <SampleEliteCard key={p.id} p={p} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

function FeaturedTournamentCard({ t }: { t: (typeof FEATURED_TOURNAMENTS)[number] }) {
  return (
    <Card className="overflow-hidden">
      <div className={cn("relative h-28 bg-gradient-to-br", t.gradient)}>
        <div className="absolute left-4 top-4 flex gap-2">
          <Badge variant={STATUS_STYLE[t.status]}>{t.status}</Badge>
          {t.featured && <Badge>Featured</Badge>}
        </div>
        <Trophy className="absolute bottom-3 right-4 h-10 w-10 text-white/20" />
      </div>
      <CardContent className="space-y-4 pt-4">
        <div>
          <h3 className="text-lg font-bold">{t.title}</h3>
          <p className="text-sm text-muted-foreground">{t.subtitle}</p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Stat label="Buy-in" value={formatMoney(t.buyIn)} />
          <Stat label="Prize Pool" value={formatMoney(t.prizePool)} />
          <Stat label="Date" value={formatDate(t.date)} icon={<Calendar className="h-3.5 w-3.5" />} />
          <Stat label="Players" value={formatInteger(t.playersRegistered)} icon={<Users className="h-3.5 w-3.5" />} />
        </dl>
        <p className="text-xs text-muted-foreground">{t.gameType}</p>
        <Button variant="outline" className="w-full" asChild>
          <Link href={paths.auth}>View Players</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SampleRoiCard({ p, rank }: { p: (typeof TOP_ROI_PLAYERS)[number]; rank: number }) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-5">
        <div className="flex items-center gap-3">
          <div className="relative">
            <InitialsAvatar initials={nameInitials(p.name)} className="h-12 w-12 text-base" />
            <span className="absolute -right-1 -top-1 rounded-full bg-background px-1.5 text-xs font-bold text-primary ring-1 ring-primary">#{rank}</span>
          </div>
          <div className="min-w-0">
            <p className="truncate font-semibold">{p.name}</p>
            <p className="truncate text-xs text-muted-foreground">{p.recentTournament}</p>
          </div>
          <Badge variant="outline" className="ml-auto">
            Example
          </Badge>
        </div>
        <p className="text-3xl font-extrabold text-emerald-400">+{p.roi}% ROI</p>
        <dl className="grid grid-cols-3 gap-2 text-xs">
          <Stat label="Returns" value={formatMoney(p.totalReturns)} />
          <Stat label="Backers" value={String(p.investments)} />
          <Stat label="Success" value={`${p.successRate}%`} />
        </dl>
        <Button className="w-full" asChild>
          <Link href={paths.auth}>Back This Player</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function SampleEliteCard({ p }: { p: (typeof ELITE_PLAYERS)[number] }) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-5">
        <div className="flex items-center gap-3">
          <InitialsAvatar initials={nameInitials(p.name)} className="h-12 w-12 text-base" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{p.name}</p>
            <p className="truncate text-xs text-muted-foreground">{p.tournament}</p>
          </div>
          <Badge variant="outline">Example</Badge>
          <span className="flex items-center gap-1 text-sm font-semibold text-primary" aria-label={`Rating ${p.rating} out of 5`}>
            <Star className="h-4 w-4 fill-current" /> {p.rating}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {p.badges.map((b) => (
            <Badge key={b} variant="secondary">
              {b}
            </Badge>
          ))}
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <Stat label="Buy-in" value={formatMoney(p.buyIn)} />
          <Stat label="Selling" value={`${p.selling}%`} />
          <Stat label="Markup" value={`${p.multiplier.toFixed(2)}x`} />
        </dl>
        <div className="space-y-1.5">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>Sold</span>
            <span className="font-semibold text-foreground">{p.sold}%</span>
          </div>
          <Progress value={p.sold} aria-label={`${p.sold}% sold`} />
        </div>
        <Button className="w-full" asChild>
          <Link href={paths.auth}>Back This Player</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The spec's sample cards appear only on an empty database, and say they are examples. */
function ExampleNote() {
  return (
    <p role="note" className="mb-4 rounded-md border border-dashed p-3 text-xs text-muted-foreground" data-testid="sample-note">
      Example cards: no player has a record here yet. Real players appear as soon as they do.
    </p>
  );
}

function SectionTitle({ id, icon, title, subtitle }: { id: string; icon: React.ReactNode; title: string; subtitle: string }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="flex items-center gap-2 text-2xl font-bold [&_svg]:h-6 [&_svg]:w-6 [&_svg]:text-primary">
          {icon} {title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>
      </div>
    </div>
  );
}

function Stat({ label, value, icon }: { label: string; value: string; icon?: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="truncate font-semibold">{value}</dd>
    </div>
  );
}
