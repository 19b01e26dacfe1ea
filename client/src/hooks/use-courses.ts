import { useQuery } from "@tanstack/react-query";
import type { Course } from "@common/schemas";
import { queryKeys } from "@/lib/api";

/** The signed-in user's courses from `GET /api/courses`, in the order the server returns them. */
export function useCourses() {
  const query = useQuery<Course[] | null>({ queryKey: queryKeys.courses });
  return { ...query, courses: query.data ?? [] };
}
