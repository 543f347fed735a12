import { ArrowLeft, Target } from "lucide-react";
import { Link } from "wouter";
import { paths } from "@client/lib/routes";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { useCampaignPages } from "../api/get-campaigns";
import { useCampaignStats } from "../api/get-campaign-stats";
import { EmptyState } from "../components/campaign-grid";
import { CampaignStatTiles } from "../components/stat-tiles";
import { PagedCampaignGrid } from "../components/paged-campaign-grid";

/** Campaigns still open for investment, newest first, each with Invest Now. */
export default function OpenInvestmentsPage() {
  const stats = useCampaignStats();
  const list = useCampaignPages({ open: "true", sort: "newest" });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Open Investment Opportunities"
        subtitle="Back players in upcoming tournaments and share in their winnings"
        actions={
          <Button asChild variant="outline">
            <Link href={paths.home}>
              <ArrowLeft /> Back to Dashboard
            </Link>
          </Button>
        }
      />
      <CampaignStatTiles stats={stats.data} isLoading={stats.isLoading} />
      <PagedCampaignGrid
        list={list}
        showFullDetails
        investLabel="Invest Now"
        empty={
          <EmptyState
            icon={<Target />}
            title="No open campaigns"
            description="Every campaign is fully funded right now. New campaigns appear here as players create them."
          />
        }
      />
    </div>
  );
}
