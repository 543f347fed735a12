import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@client/components/ui/alert-dialog";

export interface ConfirmDialogProps {
  /** controlled by the caller; left out, the dialog keeps its own state and `trigger` must be an `AlertDialogTrigger` */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** the button that opens it: a plain button that sets `open`, or an `AlertDialogTrigger` */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** what the step will touch, shown between the description and the buttons */
  children?: ReactNode;
  cancelLabel: ReactNode;
  /** the confirming button: each caller says how it looks, what it calls and whether the dialog stays open meanwhile */
  action: ReactNode;
  /** disables Cancel while the confirmed step runs */
  pending?: boolean;
  testId?: string;
  descriptionTestId?: string;
  onCloseAutoFocus?: (event: Event) => void;
}

/** A question before a step that cannot be undone: title, what happens, then Cancel and the confirming button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  cancelLabel,
  action,
  pending,
  testId,
  descriptionTestId,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger}
      <AlertDialogContent data-testid={testId} onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription data-testid={descriptionTestId}>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          {action}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
