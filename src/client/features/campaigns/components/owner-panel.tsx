import { campaignFundedBuyInCents } from "@core/bullets";
import type { Campaign } from "@core/contracts/campaigns";
import { formatMoney, toCents } from "@core/money";
import { stakePercentage } from "@core/stake";
import { Copy } from "lucide-react";
import { useState } from "react";
import { paths } from "@client/lib/routes";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { campaignMarkup } from "@client/components/markup-badge";
import { toast } from "@client/lib/use-toast";
import { CancelCampaignButton, CloseCampaignDialog, useCampaignBackers } from "@client/features/payouts";
import { useCampaign } from "../api/get-campaign";
import { errorMessage } from "@client/lib/api";

// the dialog (its form, zod rules, Radix Select and Dialog) loads when it first opens

// the owner watches the campaign fill: raised amount and backers refresh while the page is open
const LIVE_REFRESH_MS = 10_000;

/** What a campaign's player sees in place of Invest: the share link, Close / Cancel, and who backs them. */
export function OwnerPanel({ campaign: c }: { campaign: Campaign }) {
  const open = c.status === "active" || c.status === "funded";
  useCampaign(c.id, { refetchInterval: LIVE_REFRESH_MS });
  return (
    <>
      <Card className="border-primary/40" data-testid="owner-panel">
        <CardHeader>
          <CardTitle>Your Campaign</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <ShareLink id={c.id} />
          {open && <OwnerActions campaign={c} />}
          {open && c.verified && <p className="text-sm text-muted-foreground">The tournament clock closes this campaign with your result.</p>}
          {open && c.package && (
            <p className="text-sm text-muted-foreground">Enter each event&apos;s result under Package Events: the last one closes the campaign.</p>
          )}
        </CardContent>
      </Card>
      <Backers campaign={c} />
    </>
  );
}

function ShareLink({ id }: { id: number }) {
  const url = `${window.location.origin}${paths.invest(id)}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "Send it to the people you want to back you." });
    } catch {
      toast({ title: "Copy failed", description: "Select the link and copy it by hand.", variant: "destructive" });
    }
  }
  return (
    <div className="space-y-2">
      <label htmlFor="share-link" className="text-sm font-medium">
        Share link
      </label>
      <div className="flex gap-2">
        <Input id="share-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="min-w-0" />
        <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy share link" title="Copy share link">
          <Copy />
        </Button>
      </div>
    </div>
  );
}

function OwnerActions({ campaign }: { campaign: Campaign }) {
  const [closing, setClosing] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {/* a verified campaign is settled by its event's clock; the server refuses a manual close */}
      {/* a package closes when its last event's result is entered, in its panel (decision 241) */}
      {!campaign.verified && !campaign.package && (
        <>
          <Button onClick={() => setClosing(true)}>Close Campaign</Button>
          <CloseCampaignDialog campaign={campaign} open={closing} onOpenChange={setClosing} />
        </>
      )}
      {/* a package with a result entered completes by its results: the server refuses its cancel */}
      {!(campaign.package && campaign.package.entered > 0) && <CancelCampaignButton campaign={campaign} />}
    </div>
  );
}

function Backers({ campaign }: { campaign: Campaign }) {
  const id = campaign.id;
  // each backer's share from their amount, to one decimal as everywhere else (the invest dialog, the portfolio), of
  // every bullet the campaign funds
  const share = (amount: string) => stakePercentage(toCents(amount) ?? 0, campaignFundedBuyInCents(campaign), 1, campaignMarkup(campaign));
  const backers = useCampaignBackers(id, { refetchInterval: LIVE_REFRESH_MS });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backers</CardTitle>
      </CardHeader>
      <CardContent>
        {backers.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading backers...</p>
        ) : backers.error ? (
          <p className="text-sm text-destructive">{errorMessage(backers.error)}</p>
        ) : !backers.data?.length ? (
          <p className="text-sm text-muted-foreground">No backers yet. Share the link to find some.</p>
        ) : (
          <table className="w-full text-sm" aria-label="Backers">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th className="pb-2 font-medium">Name</th>
                <th className="pb-2 text-right font-medium">Amount</th>
                <th className="pb-2 text-right font-medium">Share</th>
              </tr>
            </thead>
            <tbody>
              {backers.data.map((b, i) => (
                <tr key={i} className="border-t">
                  <td className="max-w-0 truncate py-2 pr-2" title={b.name}>
                    {b.name}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(b.amount)}</td>
                  <td className="py-2 text-right tabular-nums">{share(b.amount)}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
