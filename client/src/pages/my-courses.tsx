import { useMemo, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BookOpen, Calendar, Clock, Eye, Pencil, Plus, Trash2 } from "lucide-react";
import {
  COURSE_LEVELS,
  COURSE_LEVEL_LABELS,
  PROGRESS_COLOR_THRESHOLDS,
  PUBLISHED_PROGRESS_THRESHOLD,
  TOASTS,
} from "@common/constants";
import {
  filterAndSortCourses,
  formatDuration,
  isPublished,
  type CourseSort,
  type LevelFilter,
} from "@common/course-stats";
import type { Course } from "@common/schemas";
import { LevelBadge } from "@/components/level-badge";
import { PageHeader } from "@/components/page-header";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { LabeledSelect } from "@/components/ui/labeled-select";
import { SearchField } from "@/components/ui/search-field";
import { Skeleton } from "@/components/ui/skeleton";
import { useCourses } from "@/hooks/use-courses";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toast } from "@/hooks/use-toast";
import { api, queryKeys } from "@/lib/api";
import { cn, formatDate } from "@/lib/utils";

const LEVEL_OPTIONS: { value: LevelFilter; label: string }[] = [
  { value: "all", label: "All Levels" },
  ...COURSE_LEVELS.map((level) => ({ value: level, label: COURSE_LEVEL_LABELS[level] })),
];

const SORT_OPTIONS: { value: CourseSort; label: string }[] = [
  { value: "recent", label: "Most Recent" },
  { value: "title", label: "Title A-Z" },
  { value: "progress", label: "Progress" },
  { value: "level", label: "Level" },
];

/** Progress text colour: green >= 80, accent >= 50, grey below (SPEC §4); all >= 4.5:1 on white. */
function progressTextClass(progress: number): string {
  if (progress >= PROGRESS_COLOR_THRESHOLDS.high) return "text-green-700";
  if (progress >= PROGRESS_COLOR_THRESHOLDS.medium) return "text-indigo-700";
  return "text-gray-600";
}

function courseCountText(n: number): string {
  return `Showing ${n} ${n === 1 ? "course" : "courses"}`;
}

/** /my-courses (SPEC §2 "My Courses"): search, filter, sort, open and delete courses. */
export default function MyCoursesPage() {
  useDocumentTitle("My Courses");
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { courses, isLoading } = useCourses();
  const [search, setSearch] = useState("");
  const [level, setLevel] = useState<LevelFilter>("all");
  const [sort, setSort] = useState<CourseSort>("recent");
  const [toDelete, setToDelete] = useState<Course | null>(null);

  const visible = useMemo(() => filterAndSortCourses(courses, { search, level, sort }), [courses, search, level, sort]);

  const deleteCourse = useMutation({
    mutationFn: (id: number) => api.courses.remove(id),
    onSuccess: async () => {
      toast(TOASTS.courseDeleted);
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    },
    onError: () => {
      toast({ ...TOASTS.courseDeleteFailed, variant: "destructive" });
      setToDelete(null);
    },
  });

  const createButton = (
    <Button onClick={() => navigate("/create-course")}>
      <Plus aria-hidden="true" />
      Create Course
    </Button>
  );

  return (
    <>
      <PageHeader
        title="My Courses"
        description="Search, organise and open the courses you are building."
        actions={courses.length > 0 ? createButton : undefined}
      />

      <div className="mb-4 grid grid-cols-1 gap-4 rounded-xl border border-border bg-white p-4 shadow-sm md:grid-cols-[1fr_12rem_12rem]">
        <SearchField id="course-search" label="Search courses" value={search} onChange={setSearch} />
        <LabeledSelect
          id="level-filter"
          label="Level"
          value={level}
          onValueChange={(value) => setLevel(value as LevelFilter)}
          options={LEVEL_OPTIONS}
        />
        <LabeledSelect
          id="sort-order"
          label="Sort by"
          value={sort}
          onValueChange={(value) => setSort(value as CourseSort)}
          options={SORT_OPTIONS}
        />
      </div>

      {/* Announced politely so screen-reader users hear the effect of typing in the search box. */}
      <p className="mb-4 text-sm text-gray-600" aria-live="polite">
        {isLoading ? "Loading courses..." : courseCountText(visible.length)}
      </p>

      {isLoading ? (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-64 w-full rounded-xl" />
          ))}
        </div>
      ) : courses.length === 0 ? (
        <EmptyState
          title="No courses yet"
          text="Create a course to start planning modules, objectives and assessments."
          action={
            <Button onClick={() => navigate("/create-course")}>
              <Plus aria-hidden="true" />
              Create Your First Course
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState title="No courses match your filters" text="Try a different search term or level." />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((course) => (
            <li key={course.id} className="min-w-0">
              <CourseCard
                course={course}
                onOpen={() => navigate(`/course/${course.id}`)}
                onDelete={() => setToDelete(course)}
              />
            </li>
          ))}
        </ul>
      )}

      <ConfirmDeleteDialog
        open={toDelete !== null}
        title="Delete course"
        description={`Are you sure you want to delete "${toDelete?.title ?? ""}"? This action cannot be undone.`}
        pending={deleteCourse.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && deleteCourse.mutate(toDelete.id)}
      />
    </>
  );
}

