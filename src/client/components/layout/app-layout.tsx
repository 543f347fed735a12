import { isLinkActive, navLinksFor, type NavLink } from "@core/navigation";
import type { PublicUser } from "@core/contracts/auth";
import { userInitials } from "@core/user-display";
import { Bell, Menu, X } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Brand } from "@client/components/brand";
import { Button } from "@client/components/ui/button";
import { InitialsAvatar } from "@client/components/ui/initials-avatar";
import { useAfterFirstContent } from "@client/lib/after-first-content";
import { cn } from "@client/lib/utils";
import { headerMenus } from "./header-menus-slot";

/**
 * The bell and the user menu are Radix dropdowns (menu, floating-ui, focus scope, scroll lock: about 30 KB gzip),
 * which no page needs for its first paint; they arrive once the page's first content is on screen (decision 110).
 */
const HeaderMenus = lazy(() => headerMenus());

/**
 * Until the menus arrive: their icons at their size, so nothing moves when they do. Not buttons (a click on one
 * would do nothing), hidden from assistive technology, which finds the real ones a moment later.
 */
function HeaderMenusPlaceholder({ user }: { user: PublicUser }) {
  return (
    <>
      <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center [&_svg]:size-4">
        <Bell />
      </span>
      <InitialsAvatar aria-hidden="true" className="h-9 w-9" initials={userInitials(user)} />
    </>
  );
}

/** The role's links, the current page's marked for screen readers (aria-current) and by `linkClass`. */
function MainNavLinks({
  links,
  location,
  linkClass,
  onNavigate,
}: {
  links: NavLink[];
  location: string;
  linkClass: (active: boolean) => string;
  onNavigate?: () => void;
}) {
  return links.map((l) => {
    const active = isLinkActive(l.href, location);
    return (
      <Link key={l.href} href={l.href} onClick={onNavigate} aria-current={active ? "page" : undefined} className={linkClass(active)}>
        {l.label}
      </Link>
    );
  });
}

export function AppLayout({ user, children }: { user: PublicUser; children: ReactNode }) {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const links = navLinksFor(user.role);
  // the menus load once the page's own content is on screen (lib/after-first-content.ts)
  const menusWanted = useAfterFirstContent();
  return (
    <div className="min-h-screen felt-bg">
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={open ? "Close navigation" : "Open navigation"}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <X /> : <Menu />}
          </Button>
          <Brand />
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
            <MainNavLinks
              links={links}
              location={location}
              linkClass={(active) =>
                cn(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  active ? "bg-primary/15 text-primary" : "text-muted-foreground hover:bg-accent hover:text-foreground",
                )
              }
            />
          </nav>
          <div className="ml-auto flex items-center gap-2">
            {menusWanted ? (
              <Suspense fallback={<HeaderMenusPlaceholder user={user} />}>
                <HeaderMenus user={user} />
              </Suspense>
            ) : (
              <HeaderMenusPlaceholder user={user} />
            )}
          </div>
        </div>
        {open && (
          <nav aria-label="Main mobile" className="flex flex-col gap-1 border-t px-4 py-3 lg:hidden">
            <MainNavLinks
              links={links}
              location={location}
              onNavigate={() => setOpen(false)}
              linkClass={(active) =>
                cn("rounded-md px-3 py-2 text-sm font-medium", active ? "bg-primary/15 text-primary" : "text-muted-foreground hover:bg-accent")
              }
            />
          </nav>
        )}
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}
