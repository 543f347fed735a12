import type { CampaignListParams, CampaignSort } from "@core/contracts/campaigns";
import { toCents } from "@core/money";
import { can } from "@core/roles";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { paths } from "@client/app/paths";
import type { PageProps } from "@client/app/router";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { Card, CardContent } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { NativeSelect } from "@client/components/ui/native-select";
import { toast } from "@client/components/ui/use-toast";
import { useCampaignPages } from "../api/campaigns";
import { CampaignGrid, EmptyState, ErrorState } from "../components/campaign-grid";
import { useDebounced } from "../use-debounced";
import { LoadMore } from "../components/load-more";

const SORTS: Array<[Exclude<CampaignSort, "rating">, string]> = [
  ["newest", "Newest First"],
  ["buyin", "Highest Buy-in"],
  ["funded", "Most Funded"],
];

interface Filters {
  minBuyIn: string;
  maxBuyIn: string;
  dateFrom: string;
  dateTo: string;
  openOnly: boolean;
  verifiedOnly: boolean;
}
const NO_FILTERS: Filters = { minBuyIn: "", maxBuyIn: "", dateFrom: "", dateTo: "", openOnly: false, verifiedOnly: false };

/** An amount the server will accept, or nothing while the user is still typing something else. */
const amountParam = (v: string) => {
  const c = toCents(v.trim() || null);
  return c !== null && c >= 0 ? v.trim().replace(/[$,\s]/g, "") : undefined;
};

function activeFilterCount(f: Filters): number {
  return [f.minBuyIn, f.maxBuyIn, f.dateFrom, f.dateTo].filter((v) => v.trim() !== "").length + (f.openOnly ? 1 : 0) + (f.verifiedOnly ? 1 : 0);
}

/** Browse is for every role except sponsor (marketplace §2); others are told so and sent home, like Pay Investors. */
export default function BrowsePage({ user }: PageProps) {
  const [, navigate] = useLocation();
  const allowed = can(user.role, "browseCampaigns");

  useEffect(() => {
    if (allowed) return;
    toast({ title: "Access Denied", description: "Only investors and players can browse campaigns.", variant: "destructive" });
    navigate(paths.home, { replace: true });
  }, [allowed, navigate]);

  return allowed ? <Browse /> : null;
}

function Browse() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Exclude<CampaignSort, "rating">>("newest");
  const [showFilters, setShowFilters] = useState(false);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const term = useDebounced(search.trim());
  const debouncedFilters = useDebounced(filters);

  const params: CampaignListParams = {
    search: term || undefined,
    sort,
    minBuyIn: amountParam(debouncedFilters.minBuyIn),
    maxBuyIn: amountParam(debouncedFilters.maxBuyIn),
    dateFrom: debouncedFilters.dateFrom || undefined,
    dateTo: debouncedFilters.dateTo || undefined,
    open: debouncedFilters.openOnly ? "true" : undefined,
    verified: debouncedFilters.verifiedOnly ? "true" : undefined,
  };
  const list = useCampaignPages(params);
  const filterCount = activeFilterCount(filters);
  const narrowed = !!term || filterCount > 0;
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div>
      <PageHeader title="Browse Campaigns" subtitle="Find players to back in upcoming tournaments" />

      <div className="mb-4 flex flex-col gap-3 md:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search campaigns"
            placeholder="Search by tournament or player name..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="flex gap-3">
          <NativeSelect wrapperClassName="w-full md:w-48" aria-label="Sort campaigns" value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
          <Button variant={showFilters ? "secondary" : "outline"} aria-expanded={showFilters} aria-controls="advanced-filters" onClick={() => setShowFilters((s) => !s)}>
            <SlidersHorizontal /> Advanced Filters
            {filterCount > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{filterCount}</span>}
          </Button>
        </div>
      </div>

      {showFilters && (
        <Card id="advanced-filters" className="mb-6">
          <CardContent className="grid grid-cols-1 gap-4 pt-5 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
            <div className="space-y-1.5">
              <Label htmlFor="filter-min-buyin">Min Buy-in ($)</Label>
              <Input id="filter-min-buyin" inputMode="decimal" placeholder="0" value={filters.minBuyIn} onChange={(e) => set({ minBuyIn: e.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="filter-max-buyin">Max Buy-in ($)</Label>
              <Input id="filter-max-buyin" inputMode="decimal" placeholder="Any" value={filters.maxBuyIn} onChange={(e) => set({ maxBuyIn: e.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="filter-date-from">Tournament From</Label>
              <Input id="filter-date-from" type="date" value={filters.dateFrom} onChange={(e) => set({ dateFrom: e.target.value })} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="filter-date-to">Tournament To</Label>
              <Input id="filter-date-to" type="date" value={filters.dateTo} onChange={(e) => set({ dateTo: e.target.value })} />
            </div>
            <div className="flex flex-col gap-3">
              <label className="flex h-10 cursor-pointer items-center gap-2 text-sm">
                <input type="checkbox" className="h-4 w-4 accent-[var(--color-primary)]" checked={filters.openOnly} onChange={(e) => set({ openOnly: e.target.checked })} />
                Only campaigns still open
              </label>
              <label className="flex h-10 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-[var(--color-primary)]"
                  checked={filters.verifiedOnly}
                  onChange={(e) => set({ verifiedOnly: e.target.checked })}
                />
                Verified events only
              </label>
            </div>
            {filterCount > 0 && (
              <div className="sm:col-span-2 lg:col-span-5">
                <Button variant="ghost" size="sm" onClick={() => setFilters(NO_FILTERS)}>
                  <X /> Clear Filters
                </Button>
              </div>
            )}
          </CardContent>
        </Card>
      )}

      {list.error && !list.isLoading ? (
        <ErrorState error={list.error} />
      ) : (
        <CampaignGrid
          campaigns={list.campaigns}
          isLoading={list.isLoading}
          showFullDetails
          empty={
            <EmptyState
              icon={<Search />}
              title={narrowed ? "No campaigns found" : "No campaigns yet"}
              description={narrowed ? "No campaign matches your search and filters. Try other words or clear the filters." : "When players create campaigns, they will appear here."}
              action={
                narrowed && (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setSearch("");
                      setFilters(NO_FILTERS);
                    }}
                  >
                    Clear Search
                  </Button>
                )
              }
            />
          }
        />
      )}

      <LoadMore list={list} className="mt-8" />
    </div>
  );
}
