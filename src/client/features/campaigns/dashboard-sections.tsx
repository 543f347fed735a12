import type { PublicUser } from "@core/contracts/auth";
import { can } from "@core/roles";
import { ArrowRight, Trophy } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { useCampaigns } from "./api/get-campaigns";
import { useMyCampaigns } from "@client/features/payouts";
import { CampaignCard } from "./components/campaign-card";
import { CampaignGrid, EmptyState, ErrorState } from "./components/campaign-grid";
import { CreateCampaignDialog } from "./components/create-campaign-dialog";

const TRENDING_COUNT = 3;

/** The player's Create Campaign button and modal in the dashboard header. */
export function DashboardCampaignActions({ user }: { user: PublicUser }) {
  if (user.role !== "player") return null;
  return <CreateCampaignDialog />;
}

function SectionTitle({ title, action }: { title: string; action?: React.ReactNode }) {
  return (
    <div className="mb-4 flex items-center justify-between gap-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {action}
    </div>
  );
}

/** The player's campaigns that are still running (active or funded). */
export function PlayerCampaignsSection({ user }: { user: PublicUser }) {
  const my = useMyCampaigns(user.role === "player");
  const running = (my.data ?? []).filter((c) => c.status === "active" || c.status === "funded");
  return (
    <section aria-labelledby="my-active-campaigns">
      <div id="my-active-campaigns">
        <SectionTitle title="My Active Campaigns" />
      </div>
      {my.error ? (
        <ErrorState error={my.error} />
      ) : (
        <CampaignGrid
          campaigns={running}
          isLoading={my.isLoading}
          loadingCount={3}
          showFullDetails
          action={(c) => (
            <Button asChild variant="outline" className="w-full">
              <Link href={paths.invest(c.id)}>View Campaign</Link>
            </Button>
          )}
          empty={
            <EmptyState
              icon={<Trophy />}
              title="No active campaigns"
              description="Create a campaign to sell a share of your next tournament to investors."
              action={<CreateCampaignDialog />}
            />
          }
        />
      )}
    </section>
  );
}

/** Up to 3 campaigns investors are backing most right now: open campaigns, most funded first. */
export function TrendingCampaignsSection({ user }: { user: PublicUser }) {
  const trending = useCampaigns({ sort: "funded", open: "true", limit: TRENDING_COUNT });
  return (
    <section>
      <SectionTitle
        title="Trending Campaigns"
        action={
          // /browse is closed to sponsors (marketplace §2): no link that only ends in Access Denied
          can(user.role, "browseCampaigns") && (
            <Button asChild variant="ghost" size="sm">
              <Link href={paths.browse}>
                View All <ArrowRight />
              </Link>
            </Button>
          )
        }
      />
      {trending.error ? (
        <ErrorState error={trending.error} />
      ) : trending.isLoading ? (
        <CampaignGrid campaigns={[]} isLoading loadingCount={TRENDING_COUNT} empty={null} />
      ) : (trending.data ?? []).length === 0 ? (
        <EmptyState title="No open campaigns yet" description="Campaigns players create show up here." />
      ) : (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {(trending.data ?? []).slice(0, TRENDING_COUNT).map((c) => (
            <CampaignCard key={c.id} campaign={c} />
          ))}
        </div>
      )}
    </section>
  );
}
