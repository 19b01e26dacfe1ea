import { useEffect, useRef, useState, type ReactNode } from "react";
import { MODULE_PREVIEW_LESSONS } from "@common/constants";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ChevronDown, Pencil, Plus, Trash2 } from "lucide-react";
import type { CourseModule, ModuleLesson } from "@common/editor-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { DragHandle } from "./dnd";
import { LESSON_TYPE_ICONS, LESSON_TYPE_LABELS } from "../lesson-meta";
import { SortableLessonList } from "./lesson-list";
import { ModuleInlineEditor } from "./module-inline-editor";
import { useModuleLinkTarget } from "./link-target";

/** A module card shows at most this many lessons before "+N more lessons" (SPEC §9). */

export interface ModuleCardActions {
  onAddLesson: (module: CourseModule) => void;
  onEditLesson: (module: CourseModule, lesson: ModuleLesson) => void;
  onDeleteLesson: (lesson: ModuleLesson) => void;
  onDelete: (module: CourseModule) => void;
  /** A module just added with Add Module: its Edit button takes focus once it is shown (issue #9). */
  focusModuleId?: number | null;
}

function lessonCount(n: number): string {
  return `${n} ${n === 1 ? "lesson" : "lessons"}`;
}

/** One module in the Course Structure list, sortable by its drag handle. */
export function SortableModuleCard({
  module,
  courseId,
  actions,
}: {
  module: CourseModule;
  courseId: number;
  actions: ModuleCardActions;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: module.id,
  });
  return (
    <li
      ref={setNodeRef}
      id={`module-${module.id}`}
      tabIndex={-1}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "list-none rounded-xl focus:outline-none focus:ring-2 focus:ring-ring",
        isDragging && "relative z-10 opacity-90 shadow-lg",
      )}
    >
      <ModuleCard
        module={module}
        courseId={courseId}
        actions={actions}
        handle={
          <DragHandle
            ref={setActivatorNodeRef}
            label={`Reorder module ${module.title}`}
            {...attributes}
            {...listeners}
          />
        }
      />
    </li>
  );
}

function ModuleCard({
  module,
  courseId,
  actions,
  handle,
}: {
  module: CourseModule;
  courseId: number;
  actions: ModuleCardActions;
  handle: ReactNode;
}) {
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusHere = actions.focusModuleId === module.id;
  useEffect(() => {
    if (focusHere) editButton.current?.focus();
  }, [focusHere]);
  const lessonsId = `module-${module.id}-lessons`;
  const titleId = `module-${module.id}-title`;
  const { lessons } = module;
  useModuleLinkTarget(module, expanded, () => setExpanded(true));

  return (
    <Card className="flex overflow-hidden" aria-label={`Module ${module.title}`} role="group">
      <div aria-hidden="true" className="w-2 shrink-0" style={{ backgroundColor: module.color }} />
      <div className="min-w-0 flex-1 p-3 sm:p-4">
        <div className="flex items-start gap-2">
          {handle}
          <div className="min-w-0 flex-1 pt-1">
            {editing ? (
              <ModuleInlineEditor
                module={module}
                courseId={courseId}
                onDone={(restoreFocus) => {
                  setEditing(false);
                  if (restoreFocus) requestAnimationFrame(() => editButton.current?.focus());
                }}
              />
            ) : (
              <>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <h3 id={titleId} className="min-w-0 break-words font-semibold text-gray-900">
                    {module.title}
                  </h3>
                  <Badge variant="secondary">{lessonCount(lessons.length)}</Badge>
                </div>
                {module.description && <p className="mt-1 break-words text-sm text-gray-700">{module.description}</p>}
              </>
            )}
          </div>
        </div>

        {!expanded && <LessonPreview module={module} />}

        <div className="mt-3 flex flex-wrap items-center gap-2 sm:pl-11">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={expanded}
            aria-controls={lessonsId}
            aria-label={`${expanded ? "Hide" : "Manage"} lessons of ${module.title}`}
            onClick={() => setExpanded((e) => !e)}
          >
            <ChevronDown className={cn("transition-transform", expanded && "rotate-180")} aria-hidden="true" />
            {expanded ? "Hide lessons" : "Manage lessons"}
          </Button>
          {!editing && (
            <Button
              ref={editButton}
              variant="ghost"
              size="sm"
              aria-label={`Edit module ${module.title}`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={`Delete module ${module.title}`}
            onClick={() => actions.onDelete(module)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>

        <div id={lessonsId} hidden={!expanded} className="mt-3 sm:pl-11">
          {expanded && (
            <>
              {lessons.length === 0 ? (
                <p className="text-sm text-gray-600">This module has no lessons yet. Add the first one.</p>
              ) : (
                <SortableLessonList module={module} courseId={courseId} actions={actions} />
              )}
              <Button
                variant="outline"
                size="sm"
                className="mt-3"
                aria-label={`Add lesson to ${module.title}`}
                onClick={() => actions.onAddLesson(module)}
              >
                <Plus aria-hidden="true" />
                Add Lesson
              </Button>
            </>
          )}
        </div>
      </div>
    </Card>
  );
}

function LessonPreviewRow({ lesson }: { lesson: ModuleLesson }) {
  const Icon = LESSON_TYPE_ICONS[lesson.type];
  return (
    <li className="flex items-start gap-2 text-sm text-gray-700">
      <Icon className="mt-0.5 size-4 shrink-0 text-gray-600" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {lesson.title}
        <span className="sr-only"> ({LESSON_TYPE_LABELS[lesson.type]} lesson)</span>
      </span>
    </li>
  );
}

/** The first MODULE_PREVIEW_LESSONS lessons of a collapsed module, and how many more there are. */
function LessonPreview({ module }: { module: CourseModule }) {
  const { lessons } = module;
  return (
    <div className="mt-3 pl-0 sm:pl-11">
      {lessons.length === 0 ? (
        <p className="text-sm text-gray-600">No lessons yet.</p>
      ) : (
        <ul className="space-y-1" aria-label={`First lessons of ${module.title}`}>
          {lessons.slice(0, MODULE_PREVIEW_LESSONS).map((lesson) => (
            <LessonPreviewRow key={lesson.id} lesson={lesson} />
          ))}
        </ul>
      )}
      {lessons.length > MODULE_PREVIEW_LESSONS && (
        <p className="mt-1 text-sm text-gray-600">+{lessons.length - MODULE_PREVIEW_LESSONS} more lessons</p>
      )}
    </div>
  );
}
