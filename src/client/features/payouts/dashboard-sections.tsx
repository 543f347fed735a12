import type { PublicUser } from "@core/contracts/auth";
import { formatDate } from "@core/format";
import { formatMoney } from "@core/money";
import { nameInitials } from "@core/user-display";
import { Activity as ActivityIcon, BarChart3, Briefcase, DollarSign, TrendingUp, Trophy, Wallet, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { SkeletonList } from "@client/components/skeleton-list";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { useActivities } from "./api/get-activities";
import { useDashboard } from "./api/get-dashboard";
import { useMyInvestments } from "./api/get-my-investments";
import { formatPercent, toneOf } from "./components/format";
import { PerformanceOverview } from "./components/performance-overview";
import { activityLine, RecentActivityCard } from "./components/recent-activity-card";
import { StatCard } from "./components/stat-card";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The top card of a role's dashboard: its icon and name, a line of figures (a placeholder while they load), its main link. */
function SummaryBanner({ icon: Icon, title, facts, action }: { icon: LucideIcon; title: string; facts: ReactNode | null; action: ReactNode }) {
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-primary/10 via-card to-card">
      <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-semibold">{title}</h2>
            {facts === null ? <Skeleton className="mt-1 h-4 w-64" /> : <p className="text-sm text-muted-foreground">{facts}</p>}
          </div>
        </div>
        {action}
      </CardContent>
    </Card>
  );
}

function InvestorSummary() {
  const { data, isLoading } = useDashboard();
  const owed = Number(data?.pendingReturns ?? 0) > 0;
  return (
    <>
      <SummaryBanner
        icon={Briefcase}
        title="Investor Portfolio"
        facts={
          isLoading || !data ? null : (
            <>
              {plural(data.activeStakes, "active stake")} · {formatMoney(data.totalInvested)} invested
              {owed ? ` · ${formatMoney(data.pendingReturns)} in payouts on the way` : ""}
            </>
          )
        }
        action={
          <Button asChild variant="outline">
            <Link href={paths.portfolio}>View Portfolio</Link>
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Invested"
          icon={DollarSign}
          loading={isLoading}
          value={formatMoney(data?.totalInvested ?? 0)}
          hint="Stakes you bought, fees excluded"
        />
        <StatCard
          label="Total Returns"
          icon={Wallet}
          loading={isLoading}
          value={formatMoney(data?.totalReturns ?? 0)}
          hint={owed ? `${formatMoney(data?.pendingReturns)} pending` : "Payouts received"}
        />
        <StatCard
          label="ROI"
          icon={TrendingUp}
          loading={isLoading}
          value={formatPercent(data?.roi ?? 0)}
          tone={toneOf(data?.roi)}
          hint="On stakes in finished tournaments"
        />
        <StatCard label="Active Stakes" icon={ActivityIcon} loading={isLoading} value={data?.activeStakes ?? 0} hint="In tournaments still to play" />
      </div>
      <MyActiveStakes />
    </>
  );
}

function MyActiveStakes() {
  const { data, isLoading } = useMyInvestments();
  const active = (data ?? []).filter((i) => i.status === "active" || i.status === "pending").slice(0, 3);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between space-y-0 pb-3">
        <CardTitle>My Active Stakes</CardTitle>
        <Button asChild variant="link" className="h-auto p-0">
          <Link href={paths.portfolio}>View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <SkeletonList count={3} itemClassName="h-14 w-full" />
        ) : active.length === 0 ? (
          <div className="rounded-lg border border-dashed p-6 text-center">
            <p className="text-sm text-muted-foreground">No active stakes yet. Back a player to see your stakes here.</p>
            <Button asChild className="mt-3" size="sm">
              <Link href={paths.browse}>Browse Campaigns</Link>
            </Button>
          </div>
        ) : (
          <ul className="divide-y divide-border/60">
            {active.map((i) => {
              return (
                <li key={i.id} className="flex items-center gap-3 py-3">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold">
                    {nameInitials(i.playerName)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium" title={i.playerName}>
                      {i.playerName}
                    </p>
                    <p className="truncate text-sm text-muted-foreground" title={i.tournament}>
                      {i.tournament} · {formatDate(i.tournamentDate)}
                    </p>
                  </div>
                  <div className="text-right">
                    <p className="font-semibold tabular-nums">
                      {formatMoney(i.amount)} <span className="text-xs font-normal text-muted-foreground">staked</span>
                    </p>
                    <p className="text-xs text-muted-foreground">{i.percentage.toFixed(1)}% of winnings</p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PlayerSummary() {
  const { data, isLoading } = useDashboard();
  const p = data?.player;
  return (
    <>
      <SummaryBanner
        icon={Trophy}
        title="Player Account"
        facts={
          isLoading || !p ? null : (
            <>
              {plural(p.activeCampaigns, "active campaign")} · {plural(p.completedCampaigns, "completed campaign")}
              {p.pendingPayouts > 0 ? ` · ${plural(p.pendingPayouts, "payout")} to send` : ""}
            </>
          )
        }
        action={
          p && p.pendingPayouts > 0 ? (
            <Button asChild>
              <Link href={paths.payInvestors}>Pay Investors</Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link href={paths.portfolio}>My Campaigns</Link>
            </Button>
          )
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Raised"
          icon={DollarSign}
          loading={isLoading}
          value={formatMoney(p?.totalRaised ?? 0)}
          hint="From investors, cancelled campaigns excluded"
        />
        <StatCard label="Total Winnings" icon={Trophy} loading={isLoading} value={formatMoney(p?.totalWinnings ?? 0)} hint="Across completed campaigns" />
        <StatCard label="Paid to Investors" icon={Wallet} loading={isLoading} value={formatMoney(p?.paidToInvestors ?? 0)} hint="Payouts marked as paid" />
        <StatCard
          label="Owed to Investors"
          icon={BarChart3}
          loading={isLoading}
          value={formatMoney(p?.owedToInvestors ?? 0)}
          hint={p ? `${plural(p.pendingPayouts, "pending payout")}` : undefined}
        />
      </div>
    </>
  );
}

/** The payouts feature's parts of the dashboard (summaries, stat cards, stakes, activity, performance). */
export function RoleSummarySection({ user }: { user: PublicUser }) {
  if (user.role === "investor") return <InvestorSummary />;
  if (user.role === "player") return <PlayerSummary />;
  return null;
}

export function RecentActivitySection(_props: { user: PublicUser }) {
  const { data, isLoading, isError } = useActivities();
  return (
    <RecentActivityCard
      description="Your latest campaigns, stakes and payouts"
      loading={isLoading}
      failed={isError}
      lines={(data ?? []).slice(0, 8).map(activityLine)}
      emptyText="No activity yet."
    />
  );
}

export function PerformanceOverviewSection({ user }: { user: PublicUser }) {
  return <PerformanceOverview user={user} />;
}
