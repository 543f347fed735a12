import { displayName, userInitials } from "@core/user-display";
import { ROLE_LABELS, ROLES } from "@core/roles";
import type { PublicUser } from "@core/contracts/auth";
import type { Role } from "@core/roles";
import { Check, Gavel, LogOut, Repeat, Settings } from "lucide-react";
import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { Avatar, AvatarFallback, AvatarImage } from "@client/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { paths } from "@client/lib/routes";
import { useLogout } from "@client/lib/auth/logout";
import { lazyDialog } from "@client/lib/lazy-dialog";

// the confirmation (Radix AlertDialog) loads when a role is first picked: the menu is on every signed-in page
const RoleSwitchDialog = lazyDialog(() => import("@client/components/layout/role-switch-dialog").then((m) => m.RoleSwitchDialog));

export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  return (
    <Avatar className={className}>
      {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt={displayName(user)} />}
      <AvatarFallback>{userInitials(user)}</AvatarFallback>
    </Avatar>
  );
}

export function UserMenu({ user }: { user: PublicUser }) {
  const [, navigate] = useLocation();
  const logout = useLogout();
  // a switch is confirmed first: it changes the dashboard, the menu and what the user may do (decision 143)
  const [switchTo, setSwitchTo] = useState<Role | null>(null);
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger ref={trigger} className="rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label="User menu">
          <UserAvatar user={user} className="h-9 w-9" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel>
            <div className="font-semibold" data-testid="menu-display-name">
              {displayName(user)}
            </div>
            {user.email && (
              <div className="truncate text-xs font-normal text-muted-foreground" title={user.email}>
                {user.email}
              </div>
            )}
            {user.role && <div className="mt-1 text-xs font-normal text-primary">{ROLE_LABELS[user.role]}</div>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
            <Settings /> Profile Settings
          </DropdownMenuItem>
          {/* operator rights sit beside the role, granted by a command (decision 202): never among the roles below */}
          {user.isOperator && (
            <DropdownMenuItem onSelect={() => navigate(paths.operator)}>
              <Gavel /> Operator
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
            <Repeat className="h-3.5 w-3.5" /> Switch role
          </DropdownMenuLabel>
          {ROLES.map((role) => (
            <DropdownMenuItem
              key={role}
              onSelect={() => {
                if (role === user.role) return;
                setSwitchTo(role);
                setConfirming(true);
              }}
            >
              <span className="w-4">{role === user.role && <Check />}</span>
              {ROLE_LABELS[role]}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut /> Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {switchTo && (
        <RoleSwitchDialog
          open={confirming}
          onOpenChange={setConfirming}
          user={user}
          to={switchTo}
          onCloseAutoFocus={(event) => {
            // the menu item that opened it is gone: the menu's own button takes focus back
            event.preventDefault();
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}
