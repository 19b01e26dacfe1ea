import { Link, Redirect, useParams } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { Course } from "@common/schemas";
import { LevelBadge } from "@/components/level-badge";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage, errorStatus, queryKeys } from "@/lib/api";
import { formatDuration } from "@common/course-stats";

/** A route id is usable only as a positive integer (SPEC §5 "Course editor"). */
function parseCourseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /course/:courseId. For now shows the course's title and description; the editor issue adds
 * modules, lessons, objectives and assessments.
 */
export default function CourseEditorPage() {
  const params = useParams<{ courseId: string }>();
  const courseId = parseCourseId(params.courseId);
  if (courseId === null) return <Redirect to="/dashboard" replace />;
  return <CourseEditor courseId={courseId} />;
}

function CourseEditor({ courseId }: { courseId: number }) {
  const {
    data: course,
    isLoading,
    error,
  } = useQuery<Course | null>({
    queryKey: queryKeys.course(courseId),
    // A 404 will not change on a second try; other failures get the default single retry.
    retry: (failureCount, err) => errorStatus(err) !== 404 && failureCount < 1,
  });
  useDocumentTitle(course?.title ?? (isLoading ? "Loading course" : "Course Not Found"));

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading course" className="space-y-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-40 w-full" />
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
      <PageHeader title={course.title} description={course.description} />
      <div className="mb-6 flex flex-wrap items-center gap-3 text-sm text-gray-700">
        <LevelBadge level={course.level} />
        <span>{formatDuration(course.duration)}</span>
        <span>{course.progress}% complete</span>
      </div>
      <Card>
        <CardContent className="pt-6">
          <p className="text-gray-700">The course editor is being built.</p>
        </CardContent>
      </Card>
    </>
  );
}
