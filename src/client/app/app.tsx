import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@client/components/ui/toaster";
import { queryClient } from "@client/lib/api";
import { AppRouter } from "./router";

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRouter />
      <Toaster />
    </QueryClientProvider>
  );
}
