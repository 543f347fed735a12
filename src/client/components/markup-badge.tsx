import type { Campaign } from "@core/contracts/campaigns";
import { markupLabel, NO_MARKUP, parseMarkup } from "@core/markup";
import { cn } from "@client/lib/utils";

/** The campaign's markup in hundredths; a campaign object without one (older cached data) is at 1.00. */
export function campaignMarkup(c: Pick<Campaign, "markup">): number {
  return parseMarkup(c.markup) ?? NO_MARKUP;
}

/** "1.10 markup" on cards and the campaign page; nothing at 1.00. */
export function MarkupBadge({ campaign, className }: { campaign: Pick<Campaign, "markup">; className?: string }) {
  const label = markupLabel(campaignMarkup(campaign));
  if (!label) return null;
  return (
    <span
      data-testid="markup-badge"
      title="The player sells the action at this price over face value"
      className={cn(
        "inline-flex items-center rounded-full border border-amber-500/40 bg-amber-500/15 px-2.5 py-0.5 text-xs font-semibold text-amber-300",
        className,
      )}
    >
      {label}
    </span>
  );
}
