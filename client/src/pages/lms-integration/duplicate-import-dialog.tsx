/** "Imported before": update the earlier import or create a copy (SPEC §4 "Import"). */
import { Loader2 } from "lucide-react";
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
import type { LmsImport } from "./use-lms-import";

export function DuplicateImportDialog({ importer }: { importer: LmsImport }) {
  const { duplicate, setDuplicate, resolving, resolveDuplicate } = importer;
  return (
    <AlertDialog
      open={duplicate !== null}
      onOpenChange={(open) => {
        if (!open && !resolving) setDuplicate(null);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Imported before</AlertDialogTitle>
          <AlertDialogDescription>
            {duplicate?.info.message ?? "You imported this course before. Update the earlier import or create a copy?"}{" "}
            Updating replaces the earlier course's modules, lessons and assessments with the LMS version.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={resolving}>Cancel</AlertDialogCancel>
          <Button variant="outline" disabled={resolving} onClick={() => void resolveDuplicate("copy")}>
            Create a copy
          </Button>
          <Button disabled={resolving} onClick={() => void resolveDuplicate("update")}>
            {resolving && <Loader2 className="animate-spin" aria-hidden="true" />}
            Update the earlier import
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
