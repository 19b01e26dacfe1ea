/**
 * Data of the course editor: the course, its modules (with lessons), objectives and assessments.
 * Every key starts with "/api/courses", so invalidating ["/api/courses"] after a mutation
 * refreshes the course list, this course (its progress is recomputed by the server) and its parts.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DEFAULT_MODULE_COLOR } from "@common/constants";
import { toast, type ToastInput } from "@/hooks/use-toast";
import { api, errorMessage, errorStatus, queryKeys } from "@/lib/api";

export function useCourse(courseId: number) {
  return useQuery({
    queryKey: queryKeys.course(courseId),
    queryFn: () => api.courses.get(courseId),
    // A 404 will not change on a second try; other failures get the default single retry.
    retry: (failureCount, err) => errorStatus(err) !== 404 && failureCount < 1,
  });
}

export function useModules(courseId: number) {
  const query = useQuery({ queryKey: queryKeys.courseModules(courseId), queryFn: () => api.courses.modules(courseId) });
  return { ...query, modules: query.data ?? [] };
}

export function useObjectives(courseId: number) {
  const query = useQuery({
    queryKey: queryKeys.courseObjectives(courseId),
    queryFn: () => api.courses.objectives(courseId),
  });
  return { ...query, objectives: query.data ?? [] };
}

export function useAssessments(courseId: number) {
  const query = useQuery({
    queryKey: queryKeys.courseAssessments(courseId),
    queryFn: () => api.courses.assessments(courseId),
  });
  return { ...query, assessments: query.data ?? [] };
}

/**
 * A mutation of the editor: on success shows `success` (if any) and refreshes everything under
 * /api/courses; on failure shows a destructive toast with `failure` or the server's message.
 */
export function useEditorMutation<TVars, TResult = unknown>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  options: {
    success?: ToastInput | ((result: TResult, vars: TVars) => ToastInput | undefined);
    failure: { title: string; description?: string };
    onSuccess?: (result: TResult, vars: TVars) => void;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      const success = typeof options.success === "function" ? options.success(result, vars) : options.success;
      if (success) toast(success);
      options.onSuccess?.(result, vars);
      await queryClient.invalidateQueries({ queryKey: queryKeys.courses });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: options.failure.title,
        description: options.failure.description ?? errorMessage(error, "Please try again."),
      });
    },
  });
}

/**
 * Add Module (SPEC §2 Course editor): appends 'New Module' / 'Module description' in #6366F1,
 * with the 'Module Added' or 'Creation Failed' toast. Used by the structure card and the AI panel.
 */
export function useAddModule(courseId: number) {
  return useEditorMutation(
    () =>
      api.modules.create(courseId, {
        title: "New Module",
        description: "Module description",
        color: DEFAULT_MODULE_COLOR,
      }),
    {
      success: { title: "Module Added", description: "A new module was added at the end of the course." },
      failure: { title: "Creation Failed", description: "Failed to add the module. Please try again." },
    },
  );
}
