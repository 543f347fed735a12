import type { CampaignListParams, CampaignSort } from "@core/contracts/campaigns";
import { can } from "@core/roles";
import { Search, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import type { PageProps } from "@client/lib/routes";
import { PageHeader } from "@client/components/page-header";
import { Button } from "@client/components/ui/button";
import { SearchField } from "@client/components/search-field";
import { NativeSelect } from "@client/components/ui/native-select";
import { usePageAccess } from "@client/lib/use-page-access";
import { useCampaignPages } from "../api/get-campaigns";
import { EmptyState } from "../components/campaign-grid";
import { useDebounced } from "../use-debounced";
import { PagedCampaignGrid } from "../components/paged-campaign-grid";
import { activeFilterCount, checkFilters, NO_FILTERS, type FilterErrors, type Filters } from "./browse-filter-rules";
import { BrowseFilters } from "./browse-filters";

const SORTS: Array<[Exclude<CampaignSort, "rating">, string]> = [
  ["newest", "Newest First"],
  ["buyin", "Highest Buy-in"],
  ["funded", "Most Funded"],
];

/** A message shows once typing pauses (with the query) and goes as soon as the field is fixed. */
function settledErrors(typed: FilterErrors, settled: FilterErrors): FilterErrors {
  const shown: FilterErrors = {};
  for (const key of Object.keys(settled) as Array<keyof FilterErrors>) if (typed[key] === settled[key]) shown[key] = settled[key];
  return shown;
}

function emptyDescription(searched: boolean, filtered: boolean): string {
  if (searched && filtered) return "No campaign matches your search and filters. Try other words or clear the filters.";
  if (filtered) return "No campaign matches your filters. Try a wider range or clear the filters.";
  if (searched) return "No campaign matches your search. Try other words.";
  return "When players create campaigns, they will appear here.";
}

/** Browse is for every role except sponsor (marketplace §2); others are told so and sent home, like Pay Investors. */
export default function BrowsePage({ user }: PageProps) {
  const allowed = can(user.role, "browseCampaigns");

  usePageAccess(allowed, "Only investors and players can browse campaigns.");

  return allowed ? <Browse /> : null;
}

type Sort = Exclude<CampaignSort, "rating">;

function SortAndFilterButtons({
  sort,
  onSort,
  showFilters,
  onToggleFilters,
  filterCount,
}: {
  sort: Sort;
  onSort: (sort: Sort) => void;
  showFilters: boolean;
  onToggleFilters: () => void;
  filterCount: number;
}) {
  // on a phone each takes its own row: side by side, "Newest First" was cut to "Newest F"
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <NativeSelect wrapperClassName="w-full sm:w-48" aria-label="Sort campaigns" value={sort} onChange={(e) => onSort(e.target.value as Sort)}>
        {SORTS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect>
      <Button
        className="w-full sm:w-auto"
        variant={showFilters ? "secondary" : "outline"}
        aria-expanded={showFilters}
        aria-controls="advanced-filters"
        onClick={onToggleFilters}
      >
        <SlidersHorizontal /> Advanced Filters
        {filterCount > 0 && <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">{filterCount}</span>}
      </Button>
    </div>
  );
}

function Browse() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Exclude<CampaignSort, "rating">>("newest");
  const [showFilters, setShowFilters] = useState(false);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const term = useDebounced(search.trim());
  const debouncedFilters = useDebounced(filters);
  const settled = checkFilters(debouncedFilters);
  const errors = settledErrors(checkFilters(filters).errors, settled.errors);

  const params: CampaignListParams = { search: term || undefined, sort, ...settled.params };
  const list = useCampaignPages(params);
  const filterCount = activeFilterCount(filters);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <div>
      <PageHeader title="Browse Campaigns" subtitle="Find players to back in upcoming tournaments" />

      <div className="mb-4 flex flex-col gap-3 md:flex-row">
        <SearchField
          className="relative flex-1"
          inputClassName="pl-9"
          label="Search campaigns"
          placeholder="Search by tournament or player name..."
          value={search}
          onChange={setSearch}
        />
        <SortAndFilterButtons
          sort={sort}
          onSort={setSort}
          showFilters={showFilters}
          onToggleFilters={() => setShowFilters((s) => !s)}
          filterCount={filterCount}
        />
      </div>

      {showFilters && <BrowseFilters filters={filters} errors={errors} activeCount={filterCount} onChange={set} onClear={() => setFilters(NO_FILTERS)} />}

      <PagedCampaignGrid
        list={list}
        loadMoreClassName="mt-8"
        showFullDetails
        empty={
          <EmptyState
            icon={<Search />}
            title={filterCount > 0 || term ? "No campaigns found" : "No campaigns yet"}
            description={emptyDescription(!!term, filterCount > 0)}
            action={
              filterCount > 0 ? (
                <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              ) : (
                term && (
                  <Button variant="outline" onClick={() => setSearch("")}>
                    Clear Search
                  </Button>
                )
              )
            }
          />
        }
      />
    </div>
  );
}
