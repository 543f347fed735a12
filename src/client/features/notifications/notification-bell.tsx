import type { NotificationItem } from "@core/contracts/notifications";
import { Bell } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { cn } from "@client/lib/utils";
import { useNotifications } from "./api/get-notifications";
import { useMarkRead } from "./api/mark-read";
import { useUnreadCount } from "./use-unread-count";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const content = (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className={cn("text-sm", item.read ? "font-normal" : "font-semibold")}>{item.title}</span>
      <span className="whitespace-normal break-words text-xs text-muted-foreground">{item.body}</span>
      <span className="text-[11px] text-muted-foreground">{when(item.createdAt)}</span>
    </div>
  );
  return (
    <DropdownMenuItem asChild={!!item.link} onSelect={onOpen} className="items-start" data-testid="notification-item">
      {item.link ? <Link href={item.link}>{content}</Link> : content}
    </DropdownMenuItem>
  );
}

/** The top bar's bell: the live unread count, and a panel of the newest notifications with links. */
export function NotificationBell() {
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  const list = useNotifications(open);
  const markRead = useMarkRead();
  const unread = count ?? list.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={label} data-testid="notification-bell">
          <Bell />
          {unread > 0 && (
            <span
              data-testid="notification-count"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold text-primary-foreground"
            >
              {unread > 99 ? "99+" : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-2rem))]" aria-label="Notifications">
        <div className="flex items-center justify-between">
          <DropdownMenuLabel>Notifications</DropdownMenuLabel>
          {unread > 0 && (
            <Button variant="link" size="sm" className="h-auto px-2 text-xs" disabled={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
              Mark all as read
            </Button>
          )}
        </div>
        <DropdownMenuSeparator />
        <div className="max-h-[60vh] overflow-y-auto">
          {list.isLoading && <p className="px-2 py-3 text-sm text-muted-foreground">Loading…</p>}
          {list.isError && <p className="px-2 py-3 text-sm text-destructive">Could not load notifications.</p>}
          {list.data && list.data.items.length === 0 && <p className="px-2 py-3 text-sm text-muted-foreground">No notifications yet.</p>}
          {list.data?.items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={() => !item.read && markRead.mutate({ ids: [item.id] })} />
          ))}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
