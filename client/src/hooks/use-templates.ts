import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TEMPLATE_COURSE_DEFAULTS, TOASTS } from "@common/constants";
import type { Course } from "@common/schemas";
import type { Template } from "@common/template-schemas";
import { toast } from "@/hooks/use-toast";
import { apiRequest, queryKeys } from "@/lib/api";

/** The template library from `GET /api/templates` (SPEC §7). */
export function useTemplates() {
  const query = useQuery<Template[] | null>({ queryKey: queryKeys.templates });
  return { ...query, templates: query.data ?? [] };
}

/** A random, mid-tone hex colour (SPEC §9: template-created modules get a random hex colour). */
export function randomModuleColor(): string {
  const hue = Math.floor(Math.random() * 360);
  const saturation = 0.55 + Math.random() * 0.25;
  const lightness = 0.42 + Math.random() * 0.12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

/**
 * Use Template (SPEC §7): creates the course with TEMPLATE_COURSE_DEFAULTS, then one module per
 * template module in order (random colour, its lessons), then the objectives as AI-generated.
 * If a later step fails the half-made course is deleted again so no empty shell is left behind.
 *
 * @returns a mutation whose `mutateAsync(template)` resolves to the new course.
 */
export function useCreateCourseFromTemplate(options: { onCreated?: (course: Course) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: Template): Promise<Course> => {
      const res = await apiRequest("POST", "/api/courses", {
        title: template.title,
        description: template.description || template.title,
        duration: TEMPLATE_COURSE_DEFAULTS.duration,
        level: TEMPLATE_COURSE_DEFAULTS.level,
      });
      const course = (await res.json()) as Course;
      try {
        for (const module of template.content.modules) {
          await apiRequest("POST", `/api/courses/${course.id}/modules`, {
            title: module.title,
            description: module.description,
            color: randomModuleColor(),
            lessons: module.lessons,
          });
        }
        if (template.content.objectives.length > 0) {
          await apiRequest("POST", `/api/courses/${course.id}/objectives`, {
            objectives: template.content.objectives,
            generatedBy: "ai",
          });
        }
      } catch (error) {
        await apiRequest("DELETE", `/api/courses/${course.id}`).catch(() => undefined);
        throw error;
      }
      return course;
    },
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
