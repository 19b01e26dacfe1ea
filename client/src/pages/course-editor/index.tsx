import { Link, Redirect, useParams } from "wouter";
import { ArrowLeft } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage, errorStatus } from "@/lib/api";
import { AiAssistantPanel } from "./ai-panel";
import { AssessmentsCard } from "./assessments/assessments-card";
import { CourseHeader, StatTiles } from "./course-header";
import { CourseStructure } from "./structure/course-structure";
import { ObjectivesCard } from "./objectives/objectives-card";
import { useCourse, useModules, useObjectives } from "./queries";
import { TemplateLibraryCard } from "./template-library-card";

/** A route id is usable only as a positive integer (SPEC §5 "Course editor"). */
export function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /course/:courseId (SPEC §2 "Course editor", DESIGN.md §3): modules and lessons, objectives,
 * assessments and the template library, all persisted. A missing or non-numeric id goes to the
 * dashboard.
 */
export default function CourseEditorPage() {
  const params = useParams<{ courseId: string }>();
  const courseId = parseCourseId(params.courseId);
  if (courseId === null) return <Redirect to="/dashboard" replace />;
  return <CourseEditor key={courseId} courseId={courseId} />;
}

function CourseEditor({ courseId }: { courseId: number }) {
  const { data: course, isLoading, error } = useCourse(courseId);
  const { modules } = useModules(courseId);
  const { objectives } = useObjectives(courseId);
  useDocumentTitle(course?.title ?? (isLoading ? "Loading course" : "Course Not Found"));

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading course" className="space-y-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  if (error && errorStatus(error) !== 404) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Course Unavailable</h1>
        <p className="mt-3 text-gray-700">{errorMessage(error, "The course could not be loaded. Please try again.")}</p>
      </div>
    );
  }

  if (!course) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Course Not Found</h1>
        <p className="mt-3 text-gray-700">The course you're looking for doesn't exist.</p>
        <Link
          href="/my-courses"
          className="mt-6 inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-white hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to My Courses
        </Link>
      </div>
    );
  }

  return (
    <>
      <CourseHeader course={course} aiOptimized={objectives.some((o) => o.generatedBy === "ai")} />
      <StatTiles course={course} moduleCount={modules.length} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <CourseStructure courseId={courseId} />
          <ObjectivesCard courseId={courseId} />
          <AssessmentsCard courseId={courseId} />
          <TemplateLibraryCard />
        </div>
        <aside aria-label="AI assistant" className="min-w-0">
          <AiAssistantPanel course={course} />
        </aside>
      </div>
    </>
  );
}
