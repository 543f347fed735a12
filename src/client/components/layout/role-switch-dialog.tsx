import type { PublicUser } from "@core/contracts/auth";
import { navLinksFor } from "@core/navigation";
import { ROLE_LABELS, type Role } from "@core/roles";
import { useLocation } from "wouter";
import { paths } from "@client/lib/routes";
import { ConfirmDialog } from "@client/components/confirm-dialog";
import { Button } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";
import { useUpdateRole } from "@client/lib/auth/update-role";

/** What a role is for, and what becomes of it when one leaves it (the role-update call changes the role only). */
const ROLE_SWITCH: Record<Role, { gets: string; leaving: string }> = {
  investor: {
    gets: "Back players: buy stakes in their campaigns by card and follow your stakes and payouts.",
    leaving: "Your stakes and payouts stay yours. To invest again, switch back to Investor.",
  },
  player: {
    gets: "Raise your buy-ins: create campaigns, close them with your result and pay your investors.",
    leaving: "Your campaigns stay open to investors. To close them or pay your investors, switch back to Player.",
  },
  sponsor: {
    gets: "Host tournaments: create events, see who registers and run their live clock. Sponsors do not browse or invest in campaigns.",
    leaving: "Your tournaments and their registrations stay as they are. To manage them or run their clock, switch back to Sponsor.",
  },
};

export const ROLE_SWITCH_KEPT =
  "Nothing is deleted: your campaigns, stakes, payouts and tournament registrations are kept, and you can switch back at any time from this menu.";

export interface RoleSwitchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: PublicUser;
  /** the role to switch to (kept while the dialog closes, so its text does not change mid-close) */
  to: Role;
  /** where focus goes when the dialog closes without switching: the menu's button (its item is gone by then) */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Switching role from the user menu: says what changes and what is kept, then switches and goes to the dashboard. */
export function RoleSwitchDialog({ open, onOpenChange, user, to, onCloseAutoFocus }: RoleSwitchDialogProps) {
  const [, navigate] = useLocation();
  const updateRole = useUpdateRole({ onUpdated: () => navigate(paths.home) });
  const label = ROLE_LABELS[to];
  const menu = navLinksFor(to).map((l) => l.label);

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !updateRole.isPending && onOpenChange(next)}
      onCloseAutoFocus={onCloseAutoFocus}
      title={`Switch to ${label}?`}
      description={`You will go to the ${label.toLowerCase()} dashboard. ${ROLE_SWITCH[to].gets}`}
      cancelLabel="Cancel"
      pending={updateRole.isPending}
      action={
        <Button
          disabled={updateRole.isPending}
          onClick={() => updateRole.mutate(to, { onSuccess: () => onOpenChange(false), onError: () => onOpenChange(false) })}
        >
          {updateRole.isPending && <Spinner className="h-4 w-4 text-current" label="Switching role" />}
          {updateRole.isPending ? "Switching..." : `Switch to ${label}`}
        </Button>
      }
    >
      <div className="space-y-2 text-sm">
        <p>
          <span className="text-muted-foreground">Your menu: </span>
          {menu.join(", ")}.
        </p>
        {user.role && user.role !== to && <p className="text-muted-foreground">{ROLE_SWITCH[user.role].leaving}</p>}
        <p className="text-muted-foreground">{ROLE_SWITCH_KEPT}</p>
      </div>
    </ConfirmDialog>
  );
}
