/** One course of the Import tab's list: selection checkbox, details, import status and Import button. */
import type { MouseEvent } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { Calendar, Check, CheckCircle2, Download, Loader2, Users, XCircle } from "lucide-react";
import type { LmsCourse } from "@common/lms";
import { Button } from "@/components/ui/button";
import { cn, formatDate } from "@/lib/utils";
import type { ImportStatus } from "./use-lms-import";

export function CourseRow({
  course,
  selected,
  status,
  disabled,
  onToggle,
  onRowClick,
  onImport,
}: {
  course: LmsCourse;
  selected: boolean;
  status: ImportStatus | undefined;
  disabled: boolean;
  onToggle: () => void;
  onRowClick: (event: MouseEvent<HTMLLIElement>) => void;
  onImport: () => void;
}) {
  const nameId = `lms-course-${course.id}-name`;
  const startDate = formatDate(course.startDate);
  return (
    <li
      className={cn(
        "flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-4 shadow-sm transition-colors sm:flex-row sm:items-center",
        selected ? "border-primary bg-indigo-50/60 ring-1 ring-primary" : "border-border hover:border-gray-400",
      )}
      onClick={onRowClick}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CheckboxPrimitive.Root
          checked={selected}
          onCheckedChange={onToggle}
          disabled={disabled}
          aria-labelledby={nameId}
          className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded border border-gray-500 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
        >
          <CheckboxPrimitive.Indicator>
            <Check className="size-4" aria-hidden="true" />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold text-gray-900 break-words">
            {course.name}
          </h3>
          {course.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{course.description}</p>}
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
            {course.enrollmentCount !== null && (
              <span className="inline-flex items-center gap-1.5">
                <Users className="size-4 text-gray-600" aria-hidden="true" />
                {course.enrollmentCount} students
              </span>
            )}
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4 text-gray-600" aria-hidden="true" />
              {startDate ? `Starts ${startDate}` : "No start date"}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 pl-8 sm:justify-end sm:pl-0">
        <StatusBadge status={status} />
        <Button
          variant="outline"
          size="sm"
          onClick={onImport}
          disabled={disabled || status?.state === "importing"}
          aria-label={`Import ${course.name}`}
        >
          <Download aria-hidden="true" />
          Import
        </Button>
      </div>
    </li>
  );
}

function StatusBadge({ status }: { status: ImportStatus | undefined }) {
  if (!status) return null;
  if (status.state === "importing") {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-gray-700" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {status.progress ? `Importing: ${status.progress}` : "Importing..."}
      </span>
    );
  }
  if (status.state === "imported") {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700" role="status">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        Imported
      </span>
    );
  }
  return (
    <span className="inline-flex max-w-md items-start gap-1.5 text-sm text-red-700" role="status">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>Failed: {status.reason}</span>
    </span>
  );
}
