import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { navigate } from "wouter/use-browser-location";
import { useToast } from "@client/lib/use-toast";
import { sessionExpiryHandler } from "@client/lib/auth/session-expiry";
import { onUnauthorized, queryClient } from "@client/lib/api";
import { provideHeaderMenus } from "@client/components/layout/header-menus-slot";
import { AppRouter } from "./router";
import { TestModeBanner } from "./test-mode-banner";

// the toast store is loaded with the app; the Radix toaster that shows it is not part of the first paint: it
// loads once the browser is idle, or with the first toast if one comes sooner (then shown when it arrives)
const Toaster = lazy(() => import("@client/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  if (toasts.length > 0 && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

onUnauthorized(sessionExpiryHandler(queryClient, (to) => navigate(to, { replace: true })));
provideHeaderMenus(() => import("./header-menus"));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TestModeBanner />
      <AppRouter />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
