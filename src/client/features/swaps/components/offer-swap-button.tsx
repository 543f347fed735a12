import type { Tournament } from "@core/contracts/tournaments";
import type { Role } from "@core/roles";
import { Repeat } from "lucide-react";
import { useState } from "react";
import { Button } from "@client/components/ui/button";
import { OfferSwapDialog } from "./lazy-offer-swap-dialog";

/** "Offer a swap", for a player holding a seat in an event that has not started; the dialog loads on first open. */
export function OfferSwapButton({
  tournament: t,
  role,
}: {
  tournament: Pick<Tournament, "id" | "name" | "status" | "isRegistered" | "flightOf">;
  role: Role | null;
}) {
  const [open, setOpen] = useState(false);
  // a flight settles nothing (decision 242): no swaps there
  if (role !== "player" || !t.isRegistered || t.status !== "upcoming" || t.flightOf) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Repeat /> Offer a swap
      </Button>
      <OfferSwapDialog open={open} onOpenChange={setOpen} tournament={{ id: t.id, name: t.name }} />
    </>
  );
}
