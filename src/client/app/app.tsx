import { QueryClientProvider } from "@tanstack/react-query";
import { navigate } from "wouter/use-browser-location";
import { Toaster } from "@client/components/ui/toaster";
import { sessionExpiryHandler } from "@client/features/auth/session-expiry";
import { onUnauthorized, queryClient } from "@client/lib/api";
import { AppRouter } from "./router";
import { TestModeBanner } from "./test-mode-banner";

onUnauthorized(sessionExpiryHandler(queryClient, (to) => navigate(to, { replace: true })));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <TestModeBanner />
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  );
}
