import { formatPercentHundredths, SWAP_PERCENT_MESSAGE, swapPercentHundredths, storedPercentHundredths } from "@core/swaps";
import { useState, type FormEvent } from "react";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useOfferSwap } from "../api/offer-swap";
import { useSwapPartners } from "../api/get-swap-partners";

export interface OfferSwapDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tournament: { id: number; name: string };
}

/** The other registered players of the event, to choose the one to swap with. */
function PartnerField({
  partners,
  value,
  onChange,
  error,
}: {
  partners: ReturnType<typeof useSwapPartners>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const list = partners.data?.partners ?? [];
  return (
    <FormField id="swap-partner" label="Player" error={error}>
      <NativeSelect
        id="swap-partner"
        value={value}
        disabled={partners.isLoading || list.length === 0}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
      >
        <option value="">{partners.isLoading ? "Loading players…" : list.length === 0 ? "No other registered players yet" : "Choose a player"}</option>
        {list.map((p) => (
          <option key={p.userId} value={p.userId}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

/**
 * "Offer a swap" (decision 174): another registered player of the event and a percentage, 1-20%. Each of the two
 * gives the other that share of their winnings; the tournament clock settles it with the prizes.
 */
export function OfferSwapDialog({ open, onOpenChange, tournament }: OfferSwapDialogProps) {
  const partners = useSwapPartners(tournament.id, open);
  const [partner, setPartner] = useState("");
  const [percent, setPercent] = useState("10");
  const [error, setError] = useState<{ field: "partner" | "percent" | "form"; message: string } | null>(null);
  const offer = useOfferSwap({
    onSuccess: (swap) => {
      toast({ title: "Swap offered", description: `${swap.otherPlayer} can accept it on their dashboard until the tournament starts.` });
      onOpenChange(false);
    },
    onError: (err) => setError({ field: "form", message: errorMessage(err) }),
  });
  const list = partners.data?.partners ?? [];
  const room = partners.data ? storedPercentHundredths(partners.data.roomPercent) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const toUserId = Number(partner);
    if (!partner || !Number.isInteger(toUserId)) return setError({ field: "partner", message: "Choose the player to swap with" });
    if (swapPercentHundredths(percent) === null) return setError({ field: "percent", message: SWAP_PERCENT_MESSAGE });
    setError(null);
    offer.mutate({ tournamentId: tournament.id, toUserId, percent: percent.trim() });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !offer.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Offer a swap</DialogTitle>
          <DialogDescription>
            In {tournament.name}, you and the other player each give the other the same share of your winnings. The tournament clock settles it with the prizes;
            either of you can cancel it until the tournament starts.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <PartnerField partners={partners} value={partner} onChange={setPartner} error={error?.field === "partner" ? error.message : undefined} />
          <FormField
            id="swap-percent"
            label="Share of winnings (%)"
            error={error?.field === "percent" ? error.message : undefined}
            hint={room === null ? "From 1% to 20%" : room === 0 ? "You have no room left to swap in this event" : `From 1% to ${formatPercentHundredths(room)}`}
          >
            <Input
              id="swap-percent"
              inputMode="decimal"
              value={percent}
              onChange={(e) => setPercent(e.target.value)}
              aria-invalid={error?.field === "percent"}
            />
          </FormField>
          {partners.error && <p className="text-sm text-destructive">{errorMessage(partners.error)}</p>}
          {error?.field === "form" && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error.message}
            </p>
          )}
          <DialogFooter className="gap-2">
            <Button type="button" variant="outline" disabled={offer.isPending} onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" disabled={offer.isPending || list.length === 0}>
              {offer.isPending ? "Offering…" : "Offer Swap"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
