import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { navigate } from "wouter/use-browser-location";
import { sessionExpiryHandler } from "@client/features/auth/session-expiry";
import { onUnauthorized, queryClient } from "@client/lib/api";
import { AppRouter } from "./router";
import { TestModeBanner } from "./test-mode-banner";

// the toast store is loaded with the app; the Radix toaster that shows it comes a moment later, off the first paint
const Toaster = lazy(() => import("@client/components/ui/toaster").then((m) => ({ default: m.Toaster })));

onUnauthorized(sessionExpiryHandler(queryClient, (to) => navigate(to, { replace: true })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TestModeBanner />
      <AppRouter />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
