import type { Tournament } from "@core/contracts/tournaments";
import { can, type Role } from "@core/roles";
import { formatMoney, toCents } from "@core/money";
import { alternateLabel, canCancelRegistration, canWithdrawAlternate, nextAlternateNumber, registerButtonState, registerLabel } from "@core/tournament-rules";
import { Check, Hourglass } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { useCancelRegistration } from "../api/cancel-registration";
import { useRegisterForTournament } from "../api/register";

/**
 * How a seat is paid for (decision 216): registering takes a seat, the buy-in is paid at the venue (decision 050).
 * Players only: an investor's RSVP takes no seat and costs nothing.
 */
function VenueNote({ tournament: t }: { tournament: Tournament }) {
  const buyIn = (toCents(t.buyIn) ?? 0) > 0 ? `The ${formatMoney(t.buyIn)} buy-in is paid at the venue` : "No buy-in (freeroll)";
  return (
    <p className="text-xs text-muted-foreground sm:self-center" data-testid="buy-in-at-venue">
      {buyIn}: StakeLine takes no money for seats.
    </p>
  );
}

/**
 * The registration buttons of tournaments §4: Register / RSVP, or a disabled Registered tick with Cancel
 * Registration; pending labels Registering... and Cancelling.... Where the spec has a disabled Full, a player may
 * Register as Alternate, and an alternate sees their number and may leave the list (decision 236).
 */
export function RegistrationActions({ tournament, role, className }: { tournament: Tournament; role: Role | null; className?: string }) {
  const register = useRegisterForTournament();
  const cancel = useCancelRegistration();
  // an RSVP takes no seat, so an investor may RSVP to an event whose player seats are all taken
  const seatState = registerButtonState(tournament);
  const state = seatState === "full" && role === "investor" ? "register" : seatState;
  const registering = register.isPending && register.variables?.tournamentId === tournament.id;
  const cancelling = cancel.isPending && cancel.variables === tournament.id;
  // a player may have backers staking this seat: they confirm knowing their campaign goes with it
  const [confirming, setConfirming] = useState(false);
  const leave = () => (role === "player" ? setConfirming(true) : cancel.mutate(tournament.id));

  if (state === "registered") {
    return (
      <div className={className}>
        <Button variant="success" disabled className="w-full sm:w-auto">
          <Check /> Registered
        </Button>
        {canCancelRegistration(tournament) && (
          <Button variant="outline" disabled={cancelling} onClick={leave} className="w-full sm:w-auto">
            {cancelling ? "Cancelling..." : "Cancel Registration"}
          </Button>
        )}
        {role === "player" && tournament.status === "upcoming" && <VenueNote tournament={tournament} />}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Cancel your registration?"
          description={
            <>
              You give your seat in {tournament.name} back. If you created a campaign for this tournament, it is cancelled too and every backer is refunded
              their stake and fee.
            </>
          }
          cancelLabel="Keep Registration"
          action={
            <Button variant="destructive" disabled={cancelling} onClick={() => cancel.mutate(tournament.id, { onSettled: () => setConfirming(false) })}>
              Cancel Registration
            </Button>
          }
        />
      </div>
    );
  }
  // a place on the alternate list (decision 236): the number, and leaving the list while waiting
  if (state === "alternate" && tournament.alternate !== null) {
    return (
      <div className="flex flex-col gap-2">
        <div className={className}>
          <Button variant="secondary" disabled className="w-full sm:w-auto" data-testid="my-alternate">
            <Hourglass /> {alternateLabel(tournament.alternate)}
          </Button>
          {canWithdrawAlternate(tournament) && (
            <Button variant="outline" disabled={cancelling} onClick={leave} className="w-full sm:w-auto">
              {cancelling ? "Cancelling..." : "Leave Alternate List"}
            </Button>
          )}
        </div>
        <p className="text-xs text-muted-foreground">Every seat is taken: a seat that comes free goes to the lowest number waiting.</p>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Leave the alternate list?"
          description={
            <>
              You give up alternate #{tournament.alternate} in {tournament.name}. If you created a campaign for this tournament, it is cancelled too and every
              backer is refunded their stake and fee.
            </>
          }
          cancelLabel="Stay on the List"
          action={
            <Button variant="destructive" disabled={cancelling} onClick={() => cancel.mutate(tournament.id, { onSettled: () => setConfirming(false) })}>
              Leave Alternate List
            </Button>
          }
        />
      </div>
    );
  }
  // sponsors and users without a role browse only; the server refuses them too
  if (!can(role, "specialTournaments") || state === "closed") return null;
  if (state === "full") {
    // every seat is taken: a player joins the alternate list instead (decision 236)
    return (
      <div className="flex flex-col gap-2">
        <div className={className}>
          <Button
            variant="secondary"
            disabled={registering}
            onClick={() => register.mutate({ tournamentId: tournament.id, userRole: "player" })}
            className="w-full sm:w-auto"
          >
            {registering ? "Registering..." : "Register as Alternate"}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground" data-testid="alternate-offer">
          Full: you would be {alternateLabel(nextAlternateNumber(tournament)).toLowerCase()}, seated if a seat comes free.
        </p>
      </div>
    );
  }
  const userRole = role === "investor" ? "investor" : "player";
  return (
    <div className={className}>
      <Button disabled={registering} onClick={() => register.mutate({ tournamentId: tournament.id, userRole })} className="w-full sm:w-auto">
        {registering ? "Registering..." : registerLabel(role)}
      </Button>
      {userRole === "player" && <VenueNote tournament={tournament} />}
    </div>
  );
}
