import { useQueryClient } from "@tanstack/react-query";
import { DndContext, closestCenter, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Pencil, Trash2 } from "lucide-react";
import type { CourseModule, ModuleLesson } from "@common/editor-schemas";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import {
  DragHandle,
  screenReaderInstructions,
  sortableAnnouncements,
  useAnnouncementState,
  useSortableSensors,
} from "./dnd";
import { LESSON_TYPE_ICONS, LESSON_TYPE_LABELS } from "../lesson-meta";
import type { ModuleCardActions } from "./module-card";
import { REORDER_FAILED } from "./reorder";
import { api } from "@/lib/api";

/** All lessons of a module, reorderable by drag and drop or keyboard; optimistic, rolled back on failure. */
export function SortableLessonList({
  module,
  courseId,
  actions,
}: {
  module: CourseModule;
  courseId: number;
  actions: ModuleCardActions;
}) {
  const queryClient = useQueryClient();
  const sensors = useSortableSensors();
  const announcementState = useAnnouncementState();
  const key = queryKeys.courseModules(courseId);
  const { lessons } = module;

  const setLessons = (next: ModuleLesson[]) =>
    queryClient.setQueryData<CourseModule[] | null>(key, (old) =>
      old?.map((m) => (m.id === module.id ? { ...m, lessons: next } : m)),
    );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = lessons.findIndex((l) => l.id === active.id);
    const to = lessons.findIndex((l) => l.id === over.id);
    if (from < 0 || to < 0) return;
    const previous = lessons;
    const next = arrayMove(lessons, from, to).map((l, i) => ({ ...l, orderIndex: i }));
    await queryClient.cancelQueries({ queryKey: key });
    setLessons(next);
    try {
      await api.lessons.reorder(
        module.id,
        next.map((l) => l.id),
      );
    } catch {
      setLessons(previous);
      toast({ variant: "destructive", ...REORDER_FAILED });
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{
        announcements: sortableAnnouncements("lesson", lessons, announcementState),
        screenReaderInstructions: screenReaderInstructions("lesson"),
      }}
    >
      <SortableContext items={lessons.map((l) => l.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label={`Lessons of ${module.title}`}>
          {lessons.map((lesson) => (
            <SortableLessonRow key={lesson.id} module={module} lesson={lesson} actions={actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableLessonRow({
  module,
  lesson,
  actions,
}: {
  module: CourseModule;
  lesson: ModuleLesson;
  actions: ModuleCardActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lesson.id,
  });
  const Icon = LESSON_TYPE_ICONS[lesson.type];
  return (
    <li
      ref={setNodeRef}
      id={`lesson-${lesson.id}`}
      tabIndex={-1}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex items-center gap-1.5 rounded-lg border border-border bg-white p-1.5 focus:outline-none focus:ring-2 focus:ring-ring sm:gap-2 sm:p-2",
        isDragging && "relative z-10 shadow-lg",
      )}
    >
      <DragHandle ref={setActivatorNodeRef} label={`Reorder lesson ${lesson.title}`} {...attributes} {...listeners} />
      <Icon className="size-4 shrink-0 text-gray-600" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium text-gray-900">{lesson.title}</p>
        <p className="text-xs text-gray-600">
          {LESSON_TYPE_LABELS[lesson.type]}
          {lesson.durationMinutes ? ` · ${lesson.durationMinutes} min` : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 sm:px-3"
          aria-label={`Edit lesson ${lesson.title}`}
          onClick={() => actions.onEditLesson(module, lesson)}
        >
          <Pencil aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Edit</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 text-red-700 hover:bg-red-50 hover:text-red-800 sm:px-3"
          aria-label={`Delete lesson ${lesson.title}`}
          onClick={() => actions.onDeleteLesson(lesson)}
        >
          <Trash2 aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Delete</span>
        </Button>
      </div>
    </li>
  );
}
