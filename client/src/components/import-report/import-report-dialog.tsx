import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { IMPORT_SOURCE_NAMES } from "@common/import-report";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { api, errorMessage, queryKeys } from "@/lib/api";
import { ImportReportView } from "./import-report-view";

/**
 * "Import report" button of an imported course: opens the stored report (GET
 * /api/courses/:id/import-report). `label` names the button where several show (the bulk summary).
 */
export function ImportReportDialog({ courseId, label, size }: { courseId: number; label?: string; size?: "sm" }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} aria-label={label}>
          <FileText aria-hidden="true" />
          Import report
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] max-w-2xl overflow-y-auto">
        {open && <StoredReport courseId={courseId} />}
      </DialogContent>
    </Dialog>
  );
}

function StoredReport({ courseId }: { courseId: number }) {
  const query = useQuery({
    queryKey: queryKeys.courseImportReport(courseId),
    queryFn: () => api.courses.importReport(courseId),
    retry: false,
  });
  const stored = query.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Import report</DialogTitle>
        <DialogDescription>
          {stored
            ? `Imported from ${IMPORT_SOURCE_NAMES[stored.sourceKind]}${stored.sourceName ? ` (${stored.sourceName})` : ""} on ${new Date(stored.createdAt).toLocaleString()}.`
            : "What the import read, converted, changed and left out."}
        </DialogDescription>
      </DialogHeader>
      {query.isPending && <p className="text-sm text-gray-700">Loading the report...</p>}
      {query.isError && (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(query.error, "The import report could not be loaded.")}
        </p>
      )}
      {stored && <ImportReportView report={stored.report} headingLevel="h3" />}
    </>
  );
}