function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-16 text-center">
      <BookOpen className="size-12 text-gray-500" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-gray-900">{title}</h2>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

function CourseCard({ course, onOpen, onDelete }: { course: Course; onOpen: () => void; onDelete: () => void }) {
  return (
    <Card className="flex h-full flex-col p-5">
      {/* The badge wraps under a long title instead of squeezing it to a few letters a line (issue #9). */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <h2 className="min-w-[min(100%,12rem)] flex-1 text-lg font-semibold text-gray-900 [overflow-wrap:anywhere]">
          {course.title}
        </h2>
        <LevelBadge level={course.level} />
      </div>
      {course.description && <p className="mt-2 line-clamp-3 text-sm text-gray-600">{course.description}</p>}

      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm text-gray-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock className="size-4 text-gray-600" aria-hidden="true" />
            <span className="sr-only">Duration</span>
          </dt>
          <dd>{formatDuration(course.duration)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Calendar className="size-4 text-gray-600" aria-hidden="true" />
            <span className="sr-only">Created</span>
          </dt>
          <dd>{formatDate(course.createdAt)}</dd>
        </div>
      </dl>

      <div className="mt-4">
        <div className="flex items-center justify-between text-sm">
          <span className="text-gray-700">Progress</span>
          <span className={cn("font-semibold", progressTextClass(course.progress))}>{course.progress}%</span>
        </div>
        <Progress value={course.progress} aria-label={`${course.title} progress`} className="mt-2" />
        <PublishStatus course={course} />
      </div>

      <div className="mt-auto flex items-center gap-2 pt-5">
        <Button variant="outline" size="sm" className="flex-1" aria-label={`Edit ${course.title}`} onClick={onOpen}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" className="flex-1" aria-label={`View ${course.title}`} onClick={onOpen}>
          <Eye aria-hidden="true" />
          View
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-red-700 hover:bg-red-50 hover:text-red-800"
          aria-label={`Delete ${course.title}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}

/**
 * Ready to publish, or what stands in the way once the progress threshold is reached: a quality
 * check that was never run (or is out of date), or a grade below C (issue #11).
 */
function PublishStatus({ course }: { course: Course }) {
  if (isPublished(course)) return <p className="mt-2 text-sm font-medium text-green-700">Ready to publish</p>;
  if (course.progress < PUBLISHED_PROGRESS_THRESHOLD) return null;
  return (
    <p className="mt-2 text-sm text-gray-700">
      {course.qualityGrade
        ? `Quality grade ${course.qualityGrade}: reach C or better to publish.`
        : "Run a quality check to publish."}
    </p>
  );
}
