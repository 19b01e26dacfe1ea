import { useQuery } from "@tanstack/react-query";
import { api, queryKeys } from "@/lib/api";

/** The signed-in user's courses from `GET /api/courses`, in the order the server returns them. */
export function useCourses() {
  const query = useQuery({ queryKey: queryKeys.courses, queryFn: api.courses.list });
  return { ...query, courses: query.data ?? [] };
}
