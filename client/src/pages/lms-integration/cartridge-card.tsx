import { count } from "@common/plural";
import { useId, useRef, useState, type FormEvent } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Download, Loader2, Upload } from "lucide-react";
import { CARTRIDGE_ACCEPT, LMS_TEXTS, type ImportedCourseResponse } from "@common/lms";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCourses } from "@/hooks/use-courses";
import { toast } from "@/hooks/use-toast";
import { errorMessage, queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ImportReportView } from "@/components/import-report/import-report-view";
import { importCartridge } from "./lms-api";

/**
 * IMS Common Cartridge exchange (DESIGN.md §3 "Publish tab"): download one of your courses as an
 * .imscc file any LMS imports, and import an .imscc exported from any LMS. Needs no connection.
 */
export function CartridgeCard({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const id = useId();
  const SubHeading = headingLevel === "h2" ? "h3" : "h4";
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>{LMS_TEXTS.cartridgeCardTitle}</CardTitle>
        <CardDescription>
          Canvas, Blackboard, Moodle, D2L Brightspace and Sakai all import and export IMS Common Cartridge (.imscc)
          files. No connection is needed.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <CartridgeExportSection id={id} SubHeading={SubHeading} />
        <CartridgeImportSection id={id} SubHeading={SubHeading} />
      </CardContent>
    </Card>
  );
}

/** Download one of the user's courses as an .imscc file. */
function CartridgeExportSection({ id, SubHeading }: { id: string; SubHeading: "h3" | "h4" }) {
  const { courses, isLoading } = useCourses();
  const [courseId, setCourseId] = useState<string>("");
  const chosen = courses.find((c) => String(c.id) === courseId);
  return (
    <section aria-labelledby={`${id}-export`} className="space-y-3">
      <SubHeading id={`${id}-export`} className="font-semibold text-gray-900">
        Export as Common Cartridge
      </SubHeading>
      {isLoading ? (
        <p className="text-sm text-gray-600">Loading your courses...</p>
      ) : courses.length === 0 ? (
        <p className="text-sm text-gray-600">You have no courses to export yet.</p>
      ) : (
        <>
          <div className="space-y-2">
            <Label htmlFor={`${id}-course`}>Course to export</Label>
            <Select value={courseId} onValueChange={setCourseId}>
              <SelectTrigger id={`${id}-course`}>
                <SelectValue placeholder="Choose one of your courses" />
              </SelectTrigger>
              <SelectContent>
                {courses.map((c) => (
                  <SelectItem key={c.id} value={String(c.id)}>
                    {c.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {chosen ? (
            <a
              href={`/api/courses/${chosen.id}/export.imscc`}
              download
              className={cn(buttonVariants({ variant: "outline" }), "w-full sm:w-auto")}
            >
              <Download aria-hidden="true" />
              Download .imscc
            </a>
          ) : (
            <Button variant="outline" disabled className="w-full sm:w-auto">
              <Download aria-hidden="true" />
              Download .imscc
            </Button>
          )}
        </>
      )}
    </section>
  );
}

/** Upload an .imscc file; the import's counts and its report show under the form. */
function CartridgeImportSection({ id, SubHeading }: { id: string; SubHeading: "h3" | "h4" }) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ImportedCourseResponse | null>(null);
  const [progress, setProgress] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: (file: File) => importCartridge(queryClient, file, setProgress),
    onMutate: () => setProgress("Uploading"),
    onSettled: () => setProgress(""),
    onSuccess: async (course) => {
      setResult(course);
      toast({ title: LMS_TEXTS.courseImportedTitle, description: LMS_TEXTS.courseImportedDescription(course.title) });
      if (fileInput.current) fileInput.current.value = "";
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    },
    onError: (error) => {
      setResult(null);
      toast({
        title: LMS_TEXTS.importFailedTitle,
        description: errorMessage(
          error,
          "Failed to import the cartridge. Check that it is an .imscc file and try again.",
        ),
        variant: "destructive",
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      toast({
        title: LMS_TEXTS.importFailedTitle,
        description: "Choose a Common Cartridge (.imscc) file first.",
        variant: "destructive",
      });
      return;
    }
    upload.mutate(file);
  };

  return (
    <section aria-labelledby={`${id}-import`} className="space-y-3">
      <SubHeading id={`${id}-import`} className="font-semibold text-gray-900">
        Import a Common Cartridge
      </SubHeading>
      <form onSubmit={submit} className="space-y-3">
        <div className="space-y-2">
          <Label htmlFor={`${id}-file`}>Cartridge file (.imscc)</Label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept={CARTRIDGE_ACCEPT}
            className="block w-full min-w-0 text-sm text-gray-700 file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-gray-900 hover:file:bg-gray-50"
          />
        </div>
        <Button type="submit" disabled={upload.isPending} className="w-full sm:w-auto">
          {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {upload.isPending ? "Importing..." : "Upload and import"}
        </Button>
      </form>
      <div aria-live="polite" className="text-sm">
        {upload.isPending && progress && <p className="text-gray-700">Importing: {progress}</p>}
        {result && (
          <div className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            <p>
              Imported <strong>{result.title}</strong>: {count(result.counts.modules, "module")},{" "}
              {count(result.counts.lessons, "lesson")}, {count(result.counts.assessments, "assessment")}.{" "}
              <Link className="font-medium underline" href={`/course/${result.id}`}>
                Open the course
              </Link>
            </p>
          </div>
        )}
      </div>
      {result && (
        <section aria-labelledby={`${id}-report`} className="space-y-2">
          <SubHeading id={`${id}-report`} className="font-semibold text-gray-900">
            Import report
          </SubHeading>
          <ImportReportView report={result.report} headingLevel={SubHeading === "h3" ? "h4" : "h5"} />
        </section>
      )}
    </section>
  );
}
