import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TOASTS } from "@common/constants";
import type { Course } from "@common/schemas";
import type { Template } from "@common/template-schemas";
import { toast } from "@/hooks/use-toast";
import { api, queryKeys } from "@/lib/api";

/** The template library from `GET /api/templates` (SPEC §7). */
export function useTemplates() {
  const query = useQuery({ queryKey: queryKeys.templates, queryFn: api.templates.list });
  return { ...query, templates: query.data ?? [] };
}

/**
 * Use Template: one request, `POST /api/templates/:id/courses` (issue #9), which creates the
 * course with its modules, lessons and learning objectives (marked "template") in one
 * transaction, so a failure leaves nothing half-made.
 *
 * @returns a mutation whose `mutateAsync(template)` resolves to the new course.
 */
export function useCreateCourseFromTemplate(options: { onCreated?: (course: Course) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: Template): Promise<Course> => api.templates.createCourse(template.id),
    onSuccess: async (course) => {
      toast(TOASTS.templateCourseCreated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
      options.onCreated?.(course);
    },
    onError: () => {
      toast({ ...TOASTS.templateCourseFailed, variant: "destructive" });
    },
  });
}
