import type { Campaign } from "@core/contracts/campaigns";
import { breakEvenText } from "@core/fair-price";
import { campaignMarkup } from "@client/components/markup-badge";

/** "ROI +25.0% over 3 events (small sample)"; the record comes with the campaign detail only. */
export function playerRecordText(record: Campaign["playerRecord"]): string | null {
  if (!record) return null;
  if (record.events === 0 || record.roiPercent === null) return "No closed campaigns yet";
  const roi = record.roiPercent.startsWith("-") ? record.roiPercent : `+${record.roiPercent}`;
  const events = `${record.events} ${record.events === 1 ? "event" : "events"}`;
  return `ROI ${roi}% over ${events}${record.smallSample ? " (small sample)" : ""}`;
}

/** Fair-price guidance: the break-even return the markup implies, next to the player's record. */
export function FairPriceNote({ campaign, className }: { campaign: Pick<Campaign, "markup" | "playerRecord">; className?: string }) {
  const record = playerRecordText(campaign.playerRecord);
  return (
    <div data-testid="fair-price" className={className ?? "grid gap-1 rounded-md border border-border p-3 text-xs text-muted-foreground"}>
      <p>
        <span className="font-medium text-foreground">Break-even: </span>
        {breakEvenText(campaignMarkup(campaign))}
      </p>
      {record && (
        <p>
          <span className="font-medium text-foreground">Player record: </span>
          {record}
        </p>
      )}
    </div>
  );
}
