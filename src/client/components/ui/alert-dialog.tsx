import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import * as React from "react";
import { cn } from "@client/lib/utils";
import { buttonVariants } from "./button";
import { CaptureOpener, useReturnFocus } from "./return-focus";
import { withClasses } from "./with-classes";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export const AlertDialogContent = React.forwardRef<
  React.ElementRef<typeof AlertDialogPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof AlertDialogPrimitive.Content>
>(({ className, children, onCloseAutoFocus, ...props }, ref) => {
  // focus goes back to the button that opened the dialog, however it closes (components/ui/return-focus.tsx)
  const { opener, handleCloseAutoFocus } = useReturnFocus(onCloseAutoFocus);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <AlertDialogPrimitive.Content
        ref={ref}
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 shadow-2xl",
          className,
        )}
        onCloseAutoFocus={handleCloseAutoFocus}
        {...props}
      >
        <CaptureOpener into={opener} />
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
});
AlertDialogContent.displayName = "AlertDialogContent";

export function AlertDialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col space-y-2 text-left", className)} {...props} />;
}
export function AlertDialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}
export const AlertDialogTitle = withClasses(AlertDialogPrimitive.Title, "text-lg font-semibold", "AlertDialogTitle");
export const AlertDialogDescription = withClasses(AlertDialogPrimitive.Description, "text-sm text-muted-foreground", "AlertDialogDescription");
export const AlertDialogAction = withClasses(AlertDialogPrimitive.Action, buttonVariants(), "AlertDialogAction");
export const AlertDialogCancel = withClasses(AlertDialogPrimitive.Cancel, buttonVariants({ variant: "outline" }), "AlertDialogCancel");
