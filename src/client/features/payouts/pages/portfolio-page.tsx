import { paths, type PageProps } from "@client/lib/routes";
import { can } from "@core/roles";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { SkeletonList } from "@client/components/skeleton-list";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@client/components/ui/tabs";
import { errorMessage } from "@client/lib/api";
import { LiveStakesCard } from "@client/features/live";
import { useMyCampaigns } from "../api/get-my-campaigns";
import { useMyInvestments } from "../api/get-my-investments";
import { splitCampaigns, splitInvestments } from "../portfolio-lists";
import { InvestmentRow } from "../components/investment-row";
import { PerformanceOverview } from "../components/performance-overview";
import { PlayerCampaignRow } from "../components/player-campaign-row";
import { ReturnsChart } from "../components/returns-chart";
import { StatementDownload } from "../components/statement-download";

function ListState({ loading, error, empty, children }: { loading: boolean; error: unknown; empty: ReactNode; children: ReactNode[] }) {
  if (loading) return <SkeletonList count={3} itemClassName="h-28 w-full" />;
  if (error) return <p className="rounded-lg border border-destructive/40 p-4 text-sm text-destructive">{errorMessage(error)}</p>;
  if (!children.length) return <div className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{empty}</div>;
  return <div className="space-y-3">{children}</div>;
}

function EmptyActive({ isPlayer }: { isPlayer: boolean }) {
  return isPlayer ? (
    <>
      No active campaigns.{" "}
      <Link href={paths.createCampaign} className="text-primary hover:underline">
        Create a campaign
      </Link>
    </>
  ) : (
    <>
      No active stakes.{" "}
      <Link href={paths.browse} className="text-primary hover:underline">
        Browse campaigns
      </Link>
    </>
  );
}

function PortfolioHeader({ isPlayer }: { isPlayer: boolean }) {
  return (
    <PageHeader
      title="My Portfolio"
      subtitle={isPlayer ? "Your campaigns, their results and what you owe your investors" : "Your stakes, their results and your payouts"}
      actions={
        isPlayer ? (
          <Button asChild variant="outline">
            <Link href={paths.payInvestors}>Pay Investors</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link href={paths.browse}>Browse Campaigns</Link>
          </Button>
        )
      }
    />
  );
}

export default function PortfolioPage({ user }: PageProps) {
  const [tab, setTab] = useState<"active" | "closed">("active");
  const isPlayer = user.role === "player";
  const isInvestor = user.role === "investor";
  const investmentsQuery = useMyInvestments(isInvestor);
  const campaignsQuery = useMyCampaigns(isPlayer);

  if (!can(user.role, "portfolio")) {
    return (
      <>
        <PageHeader title="My Portfolio" />
        <p className="text-muted-foreground">The portfolio is for investors and players.</p>
      </>
    );
  }

  const inv = splitInvestments(investmentsQuery.data ?? []);
  const camp = splitCampaigns(campaignsQuery.data ?? []);
  const counts = isPlayer ? { active: camp.active.length, closed: camp.closed.length } : { active: inv.active.length, closed: inv.closed.length };
  const query = isPlayer ? campaignsQuery : investmentsQuery;

  return (
    <div className="space-y-6">
      <PortfolioHeader isPlayer={isPlayer} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {isInvestor && <LiveStakesCard stakes={investmentsQuery.data} />}
          <Tabs value={tab} onValueChange={(v) => setTab(v as "active" | "closed")}>
            <TabsList aria-label={isPlayer ? "Campaigns" : "Investments"}>
              <TabsTrigger value="active">Active ({counts.active})</TabsTrigger>
              <TabsTrigger value="closed">Closed ({counts.closed})</TabsTrigger>
            </TabsList>
            <TabsContent value="active">
              <ListState loading={query.isLoading} error={query.error} empty={<EmptyActive isPlayer={isPlayer} />}>
                {isPlayer
                  ? camp.active.map((c) => <PlayerCampaignRow key={c.id} campaign={c} />)
                  : inv.active.map((i) => <InvestmentRow key={i.id} investment={i} />)}
              </ListState>
            </TabsContent>
            <TabsContent value="closed">
              <ListState loading={query.isLoading} error={query.error} empty={isPlayer ? "No closed campaigns yet." : "No closed stakes yet."}>
                {isPlayer
                  ? camp.closed.map((c) => <PlayerCampaignRow key={c.id} campaign={c} />)
                  : inv.closed.map((i) => <InvestmentRow key={i.id} investment={i} />)}
              </ListState>
            </TabsContent>
          </Tabs>
          <ReturnsChart isPlayer={isPlayer} />
        </div>
        <div>
          <div className="space-y-6 lg:sticky lg:top-24">
            <PerformanceOverview user={user} />
            <StatementDownload isPlayer={isPlayer} />
          </div>
        </div>
      </div>
    </div>
  );
}
