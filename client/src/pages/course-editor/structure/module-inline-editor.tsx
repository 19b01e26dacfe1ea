import { useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { updateModuleSchema, type CourseModule } from "@common/editor-schemas";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { queryKeys } from "@/lib/api";
import { api } from "@/lib/api";
import { useEditorMutation } from "../queries";

/**
 * Title and description as inputs. Enter or leaving the editor saves (PATCH), Escape cancels.
 * `onDone(true)` asks the card to put focus back on its Edit button.
 */
export function ModuleInlineEditor({
  module,
  courseId,
  onDone,
}: {
  module: CourseModule;
  courseId: number;
  onDone: (restoreFocus: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(module.title);
  const [description, setDescription] = useState(module.description ?? "");
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(false);
  const errorId = `module-${module.id}-edit-error`;
  const update = useEditorMutation(
    (body: { title: string; description: string | null }) => api.modules.update(module.id, body),
    { failure: { title: "Update Failed", description: "Could not save the module. Please try again." } },
  );

  const save = (restoreFocus: boolean) => {
    if (finished.current) return;
    const body = { title: title.trim(), description: description.trim() || null };
    if (body.title === module.title && body.description === (module.description || null)) {
      finished.current = true;
      onDone(restoreFocus);
      return;
    }
    const parsed = updateModuleSchema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Check the module title";
      setError(message.charAt(0).toUpperCase() + message.slice(1));
      return;
    }
    finished.current = true;
    // Show the new text at once; the refetch after the PATCH confirms it (or a failure restores it).
    queryClient.setQueryData<CourseModule[] | null>(queryKeys.courseModules(courseId), (old) =>
      old?.map((m) => (m.id === module.id ? { ...m, ...body } : m)),
    );
    update.mutate(body, {
      onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.courseModules(courseId) }),
    });
    onDone(restoreFocus);
  };

  const cancel = () => {
    finished.current = true;
    onDone(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving between the two inputs is not leaving the editor.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    save(false);
  };

  return (
    <div className="space-y-2" onBlur={onBlur}>
      <Input
        aria-label="Module title"
        value={title}
        autoFocus
        onChange={(event) => {
          setTitle(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        {...invalidProps(errorId, error)}
      />
      <Input
        aria-label="Module description"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <FieldError id={errorId} error={error} alert />
      ) : (
        <p className="text-xs text-gray-600">Press Enter to save or Escape to cancel.</p>
      )}
    </div>
  );
}
