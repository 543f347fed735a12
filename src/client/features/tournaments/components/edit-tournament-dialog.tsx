import type { Tournament } from "@core/contracts/tournaments";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@client/components/ui/dialog";
import { toast } from "@client/lib/use-toast";
import { errorMessage } from "@client/lib/api";
import { useUpdateTournament } from "../api/update-tournament";
import { TournamentForm } from "./tournament-form";
import {
  payoutPlanFormValuesOf,
  rebuyFormValuesOf,
  satelliteFormValuesOf,
  structureFormValuesOf,
  toApiInput,
  type TournamentFormValues,
} from "./tournament-form-values";

function formValuesOf(t: Tournament): TournamentFormValues {
  return {
    name: t.name,
    description: t.description,
    date: t.date,
    time: t.time,
    location: t.location,
    buyIn: t.buyIn,
    prizeStructure: t.prizeStructure,
    format: t.format,
    blindStructure: t.blindStructure,
    startingChips: String(t.startingChips),
    maxSeats: String(t.maxSeats),
    guaranteedPrizePool: t.guaranteedPrizePool ?? "",
    prizePercentages: t.prizePercentages?.map(String) ?? null,
    ...payoutPlanFormValuesOf(t),
    ...rebuyFormValuesOf(t),
    ...structureFormValuesOf(t),
    seatsPerTable: String(t.seatsPerTable),
    tableBalancing: t.tableBalancing,
    days: t.days?.join(", ") ?? "",
    seriesId: t.series ? String(t.series.id) : "",
    fee: t.fee ?? "",
    ...satelliteFormValuesOf(t),
  };
}

/** A sponsor's Edit Tournament dialog on My Tournaments (loaded when first opened). */
export function EditTournamentDialog({ open, tournament, onClose }: { open: boolean; tournament: Tournament | null; onClose: () => void }) {
  const update = useUpdateTournament();
  return (
    <Dialog open={open} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Tournament</DialogTitle>
          <DialogDescription>
            Changes show to registered players right away. Max seats cannot go below the players already registered. Once a player&apos;s campaign is staked on
            the tournament, its buy-in, date, prizes, rebuys, add-on and bounty are fixed.
          </DialogDescription>
        </DialogHeader>
        {tournament && (
          <TournamentForm
            key={tournament.id}
            defaultValues={formValuesOf(tournament)}
            entrants={tournament.entrants}
            series={tournament.series}
            submitLabel="Save Changes"
            pendingLabel="Saving..."
            pending={update.isPending}
            serverError={update.error}
            onCancel={onClose}
            onSubmit={(data) =>
              update.mutate(
                { id: tournament.id, input: toApiInput(data) },
                {
                  onSuccess: () => {
                    toast({ title: "Tournament Updated", description: "Your changes have been saved." });
                    onClose();
                  },
                  onError: (err) => toast({ title: "Update Failed", description: errorMessage(err), variant: "destructive" }),
                },
              )
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
