import { useRef, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { DndContext, closestCenter, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, arrayMove, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Layers, LayoutTemplate, Plus, Sparkles } from "lucide-react";
import type { CourseModule, ModuleLesson } from "@common/editor-schemas";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { toast } from "@/hooks/use-toast";
import { queryKeys } from "@/lib/api";
import { cn } from "@/lib/utils";
import { screenReaderInstructions, sortableAnnouncements, useAnnouncementState, useSortableSensors } from "./dnd";
import { OutlineReviewDialog } from "../ai-panel/outline-review-dialog";
import { LessonEditorDialog, type LessonEditorTarget } from "./lesson-editor-dialog";
import { SortableModuleCard, type ModuleCardActions } from "./module-card";
import { REORDER_FAILED } from "./reorder";
import { api } from "@/lib/api";
import { useAddModule, useEditorMutation, useModules } from "../queries";

type PendingDelete = { kind: "module"; module: CourseModule } | { kind: "lesson"; lesson: ModuleLesson } | null;

/** The Course Structure card: modules with their lessons, add, edit, delete and reorder. */
export function CourseStructure({ courseId }: { courseId: number }) {
  const { modules, isLoading } = useModules(courseId);
  const heading = useRef<HTMLHeadingElement>(null);
  const [lessonTarget, setLessonTarget] = useState<LessonEditorTarget | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const lessonFocus = useReturnFocus(heading);
  const deleteFocus = useReturnFocus(heading);
  const [outlineOpen, setOutlineOpen] = useState(false);
  const outlineFocus = useReturnFocus(heading);

  const addModule = useAddModule(courseId);
  // Focus follows the new module (its Edit button), instead of falling to the page when the
  // empty state's button disappears (issue #9).
  const [newModuleId, setNewModuleId] = useState<number | null>(null);
  const addAndFocus = () => addModule.mutate(undefined, { onSuccess: (module) => setNewModuleId(module.id) });

  const remove = useEditorMutation(
    (target: NonNullable<PendingDelete>) =>
      target.kind === "module" ? api.modules.remove(target.module.id) : api.lessons.remove(target.lesson.id),
    {
      success: (_r, target) =>
        target.kind === "module"
          ? { title: "Module Deleted", description: `"${target.module.title}" was removed.` }
          : { title: "Lesson Deleted", description: `"${target.lesson.title}" was removed.` },
      failure: { title: "Delete Failed", description: "Could not delete it. Please try again." },
      onSuccess: () => setPendingDelete(null),
    },
  );

  const actions: ModuleCardActions = {
    focusModuleId: newModuleId,
    onAddLesson: (module) => {
      lessonFocus.capture();
      setLessonTarget({ module, lesson: null });
    },
    onEditLesson: (module, lesson) => {
      lessonFocus.capture();
      setLessonTarget({ module, lesson });
    },
    onDeleteLesson: (lesson) => {
      deleteFocus.capture();
      setPendingDelete({ kind: "lesson", lesson });
    },
    onDelete: (module) => {
      deleteFocus.capture();
      setPendingDelete({ kind: "module", module });
    },
  };

  const addButton = (
    <Button onClick={addAndFocus} disabled={addModule.isPending}>
      <Plus aria-hidden="true" />
      Add Module
    </Button>
  );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle ref={heading} tabIndex={-1} className="focus:outline-none">
          Course Structure
        </CardTitle>
        {modules.length > 0 && addButton}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-3" aria-hidden="true">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : modules.length === 0 ? (
          <NoModules
            addButton={addButton}
            onGenerateOutline={() => {
              outlineFocus.capture();
              setOutlineOpen(true);
            }}
          />
        ) : (
          <SortableModules
            courseId={courseId}
            modules={modules}
            actions={actions}
            onAdd={addAndFocus}
            adding={addModule.isPending}
          />
        )}
      </CardContent>

      <OutlineReviewDialog
        courseId={courseId}
        open={outlineOpen}
        onOpenChange={setOutlineOpen}
        onCloseAutoFocus={outlineFocus.onCloseAutoFocus}
      />

      <LessonEditorDialog
        courseId={courseId}
        target={lessonTarget}
        onClose={() => setLessonTarget(null)}
        onCloseAutoFocus={lessonFocus.onCloseAutoFocus}
      />

      <ConfirmDeleteDialog
        open={pendingDelete !== null}
        title={pendingDelete?.kind === "lesson" ? "Delete lesson" : "Delete module"}
        description={deleteDescription(pendingDelete)}
        pending={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete)}
        onCloseAutoFocus={deleteFocus.onCloseAutoFocus}
      />
    </Card>
  );
}

