import { Suspense, type ReactNode } from "react";
import { Brand } from "@client/components/brand";
import { PublicHeader } from "@client/components/public-header";
import { FullPageSpinner } from "@client/components/ui/spinner";
import { useAuth } from "@client/lib/auth/use-auth";
import { LazyAppLayout } from "@client/components/layout/lazy-app-layout";

/** While the sign-in check is out: the brand alone, so neither the visitor's Join button nor a menu flashes by. */
function PendingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
        <Brand />
      </div>
    </header>
  );
}

/**
 * The frame of a page anyone may open: the signed-in layout (nav, bell, account menu) for anyone signed in, as on
 * every other page they open, and the public header for a visitor. A page that shows it should start the layout's
 * download with its own data (`preloadAppLayout()`), or a signed-in browser waits a
 * round trip more for it.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LazyAppLayout user={user}>{children}</LazyAppLayout>
      </Suspense>
    );
  }
  return (
    <div className="min-h-screen felt-bg">
      {isLoading ? <PendingHeader /> : <PublicHeader />}
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
