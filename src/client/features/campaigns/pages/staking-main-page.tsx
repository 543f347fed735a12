import { Search, ShieldCheck, Trophy, Users } from "lucide-react";
import { useState } from "react";
import { SiteFrame } from "@client/components/layout/site-frame";
import { Button } from "@client/components/ui/button";
import { JoinButtons } from "@client/components/join-buttons";
import { SearchField } from "@client/components/search-field";
import { Card, CardContent } from "@client/components/ui/card";
import { DemoClockCallout } from "@client/features/landing";
import { useCampaigns } from "../api/get-campaigns";
import { CampaignGrid, EmptyState, ErrorState } from "../components/campaign-grid";
import { useDebounced } from "../use-debounced";

const TOP_CAMPAIGNS = 3;

const STEPS = [
  { icon: <Search />, title: "Find a player", text: "Search open campaigns by tournament or player and compare buy-ins, offered share and track record." },
  { icon: <ShieldCheck />, title: "Buy a stake by card", text: "Pick an amount from the player's minimum stake. You own that share of the player's winnings." },
  { icon: <Trophy />, title: "Get paid after the event", text: "The player closes the campaign with the result and pays every backer their share." },
];

/** The best-rated open campaigns, or the best matches for the search. */
function TopCampaigns({ term, onClearSearch }: { term: string; onClearSearch: () => void }) {
  const top = useCampaigns({ sort: "rating", open: "true", limit: TOP_CAMPAIGNS, search: term || undefined });
  return (
    <section className="mt-12" aria-labelledby="top-campaigns">
      <div className="mb-5 flex flex-col gap-1 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="top-campaigns" className="text-2xl font-bold">
            {term ? "Best Matches" : "Top Rated Campaigns"}
          </h2>
          <p className="text-sm text-muted-foreground">Open campaigns from the players with the strongest closed-campaign record.</p>
        </div>
      </div>
      {top.error ? (
        <ErrorState error={top.error} />
      ) : (
        <CampaignGrid
          campaigns={top.data ?? []}
          isLoading={top.isLoading}
          loadingCount={TOP_CAMPAIGNS}
          showFullDetails
          empty={
            <EmptyState
              icon={<Search />}
              title={term ? "No campaigns match your search" : "No active campaigns"}
              description={term ? "Try a tournament or a player's name." : "New campaigns appear here as players create them."}
              action={
                term && (
                  <Button variant="outline" onClick={onClearSearch}>
                    Clear Search
                  </Button>
                )
              }
            />
          }
        />
      )}
    </section>
  );
}

function HowItWorks() {
  return (
    <section className="mt-16 grid grid-cols-1 gap-5 md:grid-cols-3">
      {STEPS.map((s) => (
        <Card key={s.title}>
          <CardContent className="space-y-2 pt-5">
            <div className="w-fit rounded-md bg-primary/10 p-2.5 text-primary [&_svg]:h-5 [&_svg]:w-5">{s.icon}</div>
            <h3 className="font-semibold">{s.title}</h3>
            <p className="text-sm text-muted-foreground">{s.text}</p>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

function ReadyToPlay() {
  return (
    <section className="mt-16 rounded-xl border bg-card/60 p-8 text-center">
      <Users className="mx-auto h-8 w-8 text-primary" />
      <h2 className="mt-3 text-2xl font-bold">Ready to get in the game?</h2>
      <JoinButtons
        className="mt-6 flex flex-col justify-center gap-3 sm:flex-row"
        buttons={[
          ["investor", undefined],
          ["player", "outline"],
          ["sponsor", "ghost"],
        ]}
      />
    </section>
  );
}

/** Public staking landing: search, and the 3 open campaigns whose players have the best record. */
export default function StakingMainPage() {
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim());

  return (
    // signed in, the page sits in the signed-in layout like every other page they open (decision 143)
    <SiteFrame>
      <div className="py-4">
        <section className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            <span className="gold-text">Poker Staking</span>
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Back tournament players for a share of their winnings. Every stake is paid by card and every payout follows the real result.
          </p>
          <SearchField
            className="relative mx-auto mt-8 max-w-xl"
            inputClassName="h-12 pl-9"
            label="Search campaigns"
            placeholder="Search by tournament or player name..."
            value={search}
            onChange={setSearch}
            keepFocusAs="staking-main-search"
          />
        </section>

        <TopCampaigns term={term} onClearSearch={() => setSearch("")} />

        <HowItWorks />

        <DemoClockCallout className="mt-16" />

        <ReadyToPlay />
      </div>
    </SiteFrame>
  );
}
