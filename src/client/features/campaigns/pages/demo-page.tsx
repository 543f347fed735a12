import { FlaskConical, Target } from "lucide-react";
import { Link } from "wouter";
import { authLink } from "@client/lib/routes";
import { PublicHeader } from "@client/components/public-header";
import { Button } from "@client/components/ui/button";
import { useCampaignPages } from "../api/get-campaigns";
import { EmptyState } from "../components/campaign-grid";
import { PagedCampaignGrid } from "../components/paged-campaign-grid";

/** Demo mode: real open campaigns, and a visitor invests as a demo investor without being charged. */
export default function DemoPage() {
  const list = useCampaignPages({ open: "true", sort: "newest" });
  return (
    <div className="min-h-screen felt-bg">
      <PublicHeader />
      <div role="status" className="border-b border-amber-500/30 bg-amber-500/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="flex items-center gap-2 text-sm text-amber-200">
            <FlaskConical className="h-4 w-4 shrink-0" />
            <span>
              <strong>Demo Mode</strong> — you are browsing as a demo investor. Investments here are simulated: no card is charged and nothing is recorded.
            </span>
          </p>
          <Button asChild size="sm">
            <Link href={authLink("investor")}>Create a Real Account</Link>
          </Button>
        </div>
      </div>
      <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">Demo Mode</h1>
        <p className="mb-8 mt-2 text-muted-foreground">Try backing a player: pick a campaign and press Invest to walk through a stake.</p>
        <PagedCampaignGrid
          list={list}
          loadMoreClassName="mt-8"
          showFullDetails
          demo
          empty={<EmptyState icon={<Target />} title="No open campaigns" description="There is nothing to back right now. Check back soon." />}
        />
      </main>
    </div>
  );
}
