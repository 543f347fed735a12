import type { Tournament } from "@core/contracts/tournaments";
import { dayTwoPricePerPercentCents } from "@core/day-two";
import { formatMarkup, NO_MARKUP, parseMarkup } from "@core/markup";
import { formatMoney2, groupThousands, toCents } from "@core/money";
import { TrendingUp } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { DialogSubmitFooter } from "@client/components/dialog-submit-footer";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { Input } from "@client/components/ui/input";
import { Label } from "@client/components/ui/label";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { paths } from "@client/lib/routes";
import { useCreateDayTwoCampaign, useDayTwoOffer } from "../api/day-two";

/**
 * Day-2 resale on a registered player's tournament card (decision 170): once the day ended and the controller
 * entered their bag, "Sell Day-2 action" with the price of 1% it gives; the dialog takes the % and the markup and
 * shows the price at that markup and the target. Loaded only for a player's seat in a running multi-day event.
 */
export function DayTwoOffer({ tournament }: { tournament: Tournament }) {
  const offer = useDayTwoOffer(tournament.id);
  // what the dialog was opened with: it stays open (and shows its link) when the offer turns into the campaign
  const [selling, setSelling] = useState<{ bag: number; room: number } | null>(null);
  const o = offer.data;
  const dialog = selling && (
    <SellDialog tournament={tournament} bag={selling.bag} room={selling.room} open onOpenChange={(open) => !open && setSelling(null)} />
  );
  let body: React.ReactNode = null;
  if (o && o.campaignId !== null) {
    body = (
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <Link href={paths.invest(o.campaignId)}>
          <TrendingUp /> Your Day-2 campaign
        </Link>
      </Button>
    );
  } else if (o && o.eligible && o.bag !== null && o.pricePerPercent !== null) {
    const bag = o.bag;
    body = (
      <div className="w-full space-y-2 rounded-md border border-emerald-500/30 bg-emerald-500/5 p-3" data-testid="day-two-offer">
        <p className="text-sm">
          {o.dayName ?? "Day 2"}: your bag of {groupThousands(bag)} is {o.ratio} x the starting stack. Day-2 action sells at{" "}
          <strong data-testid="day-two-price">{formatMoney2(o.pricePerPercent)} per 1%</strong> at 1.00 markup; you may sell up to {o.roomPercent}% more.
        </p>
        <Button onClick={() => setSelling({ bag, room: o.roomPercent })} className="w-full sm:w-auto">
          <TrendingUp /> Sell Day-2 action
        </Button>
      </div>
    );
  }
  // the dialog keeps its place in the tree whatever the offer shows, so it is not remounted when the offer changes
  return (
    <>
      {body}
      {dialog}
    </>
  );
}

function SellDialog({
  tournament,
  bag,
  room,
  open,
  onOpenChange,
}: {
  tournament: Tournament;
  bag: number;
  room: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [percentage, setPercentage] = useState("10");
  const [markup, setMarkup] = useState("1.00");
  const create = useCreateDayTwoCampaign();
  const [created, setCreated] = useState<number | null>(null);
  const hundredths = parseMarkup(markup) ?? NO_MARKUP;
  const price = dayTwoPricePerPercentCents(toCents(tournament.buyIn) ?? 0, bag, tournament.startingChips, hundredths);
  const pct = /^\d+$/.test(percentage.trim()) ? Number(percentage) : 0;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { tournamentId: tournament.id, percentage, markup },
      {
        onSuccess: (c) => {
          toast({ title: "Day-2 Campaign Created", description: `${pct}% of your winnings at ${formatMoney2(price / 100)} per 1%.` });
          setCreated(c.id);
        },
        onError: (err) => toast({ title: "Not Created", description: errorMessage(err), variant: "destructive" }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sell Day-2 action</DialogTitle>
          <DialogDescription>
            Priced from your verified bag of {groupThousands(bag)} chips: buy-in x bag / starting stack / 100 x markup per 1%. You may sell up to {room}% more
            of this event.
          </DialogDescription>
        </DialogHeader>
        {created !== null ? (
          <DialogFooter>
            <Button asChild>
              <Link href={paths.invest(created)}>View your Day-2 campaign</Link>
            </Button>
          </DialogFooter>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <div className="grid grid-cols-2 gap-3">
              <div className="space-y-1.5">
                <Label htmlFor="day-two-percentage">Percentage to sell</Label>
                <Input id="day-two-percentage" inputMode="numeric" value={percentage} onChange={(e) => setPercentage(e.target.value)} />
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="day-two-markup">Markup (1.00-1.50)</Label>
                <Input id="day-two-markup" inputMode="decimal" value={markup} onChange={(e) => setMarkup(e.target.value)} />
              </div>
            </div>
            <p className="text-sm" data-testid="day-two-quote">
              {formatMoney2(price / 100)} per 1% at {formatMarkup(hundredths)} markup{pct > 0 ? `: ${pct}% raises ${formatMoney2((price * pct) / 100)}` : ""}.
            </p>
            <DialogSubmitFooter onCancel={() => onOpenChange(false)} pending={create.isPending} label="Create Day-2 Campaign" pendingLabel="Creating..." />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
