import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@client/lib/utils";
import { dismissToast, TOAST_DURATION_MS, useToast } from "@client/lib/use-toast";

export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? "default"}
          data-testid="toast"
          className={cn(
            "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-9 shadow-2xl transition-all data-[state=closed]:opacity-0",
            t.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-border bg-popover text-popover-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title && <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>}
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <X className="h-4 w-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* at the top, where it covers no form's Save or submit button (forms and dialogs end at the bottom, decision
          220): full width on a phone; from sm up in the top-right corner under the header, clear of its menus */}
      <ToastPrimitive.Viewport className="fixed left-0 right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:left-auto sm:top-16 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
