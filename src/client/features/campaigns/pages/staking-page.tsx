import { formatInteger } from "@core/format";
import { Search, Trophy } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { paths, type PageProps } from "@client/lib/routes";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { SearchField } from "@client/components/search-field";
import { useCampaignPages } from "../api/get-campaigns";
import { useCampaignStats } from "../api/get-campaign-stats";
import { EmptyState } from "../components/campaign-grid";
import { CampaignStatTiles } from "../components/stat-tiles";
import { useDebounced } from "../use-debounced";
import { PagedCampaignGrid } from "../components/paged-campaign-grid";

/** Signed-in staking overview: search the open campaigns, with the marketplace figures. */
export default function StakingPage({ user }: PageProps) {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim());
  const stats = useCampaignStats();
  const list = useCampaignPages({ open: "true", sort: "newest", search: term || undefined });
  const count = stats.data?.openCampaigns;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Poker Staking"
        subtitle={count === undefined ? "Open campaigns from tournament players" : `${formatInteger(count)} active ${count === 1 ? "campaign" : "campaigns"}`}
        actions={
          <Button asChild>
            <Link href={user.role === "player" ? paths.createCampaign : paths.openInvestments}>Get Started</Link>
          </Button>
        }
      />
      <CampaignStatTiles stats={stats.data} isLoading={stats.isLoading} />
      <SearchField
        className="relative"
        inputClassName="pl-9"
        label="Search campaigns"
        placeholder="Search by tournament or player name..."
        value={search}
        onChange={setSearch}
      />
      <PagedCampaignGrid
        list={list}
        showFullDetails
        empty={
          term ? (
            <EmptyState
              icon={<Search />}
              title="No campaigns match your search"
              description={`Nothing matches "${term}". Try a tournament or a player's name.`}
              action={
                <Button variant="outline" onClick={() => setSearch("")}>
                  Clear Search
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Trophy />}
              title="No active campaigns"
              description={
                user.role === "player" ? "Be the first: create a campaign for your next tournament." : "Check back soon: players post new campaigns every week."
              }
              action={
                <Button asChild>
                  <Link href={user.role === "player" ? paths.createCampaign : paths.home}>Get Started</Link>
                </Button>
              }
            />
          )
        }
      />
    </div>
  );
}
