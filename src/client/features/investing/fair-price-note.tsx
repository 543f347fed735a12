import type { Campaign } from "@core/contracts/campaigns";
import { breakEvenText, SMALL_SAMPLE_EVENTS } from "@core/fair-price";
import { campaignMarkup } from "@client/components/markup-badge";
import { RoiFigure } from "@client/components/roi-figure";

/** "ROI +25.0% over 3 events (small sample)"; the record comes with the campaign detail only. */
export function playerRecordText(record: Campaign["playerRecord"]): string | null {
  if (!record) return null;
  if (record.events === 0 || record.roiPercent === null) return "No closed campaigns yet";
  const roi = record.roiPercent.startsWith("-") ? record.roiPercent : `+${record.roiPercent}`;
  const events = `${record.events} ${record.events === 1 ? "event" : "events"}`;
  return `ROI ${roi}% over ${events}${record.smallSample ? " (small sample)" : ""}`;
}

/**
 * Fair-price guidance: the break-even return the markup implies, next to the player's one ROI (the card's and the
 * player page's figure, its basis a tap away).
 */
export function FairPriceNote({ campaign, className }: { campaign: Pick<Campaign, "markup" | "playerRecord" | "playerRoi">; className?: string }) {
  const roi = campaign.playerRoi;
  const record = roi ? null : playerRecordText(campaign.playerRecord);
  return (
    <div data-testid="fair-price" className={className ?? "grid gap-1 rounded-md border border-border p-3 text-xs text-muted-foreground"}>
      <p>
        <span className="font-medium text-foreground">Break-even: </span>
        {breakEvenText(campaignMarkup(campaign))}
      </p>
      {roi && (
        <div data-testid="fair-price-roi">
          <span className="font-medium text-foreground">Player ROI: </span>
          {roi.roi === null ? (
            "No closed campaigns yet"
          ) : (
            <>
              <RoiFigure roi={roi} className="align-top" showShortBasis={false} />{" "}
              <span>
                {roi.events} {roi.basis} event{roi.events === 1 ? "" : "s"}
                {roi.events < SMALL_SAMPLE_EVENTS ? " (small sample)" : ""}
              </span>
            </>
          )}
        </div>
      )}
      {record && (
        <p>
          <span className="font-medium text-foreground">Player record: </span>
          {record}
        </p>
      )}
    </div>
  );
}
