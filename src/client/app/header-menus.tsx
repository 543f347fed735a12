import type { PublicUser } from "@core/contracts/auth";
import { NotificationBell } from "@client/features/notifications";
import { UserMenu } from "@client/components/layout/user-menu";

/** The top bar's two dropdowns, a chunk of their own (see HeaderMenusPlaceholder in app-layout.tsx). */
export default function HeaderMenus({ user }: { user: PublicUser }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}
