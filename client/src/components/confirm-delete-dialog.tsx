import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/**
 * The one confirmation before anything is deleted (a course, module, lesson, objective or
 * assessment). It stays open until the request settles, so a failure leaves the user where they
 * were; Cancel and Escape are disabled meanwhile.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  description,
  pending,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  /** The dialog's name, e.g. "Delete module". */
  title: string;
  /** The question, e.g. 'Are you sure you want to delete "X"? This action cannot be undone.' */
  description: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Where focus goes when the dialog closes (by default, back to its trigger). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the request settles. */}
          <Button variant="destructive" disabled={pending} onClick={onConfirm}>
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
