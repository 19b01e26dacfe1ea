import { useRef, type FocusEvent, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { updateModuleSchema, type CourseModule } from "@common/editor-schemas";
import { FieldError, invalidProps } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { api, queryKeys } from "@/lib/api";
import { useEditorMutation } from "../queries";
import { sentence } from "@/lib/messages";

/** The inline form: the API's module rules (title required, at most 200 characters), messages as sentences. */
const moduleFormSchema = z.object({
  title: z.string().superRefine((value, ctx) => {
    const parsed = updateModuleSchema.safeParse({ title: value.trim() });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Check the module title";
      ctx.addIssue({ code: "custom", message: sentence(message) });
    }
  }),
  description: z.string(),
});
type ModuleFormValues = z.infer<typeof moduleFormSchema>;

/**
 * Title and description as inputs (react-hook-form with the API's module schema). Enter or
 * leaving the editor saves (PATCH), Escape cancels. `onDone(true)` asks the card to put focus
 * back on its Edit button.
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ModuleFormValues>({
    resolver: zodResolver(moduleFormSchema),
    defaultValues: { title: module.title, description: module.description ?? "" },
    reValidateMode: "onChange",
  });
  const finished = useRef(false);
  const errorId = `module-${module.id}-edit-error`;
  const error = errors.title?.message;
  const update = useEditorMutation(
    (body: { title: string; description: string | null }) => api.modules.update(module.id, body),
    { failure: { title: "Update Failed", description: "Could not save the module. Please try again." } },
  );

  const store = (values: ModuleFormValues, restoreFocus: boolean) => {
    if (finished.current) return;
    finished.current = true;
    const body = { title: values.title.trim(), description: values.description.trim() || null };
    if (body.title !== module.title || body.description !== (module.description || null)) {
      // Show the new text at once; the refetch after the PATCH confirms it (or a failure restores it).
      queryClient.setQueryData<CourseModule[] | null>(queryKeys.courseModules(courseId), (old) =>
        old?.map((m) => (m.id === module.id ? { ...m, ...body } : m)),
      );
      update.mutate(body, {
        onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.courseModules(courseId) }),
      });
    }
    onDone(restoreFocus);
  };
  const save = (restoreFocus: boolean) => void handleSubmit((values) => store(values, restoreFocus))();

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      save(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      finished.current = true;
      onDone(true);
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
        autoFocus
        {...register("title")}
        onKeyDown={onKeyDown}
        {...invalidProps(errorId, error)}
      />
      <Input aria-label="Module description" {...register("description")} onKeyDown={onKeyDown} />
      {error ? (
        <FieldError id={errorId} error={error} alert />
      ) : (
        <p className="text-xs text-gray-600">Press Enter to save or Escape to cancel.</p>
      )}
    </div>
  );
}
