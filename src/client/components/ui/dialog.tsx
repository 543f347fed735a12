import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import * as React from "react";
import { cn } from "@client/lib/utils";
import { CaptureOpener, useReturnFocus } from "./return-focus";
import { withClasses } from "./with-classes";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = withClasses(DialogPrimitive.Overlay, "fixed inset-0 z-50 bg-black/70 backdrop-blur-sm", "DialogOverlay");

export const DialogContent = React.forwardRef<React.ElementRef<typeof DialogPrimitive.Content>, React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>>(
  ({ className, children, onCloseAutoFocus, ...props }, ref) => {
    // focus goes back to the button that opened the dialog, however it closes (components/ui/return-focus.tsx)
    const { opener, handleCloseAutoFocus } = useReturnFocus(onCloseAutoFocus);
    return (
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={ref}
          className={cn(
            "fixed left-1/2 top-1/2 z-50 grid max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-popover p-5 text-popover-foreground shadow-2xl sm:p-6",
            className,
          )}
          onCloseAutoFocus={handleCloseAutoFocus}
          {...props}
        >
          <CaptureOpener into={opener} />
          {children}
          <DialogPrimitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring">
            <X className="h-4 w-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPortal>
    );
  },
);
DialogContent.displayName = "DialogContent";

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col space-y-1.5 text-left pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export const DialogTitle = withClasses(DialogPrimitive.Title, "text-lg font-semibold leading-none tracking-tight", "DialogTitle");
export const DialogDescription = withClasses(DialogPrimitive.Description, "text-sm text-muted-foreground", "DialogDescription");
