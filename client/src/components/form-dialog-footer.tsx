/** The footer of a form in a dialog: Cancel and the submit button, both disabled while saving. */
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

export function FormDialogFooter({
  pending,
  onCancel,
  submitLabel,
  pendingLabel = "Saving...",
}: {
  /** Whether the submit is in flight: both buttons are disabled and the submit says `pendingLabel`. */
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel?: string;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
