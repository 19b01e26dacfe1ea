import { useQuery } from "@tanstack/react-query";
import { USER_QUERY_STALE_MS } from "@common/constants";
import type { ApiError, User } from "@common/schemas";
import { getQueryFn, queryKeys } from "@/lib/api";

/** True when `value` is a signed-in user: an object with an id and no error message (SPEC §4). */
export function isAuthenticatedUser(value: unknown): value is User {
  return typeof value === "object" && value !== null && "id" in value && !("message" in value);
}

/**
 * The current user from `GET /api/auth/user`, which drives which routes exist. A 401 means signed
 * out (null, not an error). No retry and a 5-minute freshness so the check does not flicker.
 */
export function useAuth() {
  const { data, isLoading } = useQuery<User | ApiError | null>({
    queryKey: queryKeys.authUser,
    queryFn: getQueryFn<User | ApiError>({ on401: "returnNull" }),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: USER_QUERY_STALE_MS,
  });
  const user = isAuthenticatedUser(data) ? data : null;
  return { user, isLoading, isAuthenticated: user !== null };
}
