import { ArrowRight, BookOpen, Plus } from "lucide-react";
import { RECENT_COURSES_LIMIT } from "@common/constants";
import type { Course } from "@common/schemas";
import { LevelBadge } from "@/components/level-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/utils";

/**
 * The Dashboard's Recent Courses card: the first four courses as the server returns them, each
 * leading to My Courses (SPEC §2).
 */
export function RecentCourses({
  courses,
  isLoading,
  onNavigate,
}: {
  courses: readonly Course[];
  isLoading: boolean;
  onNavigate: (to: string) => void;
}) {
  const recent = courses.slice(0, RECENT_COURSES_LIMIT);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>Recent Courses</CardTitle>
        <Button variant="outline" size="sm" onClick={() => onNavigate("/my-courses")}>
          View All
        </Button>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div role="status" aria-label="Loading courses" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        ) : recent.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center">
            <BookOpen className="size-10 text-gray-500" aria-hidden="true" />
            <h3 className="mt-3 text-base font-semibold text-gray-900">No courses yet</h3>
            <p className="mt-1 text-sm text-gray-600">Create your first course to get started</p>
            <Button className="mt-4" onClick={() => onNavigate("/create-course")}>
              <Plus aria-hidden="true" />
              Create Course
            </Button>
          </div>
        ) : (
          <ul className="space-y-3">
            {recent.map((course) => (
              <RecentCourseRow key={course.id} course={course} onOpen={() => onNavigate("/my-courses")} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function RecentCourseRow({ course, onOpen }: { course: Course; onOpen: () => void }) {
  return (
    // The whole row is a mouse target; keyboard users reach the same action through the arrow button.
    <li
      onClick={onOpen}
      className="group flex cursor-pointer items-center gap-2 rounded-lg border border-border p-3 sm:gap-4 sm:p-4 transition-colors hover:border-indigo-200 hover:bg-indigo-50/40"
    >
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 break-words font-semibold text-gray-900">{course.title}</h3>
        {course.description && <p className="mt-1 line-clamp-2 text-sm text-gray-600">{course.description}</p>}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <LevelBadge level={course.level} />
          <span>Updated {formatDate(course.createdAt)}</span>
          {course.lmsType && <span className="font-semibold text-gray-700">{course.lmsType.toUpperCase()}</span>}
        </div>
        <div className="mt-3 flex items-center gap-3">
          <Progress value={course.progress} aria-label={`${course.title} progress`} className="flex-1" />
          <span className="w-10 text-right text-xs font-medium text-gray-700">{course.progress}%</span>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Open ${course.title} in My Courses`}
        onClick={(event) => {
          event.stopPropagation();
          onOpen();
        }}
      >
        <ArrowRight aria-hidden="true" />
      </Button>
    </li>
  );
}