function deleteDescription(pendingDelete: PendingDelete): string {
  return pendingDelete?.kind === "module"
    ? `Are you sure you want to delete "${pendingDelete.module.title}"${
        pendingDelete.module.lessons.length > 0
          ? ` and its ${pendingDelete.module.lessons.length} ${pendingDelete.module.lessons.length === 1 ? "lesson" : "lessons"}`
          : ""
      }? This action cannot be undone.`
    : pendingDelete?.kind === "lesson"
      ? `Are you sure you want to delete "${pendingDelete.lesson.title}"? This action cannot be undone.`
      : "";
}

/** The empty state: add a first module, generate an outline, or start from a template. */
function NoModules({ addButton, onGenerateOutline }: { addButton: ReactNode; onGenerateOutline: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center">
      <Layers className="size-10 text-gray-500" aria-hidden="true" />
      <h3 className="mt-3 font-semibold text-gray-900">No modules yet</h3>
      <p className="mt-1 max-w-md text-sm text-gray-600">
        Organise the course into modules, then add text, video and assessment lessons to each.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {addButton}
        <Button variant="secondary" onClick={onGenerateOutline}>
          <Sparkles aria-hidden="true" />
          Generate outline
        </Button>
        <Link href="/templates" className={cn(buttonVariants({ variant: "outline" }))}>
          <LayoutTemplate aria-hidden="true" />
          Start from a template
        </Link>
      </div>
    </div>
  );
}

/**
 * The modules in order, reorderable by drag or by keyboard (dnd-kit: Space, arrows, Space), with
 * the order saved at once and rolled back with a toast when saving fails.
 */
function SortableModules({
  courseId,
  modules,
  actions,
  onAdd,
  adding,
}: {
  courseId: number;
  modules: CourseModule[];
  actions: ModuleCardActions;
  onAdd: () => void;
  adding: boolean;
}) {
  const queryClient = useQueryClient();
  const sensors = useSortableSensors();
  const announcementState = useAnnouncementState();
  const key = queryKeys.courseModules(courseId);
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = modules.findIndex((m) => m.id === active.id);
    const to = modules.findIndex((m) => m.id === over.id);
    if (from < 0 || to < 0) return;
    const previous = modules;
    const next = arrayMove(modules, from, to).map((m, i) => ({ ...m, orderIndex: i }));
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, next);
    try {
      await api.modules.reorder(
        courseId,
        next.map((m) => m.id),
      );
    } catch {
      queryClient.setQueryData(key, previous);
      toast({ variant: "destructive", ...REORDER_FAILED });
    } finally {
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    }
  };

  return (
    <>
      <p className="mb-3 text-sm text-gray-600">
        Drag a module by its handle, or focus the handle and press Space, then the arrow keys, to reorder.
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(event) => void onDragEnd(event)}
        accessibility={{
          announcements: sortableAnnouncements("module", modules, announcementState),
          screenReaderInstructions: screenReaderInstructions("module"),
        }}
      >
        <SortableContext items={modules.map((m) => m.id)} strategy={verticalListSortingStrategy}>
          <ol className="space-y-3" aria-label="Modules">
            {modules.map((module) => (
              <SortableModuleCard key={module.id} module={module} courseId={courseId} actions={actions} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        onClick={onAdd}
        disabled={adding}
        className="mt-3 flex w-full items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-400 px-4 py-6 text-sm font-medium text-gray-700 hover:border-primary hover:bg-indigo-50 hover:text-indigo-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
      >
        <Plus className="size-5" aria-hidden="true" />
        Add a new module
      </button>
    </>
  );
}
